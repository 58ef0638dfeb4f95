import { randomBytes } from 'node:crypto';
import { startFakeAsaas } from './fake-asaas';
import { startFakePixProvider } from './fake-pix-provider';
import { startFakeProviders } from './fake-providers';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const portArg = arg('--port');
const port = portArg !== undefined ? Number(portArg) : 4010; // 0: any free port
// The API's Asaas webhook route, e.g. http://127.0.0.1:3000/api/billing/webhooks/asaas; without it events are kept, not sent.
const webhookUrl = arg('--webhook-url') ?? process.env.ASAAS_WEBHOOK_URL;
const webhookToken = arg('--webhook-token') ?? process.env.ASAAS_WEBHOOK_TOKEN ?? randomBytes(24).toString('base64url');

Promise.all([startFakeProviders({ port }), startFakeAsaas({ apiKey: `fake_aact_${randomBytes(24).toString('base64url')}` }), startFakePixProvider()])
  .then(([fake, asaas, pix]) => {
    if (webhookUrl) asaas.setWebhook(webhookUrl, webhookToken);
    console.log(`Fake providers listening:\n  CEP_PROVIDER_URL=${fake.cepUrl}\n  GEOCODER_URL=${fake.geocoderUrl}`);
    console.log(`  ASAAS_URL=${asaas.url}\n  ASAAS_API_KEY=${asaas.apiKey}\n  ASAAS_WEBHOOK_TOKEN=${webhookToken}`);
    // The demo PSP ("API Pix") that one demo store is connected to (api/src/db/seed/demo-pix-provider.ts).
    console.log(`  DEMO_PIX_URL=${pix.url}\n  DEMO_PIX_CLIENT_ID=${pix.clientId}\n  DEMO_PIX_CLIENT_SECRET=${pix.clientSecret}\n  DEMO_PIX_WEBHOOK_SECRET=${pix.webhookSecret}`);
    const stop = () => void Promise.all([fake.close(), asaas.close(), pix.close()]).then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
