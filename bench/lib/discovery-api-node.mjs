// The API (buildApp + listen) in its own process for bench/benchmarks/14-store-discovery.mjs, on a fresh database
// (PGlite in memory, or — DATABASE_URL set — a throw-away schema in PostgreSQL, as lib/orders-api-node.mjs), migrated,
// seeded with the demo stores, plus DISCOVERY_BENCH_STORES public stores in São Paulo around Av. Paulista.
// Each extra store is a copy of a demo store of the city (its row, categories and products, through SQL with the
// table's own column list, so new columns follow) with a new id, slug, name, district and point within
// DISCOVERY_BENCH_RADIUS_KM of Av. Paulista, and delivery zones: the pizzeria's copies keep its neighbourhood zones,
// the others get distance rings; one in five only opens at lunch (closed on the benchmark's clock).
// The CEP directory and the geocoder are the demo providers `npm start` runs offline (api/test-support/
// fake-providers.ts), in this process: the real ones are not reachable here, and the placer keeps their answers
// (LRU + address_lookups), so they are only called for the first search of an address (`providerCalls` in stats).
// Started with `node --import tsx` and an IPC channel.
// Env: DATABASE_URL?, DISCOVERY_BENCH_NOW (ISO clock the app runs on), DISCOVERY_BENCH_STORES (default 300),
//      DISCOVERY_BENCH_RADIUS_KM (default 15).
// IPC: { type: 'ready', url, driver, schema, stores: { added, publicInCity, sources, setupSeconds } }
//      · { type: 'stats' } → { rss, cpuMs, loopDelay, responses, providerCalls }.
// SIGTERM: closes the app, drops the schema, exits.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { register as registerCjs } from 'tsx/cjs/api';

registerCjs();
const require = createRequire(import.meta.url);
const { buildApp } = require('../../api/src/app.ts');
const { loadConfig } = require('../../api/src/config.ts');
const { openDatabase, quoteIdent } = require('../../api/src/db/client.ts');
const { migrate } = require('../../api/src/db/migrate.ts');
const { seed } = require('../../api/src/db/seed/seed.ts');
const { startFakeProviders } = require('../../api/test-support/fake-providers.ts');

/** Av. Paulista (the point the demo geocoder gives it). */
const PAULISTA = { latitude: -23.5613, longitude: -46.6565 };
/** Demo stores of São Paulo (main stores, not branches) the extra ones are copied from, in turn. */
const SOURCES = ['pizzaria-bella-napoli', 'bar-do-ze', 'pastelaria-do-japa'];
const DISTRICTS = ['Bela Vista', 'Consolação', 'Jardim Paulista', 'Pinheiros', 'Itaim Bibi', 'Vila Mariana', 'Moema', 'Liberdade', 'Perdizes', 'Santana', 'Tatuapé', 'Mooca', 'Butantã', 'Lapa', 'Saúde', 'Ipiranga'];
const LUNCH_ONLY = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, ['11:00-15:00']]));

const url = process.env.DATABASE_URL || undefined;
const extraStores = Number(process.env.DISCOVERY_BENCH_STORES ?? 300);
const radiusKm = Number(process.env.DISCOVERY_BENCH_RADIUS_KM ?? 15);
const schema = url ? `bench_${Date.now()}_${randomBytes(4).toString('hex')}` : undefined;
if (url) {
  const admin = await openDatabase({ databaseUrl: url });
  await admin.exec(`CREATE SCHEMA ${quoteIdent(schema)}`);
  await admin.close();
}
const handle = await openDatabase(url ? { databaseUrl: url, schema } : {});
await migrate(handle);
await seed(handle);

