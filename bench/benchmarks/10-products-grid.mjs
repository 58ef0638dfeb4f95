// The back office's products grid query (search + filter + sort + page, with the total) over 5,000 products of
// one store, on PGlite and on PostgreSQL (PRODUCTS_BENCH_PG_URL / DATABASE_URL / postgres://postgres@127.0.0.1:5432/test,
// a throw-away schema). p50/p99 per query shape, against a primary-key select in the same process (baseline).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { register as registerCjs } from 'tsx/cjs/api';
import { summarize } from '../lib/latency.mjs';

registerCjs();
const require = createRequire(import.meta.url);

const PRODUCTS = Number(process.env.PRODUCTS_BENCH_COUNT ?? 5000);
const RUNS = Number(process.env.PRODUCTS_BENCH_RUNS ?? 200);
const WORDS = ['Pizza', 'Açaí', 'Pão', 'Café', 'Suco', 'Hambúrguer', 'Pastel', 'Coxinha', 'Brigadeiro', 'Marmita'];
const ADJ = ['Grande', 'Média', 'Pequena', 'Especial', 'Tradicional', 'Doce', 'Salgada', 'Light', 'Dupla', 'Caseira'];
const QUERIES = {
  'nome, página 1': { sort: 'name', per_page: 25 },
  'busca "acai" + preço desc': { search: 'acai', sort: 'price', direction: 'desc' },
  'categoria + em promoção + atualizado': { category_id: 'CAT', status: 'promocao', sort: 'updated', direction: 'desc' },
  'busca "pizza" + ativo + página 5': { search: 'pizza', status: 'ativo', page: 5 },
  'ordenar por categoria, página 100': { sort: 'category', page: 100, per_page: 25 },
};

async function measure(label, driverUrl, log) {
  const { openDatabase, quoteIdent } = require('../../api/src/db/client.ts');
  const { migrate } = require('../../api/src/db/migrate.ts');
  const { listAdminProducts } = require('../../api/src/modules/catalog-admin/products.list-query.ts');
  const schema = driverUrl ? `bench_grid_${Date.now()}_${randomBytes(3).toString('hex')}` : undefined;
  if (driverUrl) {
    const admin = await openDatabase({ databaseUrl: driverUrl });
    await admin.exec(`CREATE SCHEMA ${quoteIdent(schema)}`);
    await admin.close();
  }
  const handle = await openDatabase(driverUrl ? { databaseUrl: driverUrl, schema } : {});
  try {
    await migrate(handle);
    const [store] = await handle.query(`INSERT INTO stores (name, slug) VALUES ('Bench', 'bench-grid') RETURNING id`);
    const storeId = store.id;
    const cats = await handle.query(`INSERT INTO categories (store_id, name, sort_order) SELECT $1, 'Categoria ' || g, g FROM generate_series(1, 20) g RETURNING id`, [storeId]);
    await handle.query(
      `INSERT INTO products (store_id, category_id, name, price_cents, promo_price_cents, is_active, sold_out_until)
       SELECT $1, ($2::int[])[1 + g % 20], ($3::text[])[1 + g % 10] || ' ' || ($4::text[])[1 + (g / 10) % 10] || ' ' || g,
              500 + (g * 37) % 9000, CASE WHEN g % 7 = 0 THEN 400 + (g * 37) % 8000 ELSE NULL END, g % 11 <> 0,
              CASE WHEN g % 13 = 0 THEN now() + interval '3 hours' END
       FROM generate_series(1, $5::int) g`,
      [storeId, `{${cats.map((c) => c.id).join(',')}}`, `{${WORDS.join(',')}}`, `{${ADJ.join(',')}}`, PRODUCTS],
    );
    // Other stores' rows, so the store filter does real work.
    const [other] = await handle.query(`INSERT INTO stores (name, slug) VALUES ('Outra', 'bench-other') RETURNING id`);
    await handle.query(`INSERT INTO products (store_id, name, price_cents) SELECT $1, 'Outro ' || g, 1000 FROM generate_series(1, $2::int) g`, [other.id, PRODUCTS]);
    await handle.exec('ANALYZE');
    const db = handle.db;
    const now = new Date();
    const rows = [];
    const pk = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await handle.query('SELECT id, name FROM products WHERE id = $1', [1 + (i % PRODUCTS)]);
      pk.push(performance.now() - t);
    }
    const base = summarize(pk);
    rows.push([label, 'baseline: select por chave primária', base.p50.toFixed(2), base.p99.toFixed(2), '', '1,0']);
    const results = {};
    for (const [name, raw] of Object.entries(QUERIES)) {
      const query = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v === 'CAT' ? cats[3].id : v]));
      let total = 0;
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        const page = await listAdminProducts(db, storeId, query, now);
        times.push(performance.now() - t);
        total = page.meta.total;
      }
      const s = summarize(times);
      results[name] = s;
      rows.push([label, name, s.p50.toFixed(2), s.p99.toFixed(2), String(total), (s.p99 / base.p99).toFixed(1)]);
    }
    log(`${label}: ${PRODUCTS} produtos, ${RUNS} execuções por consulta`);
    return { rows, results, base };
  } finally {
    await handle.close();
    if (driverUrl) {
      const admin = await openDatabase({ databaseUrl: driverUrl });
      await admin.exec(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await admin.close();
    }
  }
}

export default {
  id: 'products-grid',
  title: `Grade de produtos do painel: busca + filtro + ordenação + página com ${PRODUCTS} produtos (PGlite e PostgreSQL)`,
  async run({ log }) {
    const pgUrl = process.env.PRODUCTS_BENCH_PG_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
    const pglite = await measure('PGlite', undefined, log);
    let pg = null;
    try {
      pg = await measure('PostgreSQL', pgUrl, log);
    } catch (err) {
      log(`PostgreSQL indisponível (${err.message}); só PGlite`);
    }
    const worst = (r) => Math.max(...Object.values(r.results).map((s) => s.p99));
    return {
      metrics: {
        pgliteP99: { label: 'PGlite: pior p99 das consultas da grade', value: Number(worst(pglite).toFixed(2)), unit: 'ms' },
        ...(pg ? { postgresP99: { label: 'PostgreSQL: pior p99 das consultas da grade', value: Number(worst(pg).toFixed(2)), unit: 'ms' } } : {}),
      },
      tables: [{ title: 'Consulta da grade de produtos', columns: ['banco', 'consulta', 'p50 ms', 'p99 ms', 'total', 'p99 ÷ PK'], rows: [...pglite.rows, ...(pg?.rows ?? [])] }],
    };
  },
};
