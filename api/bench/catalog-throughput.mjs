#!/usr/bin/env node
// Catalog throughput: GET /api/stores/{slug}/products for a store with 500 products, against bare
// Fastify routes in the same process (the "physical limit" of this machine for such a response).
//   node api/bench/catalog-throughput.mjs [--duration 10] [--connections 50] [--products 500]
// or import { runCatalogBench } from 'api/bench/catalog-throughput.mjs' (returns the figures).
//
// Four autocannon runs (-c 50, `duration` s each, after a 1 s warm-up):
//   products     the real endpoint (PGlite in memory, full app: hooks, compress plugin, error handler)
//   bareSmall    a bare Fastify instance answering a constant `{"ok":true}`
//   bareSame     the same bare instance answering the very bytes of the products body as a constant
//   productsBr   the real endpoint with Accept-Encoding: gzip, deflate, br (what browsers send): the
//                pre-compressed brotli variant (~1/30 of the bytes)
//   products304  the real endpoint with If-None-Match (what browsers send once they hold the catalog)
// Ratios: products / bareSame (same body size: our overhead), products / bareSmall (vs the tiny
// constant), productsBr / bareSmall and products304 / bareSmall.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { register as registerCjs } from 'tsx/cjs/api';

registerCjs();
const require = createRequire(import.meta.url);

const parseArgs = (argv) => {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--(duration|connections|products)$/.exec(argv[i] ?? '');
    if (m) out[m[1]] = Number(argv[++i]);
  }
  return out;
};

async function seedBenchStore(handle, productCount) {
  const { BELLA_NAPOLI_CATALOG } = require('../src/db/seed/catalogs/pizzaria.ts');
  const templates = BELLA_NAPOLI_CATALOG.categories.flatMap((c) => c.products);
  const [type] = await handle.query("SELECT id FROM business_types WHERE slug = 'pizzaria'");
  const [store] = await handle.query(
    `INSERT INTO stores (business_type_id, name, slug, opening_hours, delivery_fee_cents, min_order_cents)
     VALUES ($1, 'Bench Pizzaria', 'bench-pizzaria', '{"monday":["00:00-00:00"]}', 700, 3000) RETURNING id`,
    [type.id],
  );
  const categoryIds = [];
  for (let i = 0; i < 5; i++) {
    const [row] = await handle.query('INSERT INTO categories (store_id, name, sort_order) VALUES ($1, $2, $3) RETURNING id', [store.id, `Categoria ${i + 1}`, i]);
    categoryIds.push(row.id);
  }
  const values = [];
  const params = [];
  for (let i = 0; i < productCount; i++) {
    const t = templates[i % templates.length];
    const base = params.length;
    params.push(store.id, categoryIds[i % 5], `${t.name} ${i + 1}`, t.description, t.short, t.price + i, i % 3 === 0 ? t.price - 500 : null,
      `demo/bench/${i}.svg`, JSON.stringify([`demo/bench/${i}.svg`, `demo/bench/${i}-detalhe.svg`]), JSON.stringify(t.options), i);
    values.push(`(${Array.from({ length: 11 }, (_, k) => `$${base + k + 1}`).join(', ')})`);
  }
  await handle.query(
    `INSERT INTO products (store_id, category_id, name, description, short_description, price_cents, promo_price_cents, image, gallery_urls, business_type_options, sort_order)
     VALUES ${values.join(', ')}`,
    params,
  );
  await handle.exec('ANALYZE');
  return 'bench-pizzaria';
}

async function cannon(autocannon, url, { duration, connections, headers = {} }) {
  await autocannon({ url, connections, duration: 1, headers }); // warm-up (JIT, cache fill)
  const r = await autocannon({ url, connections, duration, headers });
  return {
    reqPerSec: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    mbPerSec: Math.round((r.throughput.average / 2 ** 20) * 10) / 10,
  };
}

