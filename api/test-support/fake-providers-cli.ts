import { startFakeProviders } from './fake-providers';

const portArg = process.argv.indexOf('--port');
const port = portArg >= 0 ? Number(process.argv[portArg + 1]) : 4010; // 0: any free port

startFakeProviders({ port })
  .then((fake) => {
    console.log(`Fake providers listening:\n  CEP_PROVIDER_URL=${fake.cepUrl}\n  GEOCODER_URL=${fake.geocoderUrl}`);
    const stop = () => void fake.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