/** Deterministic [0, 1) numbers (mulberry32), so every run places the same stores. */
function seededRandom(seedValue) {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The columns an INSERT … SELECT copies: all but the id and generated ones. */
async function copiedColumns(tx, table) {
  const rows = await tx.query(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND column_name <> 'id' AND is_generated = 'NEVER' AND is_identity = 'NO'
      ORDER BY ordinal_position`,
    [table],
  );
  if (rows.length === 0) throw new Error(`tabela ${table} sem colunas em ${schema ?? 'public'}`);
  return rows.map((row) => row.column_name);
}

/**
 * INSERT INTO table (cols) SELECT <src.col, or the replacement expression> FROM table src WHERE <where> [RETURNING …].
 * `replace` maps column → SQL expression over `src` and the params.
 */
function copySql(table, columns, replace, where, returning = '') {
  const list = columns.map(quoteIdent).join(', ');
  const exprs = columns.map((column) => replace[column] ?? `src.${quoteIdent(column)}`).join(', ');
  return `INSERT INTO ${quoteIdent(table)} (${list}) SELECT ${exprs} FROM ${quoteIdent(table)} src WHERE ${where}${returning ? ` RETURNING ${returning}` : ''}`;
}

async function addStores(count) {
  const started = performance.now();
  const random = seededRandom(14);
  const result = await handle.transaction(async (tx) => {
    const sources = await tx.query(`SELECT id, slug, name FROM stores WHERE slug = ANY(string_to_array($1, ',')) AND parent_id IS NULL ORDER BY id`, [SOURCES.join(',')]);
    if (sources.length !== SOURCES.length) throw new Error(`lojas de origem: ${sources.map((s) => s.slug).join(', ')} (esperadas ${SOURCES.join(', ')})`);
    const [storeColumns, categoryColumns, productColumns, zoneColumns] = [await copiedColumns(tx, 'stores'), await copiedColumns(tx, 'categories'), await copiedColumns(tx, 'products'), await copiedColumns(tx, 'delivery_zones')];
    const zonesOf = new Map();
    for (const source of sources) zonesOf.set(source.id, Number((await tx.query(`SELECT count(*)::int AS n FROM delivery_zones WHERE store_id = $1 AND is_active`, [source.id]))[0].n));

    const storeSql = copySql(
      'stores',
      storeColumns,
      {
        name: '$2::text',
        slug: '$3::text',
        district: '$4::text',
        latitude: '$5::double precision',
        longitude: '$6::double precision',
        opening_hours: `coalesce($7::text::jsonb, src.opening_hours)`,
        email: 'NULL',
        published_at: 'now()',
        catalog_version: '1',
        created_at: 'now()',
        updated_at: 'now()',
      },
      'src.id = $1',
      'id',
    );
    const categorySql = copySql('categories', categoryColumns, { store_id: '$2::integer' }, 'src.store_id = $1');
    const productSql = copySql(
      'products',
      productColumns,
      { store_id: '$2::integer', category_id: `(SELECT nc.id FROM categories oc JOIN categories nc ON nc.store_id = $2::integer AND lower(nc.name) = lower(oc.name) WHERE oc.id = src.category_id)` },
      'src.store_id = $1',
    );
    const zoneSql = copySql('delivery_zones', zoneColumns, { store_id: '$2::integer' }, 'src.store_id = $1 AND src.is_active');
    const ringSql = `INSERT INTO delivery_zones (store_id, kind, name, districts, up_to_km, fee_cents, min_order_cents, estimated_time, sort_order)
      VALUES ($1, 'distance', $2, '{}', $3, $4, $5, $6, $7)`;

    const kmPerDegLon = 111 * Math.cos((PAULISTA.latitude * Math.PI) / 180);
    for (let i = 1; i <= count; i++) {
      const source = sources[(i - 1) % sources.length];
      // Uniform over the disc: r = R·√u.
      const r = radiusKm * Math.sqrt(random());
      const theta = 2 * Math.PI * random();
      const latitude = PAULISTA.latitude + (r * Math.cos(theta)) / 111;
      const longitude = PAULISTA.longitude + (r * Math.sin(theta)) / kmPerDegLon;
      const district = DISTRICTS[Math.floor(random() * DISTRICTS.length)];
      const hours = i % 5 === 0 ? JSON.stringify(LUNCH_ONLY) : null;
      const [{ id }] = await tx.query(storeSql, [source.id, `${source.name} ${district} ${i}`, `bench-descoberta-${i}`, district, latitude, longitude, hours]);
      await tx.query(categorySql, [source.id, id]);
      await tx.query(productSql, [source.id, id]);
      if (zonesOf.get(source.id) > 0) {
        await tx.query(zoneSql, [source.id, id]);
      } else {
        // Distance rings: 2 to 6 km for the first, up to twice that for the second.
        const first = 2 + (i % 5);
        await tx.query(ringSql, [id, `Até ${first} km`, first, 490 + (i % 7) * 100, null, '30-45 minutos', 1]);
        await tx.query(ringSql, [id, `Até ${2 * first} km`, 2 * first, 890 + (i % 7) * 100, 3000, '45-60 minutos', 2]);
      }
    }
    return { sources: sources.map((s) => s.slug) };
  });
  const [counts] = await handle.query(
    `SELECT count(*)::int AS public_in_city,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM orderable_products p WHERE p.store_id = s.id))::int AS with_products,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM delivery_zones z WHERE z.store_id = s.id AND z.is_active))::int AS with_zones
       FROM stores s WHERE s.city = 'São Paulo' AND s.state = 'SP' AND s.is_active AND s.published_at IS NOT NULL`,
  );
  return {
    added: count,
    publicInCity: counts.public_in_city,
    withProducts: counts.with_products,
    withZones: counts.with_zones,
    sources: result.sources,
    setupSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

const stores = await addStores(extraStores);
const providers = await startFakeProviders();

const fixedNow = new Date(process.env.DISCOVERY_BENCH_NOW ?? Date.now());
const config = loadConfig(
  { PUSHER_APP_SECRET: 'bench-only-realtime-secret', DATA_ENCRYPTION_KEY: 'bench-only-data-encryption-key' },
  { dataDir: ':memory:', staticRoot: '', logLevel: 'silent', databaseUrl: url, databaseSchema: schema, cepProviderUrl: providers.cepUrl, geocoderUrl: providers.geocoderUrl },
);
const app = await buildApp(config, { db: handle, logger: false, now: () => fixedNow });
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

// Responses finished by the HTTP server (any route): the per-request CPU divides by this, in-flight requests included.
let responses = 0;
app.server.on('request', (_req, res) => res.once('finish', () => (responses += 1)));

const LOOP_RESOLUTION_MS = 10;
const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
loop.enable();
process.send({ type: 'ready', url: appUrl, driver: handle.driver, schema: schema ?? null, stores });

const ms = (ns) => Math.max(0, Math.round((ns / 1e6 - LOOP_RESOLUTION_MS) * 100) / 100);
process.on('message', (message) => {
  if (message?.type !== 'stats') return;
  const cpu = process.cpuUsage();
  process.send({
    type: 'stats',
    rss: process.memoryUsage().rss,
    cpuMs: (cpu.user + cpu.system) / 1000,
    loopDelay: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    responses,
    providerCalls: providers.calls.length,
  });
  loop.reset();
});

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  try {
    await app.close();
    await providers.close();
    await handle.close();
    if (url) {
      const admin = await openDatabase({ databaseUrl: url });
      await admin.exec(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await admin.close();
    }
  } finally {
    process.exit(0);
  }
};
process.once('SIGTERM', () => void shutdown());
process.on('disconnect', () => void shutdown());