/** Runs the benchmark; resolves to the figures (also printed when run from the command line). */
export async function runCatalogBench({ duration = 10, connections = 50, products = 500, log = () => {} } = {}) {
  const autocannon = require('autocannon');
  const Fastify = require('fastify');
  const { buildApp } = require('../src/app.ts');
  const { loadConfig } = require('../src/config.ts');
  const { openDatabase } = require('../src/db/client.ts');
  const { migrate } = require('../src/db/migrate.ts');
  const { seed } = require('../src/db/seed/seed.ts');

  const handle = await openDatabase({});
  await migrate(handle);
  await seed(handle, { demo: false });
  const slug = await seedBenchStore(handle, products);
  const config = loadConfig({}, { dataDir: ':memory:', staticRoot: '', logLevel: 'silent' });
  const app = await buildApp(config, { db: handle, logger: false });
  const bare = Fastify({ logger: false });
  let sameBody = Buffer.alloc(0);
  bare.get('/small', async () => ({ ok: true }));
  bare.get('/same', (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(sameBody));

  try {
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const productsUrl = `${appUrl}/api/stores/${slug}/products`;
    const first = await fetch(productsUrl);
    sameBody = Buffer.from(await first.arrayBuffer());
    const etag = first.headers.get('etag');
    const brBytes = Number((await fetch(productsUrl, { headers: { 'accept-encoding': 'br' } })).headers.get('content-length'));
    const count = JSON.parse(sameBody.toString()).data.length;
    if (count !== products) throw new Error(`expected ${products} products, got ${count}`);
    log(`corpo: ${count} produtos, ${(sameBody.length / 1024).toFixed(0)} KiB; autocannon -c ${connections} -d ${duration}`);

    const opts = { duration, connections };
    const productsRun = await cannon(autocannon, productsUrl, opts);
    log(`products     ${productsRun.reqPerSec} req/s`);
    const bareSame = await cannon(autocannon, `${bareUrl}/same`, opts);
    log(`bare (mesmo corpo) ${bareSame.reqPerSec} req/s`);
    const bareSmall = await cannon(autocannon, `${bareUrl}/small`, opts);
    log(`bare (constante pequena) ${bareSmall.reqPerSec} req/s`);
    const productsBr = await cannon(autocannon, productsUrl, { ...opts, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    log(`products br  ${productsBr.reqPerSec} req/s`);
    const products304 = await cannon(autocannon, productsUrl, { ...opts, headers: { 'if-none-match': etag } });
    log(`products 304 ${products304.reqPerSec} req/s`);

    const ratio = (a, b) => Math.round((a / b) * 100) / 100;
    return {
      products: count,
      bodyBytes: sameBody.length,
      brotliBytes: brBytes,
      connections,
      durationSec: duration,
      runs: { products: productsRun, bareSame, bareSmall, productsBr, products304 },
      productsReqPerSec: productsRun.reqPerSec,
      bareReqPerSec: bareSame.reqPerSec,
      ratio: ratio(productsRun.reqPerSec, bareSame.reqPerSec),
      ratioVsSmallConstant: ratio(productsRun.reqPerSec, bareSmall.reqPerSec),
      ratioBrotliVsSmallConstant: ratio(productsBr.reqPerSec, bareSmall.reqPerSec),
      ratio304VsSmallConstant: ratio(products304.reqPerSec, bareSmall.reqPerSec),
    };
  } finally {
    await app.close();
    await bare.close();
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runCatalogBench({ ...parseArgs(process.argv.slice(2)), log: (line) => console.log(line) })
    .then((r) => {
      console.log(JSON.stringify(r, null, 2));
      console.log(
        `\nproducts ${r.productsReqPerSec} req/s vs bare (mesmo corpo) ${r.bareReqPerSec} req/s → razão ${r.ratio}` +
          `\nvs bare constante pequena ${r.runs.bareSmall.reqPerSec} req/s → razão ${r.ratioVsSmallConstant}; br: razão ${r.ratioBrotliVsSmallConstant}; 304: razão ${r.ratio304VsSmallConstant}`,
      );
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
