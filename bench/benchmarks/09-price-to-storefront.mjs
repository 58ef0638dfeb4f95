// From a price change in the back office (PUT product) to an open storefront showing it: a pusher-js client on the
// API's embedded real-time server listens to catalog.updated on the store's public channel and refetches the
// catalog, as the storefront does; the time ends when the refetched catalog carries the new price. The baseline in
// the same process is the PUT alone. Target < 1 s.
import { createRequire } from 'node:module';
import { register as registerCjs } from 'tsx/cjs/api';
import { summarize } from '../lib/latency.mjs';

registerCjs();
const require = createRequire(import.meta.url);
const RUNS = Number(process.env.PRICE_BENCH_RUNS ?? 30);
const SLUG = 'pizzaria-bella-napoli';

export default {
  id: 'price-to-storefront',
  title: 'Mudança de preço no painel até a vitrine aberta mostrá-la (tempo real + refetch do cardápio)',
  async run({ log }) {
    const Pusher = require('pusher-js');
    const { buildApp } = require('../../api/src/app.ts');
    const { loadConfig } = require('../../api/src/config.ts');
    const { openDatabase } = require('../../api/src/db/client.ts');
    const { migrate } = require('../../api/src/db/migrate.ts');
    const { seed } = require('../../api/src/db/seed/seed.ts');
    const { CATALOG_UPDATED_EVENT, storePublicChannel } = require('../../shared/domain/index.ts');

    const handle = await openDatabase({});
    await migrate(handle);
    await seed(handle);
    const config = loadConfig({ PUSHER_APP_SECRET: 'bench-only-realtime-secret', DATA_ENCRYPTION_KEY: 'bench-only-data-encryption-key' }, { dataDir: ':memory:', staticRoot: '', logLevel: 'silent' });
    const app = await buildApp(config, { db: handle, logger: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(base).port);
    const client = new Pusher(config.realtime.key ?? 'comanda-key', { cluster: 'bench', wsHost: '127.0.0.1', wsPort: port, forceTLS: false, enabledTransports: ['ws'], disableStats: true });
    try {
      const login = await (await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'dono@bellanapoli.com.br', password: 'Comanda@123' }) })).json();
      const auth = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
      const store = (await (await fetch(`${base}/api/stores/${SLUG}`)).json()).data;
      const products = async () => (await (await fetch(`${base}/api/stores/${SLUG}/products`, { headers: { 'accept-encoding': 'br' } })).json()).data;
      const target = (await products())[0];
      const admin = (await (await fetch(`${base}/api/stores/${store.id}/catalog/products/${target.id}`, { headers: auth })).json()).data;
      const channel = client.subscribe(storePublicChannel(store.id));
      await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
      let onEvent = () => {};
      channel.bind(CATALOG_UPDATED_EVENT, () => onEvent());

      const endToEnd = [];
      const putOnly = [];
      for (let i = 1; i <= RUNS; i++) {
        const price = Math.round((admin.price + i / 100) * 100) / 100;
        const seen = new Promise((resolve) => {
          onEvent = async () => {
            const list = await products();
            if (list.find((p) => p.id === target.id)?.price === price) resolve(performance.now());
          };
        });
        const t0 = performance.now();
        const res = await fetch(`${base}/api/stores/${store.id}/catalog/products/${target.id}`, {
          method: 'PUT',
          headers: auth,
          body: JSON.stringify({ ...admin, price, promo_price: null }),
        });
        putOnly.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`PUT ${res.status}: ${await res.text()}`);
        endToEnd.push((await seen) - t0);
      }
      const e2e = summarize(endToEnd);
      const put = summarize(putOnly);
      log(`${RUNS} mudanças de preço`);
      return {
        metrics: {
          p50: { label: 'mudança de preço → vitrine com o novo preço, p50', value: e2e.p50, unit: 'ms' },
          p99: { label: 'mudança de preço → vitrine com o novo preço, p99 (meta < 1000)', value: e2e.p99, unit: 'ms' },
        },
        tables: [
          {
            title: 'Preço no painel → vitrine aberta (PGlite, tempo real embutido)',
            columns: ['medida', 'p50 ms', 'p99 ms', 'máx ms', 'p99 ÷ PUT'],
            rows: [
              ['só o PUT (baseline)', put.p50, put.p99, put.max, '1,0'],
              ['PUT → evento → refetch com o novo preço', e2e.p50, e2e.p99, e2e.max, (e2e.p99 / put.p99).toFixed(1)],
              ['meta', '', '< 1000', '', e2e.p99 < 1000 ? 'ok' : 'ACIMA'],
            ],
          },
        ],
      };
    } finally {
      client.disconnect();
      await app.close();
      await handle.close();
    }
  },
};
