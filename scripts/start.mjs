// `npm start`: build the shell and the five remotes, then run the API, which migrates, seeds on
// first start and serves everything (apps, /remotes.json, /api) on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build-all.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const DEMO_VARS = ['CEP_PROVIDER_URL', 'GEOCODER_URL', 'ASAAS_URL', 'ASAAS_API_KEY', 'ASAAS_WEBHOOK_TOKEN'];
/** The fake "API Pix" PSP the API connects one demo store to at start (api/src/db/seed/demo-pix-provider.ts). */
const DEMO_PIX_VARS = ['DEMO_PIX_URL', 'DEMO_PIX_CLIENT_ID', 'DEMO_PIX_CLIENT_SECRET', 'DEMO_PIX_WEBHOOK_SECRET'];

if (process.env.SKIP_BUILD !== '1') {
  console.log('Construindo a shell e os remotos…');
  await buildAll();
}

const children = [];
const env = { ...process.env };
if (wantsDemoProviders(env)) {
  const demo = await startDemoProviders();
  children.push(demo.child);
  Object.assign(env, demo.urls);
  console.log(`CEP e geolocalização de demonstração (offline) em ${demo.urls.CEP_PROVIDER_URL.replace(/\/ws$/, '')}: defina CEP_PROVIDER_URL e GEOCODER_URL para os reais.`);
  if (demo.urls.ASAAS_URL) console.log(`Cobrança de demonstração: Asaas falso em ${demo.urls.ASAAS_URL} (defina ASAAS_API_KEY para o real).`);
  console.log(`PIX automático de demonstração (Burger House): banco falso "API Pix" em ${demo.urls.DEMO_PIX_URL}; pague as cobranças em ${demo.urls.DEMO_PIX_URL}/pagar`);
}

const api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
children.push(api);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
api.on('exit', (code, signal) => {
  children.forEach((child) => child !== api && child.kill('SIGTERM'));
  process.exit(code ?? (signal ? 0 : 1));
});

/**
 * A demo (SEED on, not production) with no CEP_PROVIDER_URL / GEOCODER_URL gets the fake providers,
 * which know every demo store's address: the demo takes delivery orders without internet. Production
 * and any configured provider keep the real ones (ViaCEP, Nominatim); DEMO_PROVIDERS=0 turns this off.
 */
function wantsDemoProviders(vars) {
  const off = (value) => ['0', 'false', 'off', 'no'].includes(String(value ?? '').toLowerCase());
  if (vars.NODE_ENV === 'production' || off(vars.SEED) || off(vars.DEMO_PROVIDERS)) return false;
  return !vars.CEP_PROVIDER_URL && !vars.GEOCODER_URL;
}

/**
 * Starts api/test-support/fake-providers-cli.ts on a free loopback port and reads the URLs it prints: CEP, geocoder
 * and, unless ASAAS_API_KEY names a real account, a fake Asaas whose webhooks come back to this API.
 */
function startDemoProviders() {
  const webhook = `http://127.0.0.1:${env.PORT || 3000}/api/billing/webhooks/asaas`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/test-support/fake-providers-cli.ts'), '--port', '0', '--webhook-url', webhook], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`fake providers exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = Object.fromEntries(
        [...DEMO_VARS, ...DEMO_PIX_VARS].map((name) => [name, new RegExp(`${name}=(\\S+)`).exec(out)?.[1]]),
      );
      if (Object.values(found).some((value) => !value)) return;
      const asaas = env.ASAAS_API_KEY ? {} : { ASAAS_URL: found.ASAAS_URL, ASAAS_API_KEY: found.ASAAS_API_KEY, ASAAS_WEBHOOK_TOKEN: found.ASAAS_WEBHOOK_TOKEN };
      const pix = Object.fromEntries(DEMO_PIX_VARS.map((name) => [name, found[name]]));
      resolve({ child, urls: { CEP_PROVIDER_URL: found.CEP_PROVIDER_URL, GEOCODER_URL: found.GEOCODER_URL, ...asaas, ...pix } });
    });
  });
}
