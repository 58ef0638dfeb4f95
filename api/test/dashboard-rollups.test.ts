import { DEFAULT_TIME_ZONE, REVENUE_ORDER_STATUSES, addDays, previousPeriod, storeDate, type DashboardPeriod, type DashboardResponse } from '@comanda/shared/domain';
import { buildDashboardRollups } from '../src/modules/dashboard/dashboard-rollups.build';
import { CLEAN_RUNS } from '../src/modules/dashboard/dashboard.day-sources';
import { CUSTOMERS, type BucketRow, type CustomersRow, type TopProductRow, type TotalsRow } from '../src/modules/dashboard/dashboard.queries';
import { assembleDashboard, loadDashboard } from '../src/modules/dashboard/dashboard.service';
import { openTestDb, type TestDb } from './helpers/test-db';

/**
 * The rollup-backed dashboard against the statements it replaced (reading every order, kept below as they were,
 * with the top products' tie-break added), on random orders: before any build, after one, after old orders
 * change (late cancellations, deletions, backdated imports, a deleted product) and after the rebuild.
 * "Today" is the real one: the trigger of migration 0022 tells a past day from today by the database's clock.
 */

const TZ = DEFAULT_TIME_ZONE;
const PREV_START = `($2::date::timestamp AT TIME ZONE $5)`;
const CUR_START = `($3::date::timestamp AT TIME ZONE $5)`;
const CUR_END = `(($4::date + 1)::timestamp AT TIME ZONE $5)`;
const currentOnly = (text: string) => text.replace(/\$([3-6])\b/g, (_, n: string) => `$${Number(n) - 1}`);

const RAW_TOTALS = `SELECT (o.created_at >= ${CUR_START}) AS is_current, o.channel, o.order_type, (o.status = 'cancelled') AS cancelled,
       count(*)::int AS orders, coalesce(sum(o.total_cents), 0)::bigint AS cents
FROM orders o
WHERE o.store_id = ANY($1::int[]) AND o.created_at >= ${PREV_START} AND o.created_at < ${CUR_END}
  AND (o.status = 'cancelled' OR o.status = ANY($6::text[]))
GROUP BY 1, 2, 3, 4`;

const RAW_BUCKETS = currentOnly(`SELECT to_char(h.hour_start AT TIME ZONE $5, 'YYYY-MM-DD') AS day, extract(dow FROM h.hour_start AT TIME ZONE $5)::int AS weekday,
       extract(hour FROM h.hour_start AT TIME ZONE $5)::int AS hour, h.orders, h.cents
FROM (
  SELECT date_bin('1 hour', o.created_at, ${CUR_START}) AS hour_start, count(*)::int AS orders, coalesce(sum(o.total_cents), 0)::bigint AS cents
  FROM orders o
  WHERE o.store_id = ANY($1::int[]) AND o.created_at >= ${CUR_START} AND o.created_at < ${CUR_END} AND o.status = ANY($6::text[])
  GROUP BY 1
) h`);

const RAW_TOP_PRODUCTS = currentOnly(`SELECT i.product_id, min(i.name) AS name, sum(i.quantity)::bigint AS quantity, sum(i.total_cents)::bigint AS cents
FROM orders o JOIN order_items i ON i.order_id = o.id
WHERE o.store_id = ANY($1::int[]) AND o.created_at >= ${CUR_START} AND o.created_at < ${CUR_END} AND o.status = ANY($6::text[])
GROUP BY i.product_id, CASE WHEN i.product_id IS NULL THEN i.name END
ORDER BY quantity DESC, cents DESC, name, product_id
LIMIT 10`);

let db: TestDb;
let parent: number;
let branch: number;
let other: number;
let products: { id: number; name: string }[];
let nextNumber = 700_000;
const today = storeDate(new Date());

/** mulberry32: the same orders on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'delivering', 'completed', 'completed', 'completed', 'cancelled'];
const LOOSE_NAMES = ['Refrigerante antigo', 'Pizza brotinho', 'Combo da casa'];

/**
 * `count` orders of random stores, days (the last `days` days, today included), hours (a third of them in the
 * hour before or after midnight), statuses, channels, types and totals, with 0 to 3 items each: the products
 * (sometimes under an older name), or no product (a name of their own, or a product's name).
 */
async function insertRandomOrders(rand: () => number, count: number, days: number): Promise<void> {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const rows = Array.from({ length: count }, () => {
    const edge = rand() < 0.33;
    const seconds = edge ? (rand() < 0.5 ? 23 * 3600 : 0) + Math.floor(rand() * 3600) : Math.floor(rand() * 86_400);
    const day = addDays(today, -Math.floor(rand() * days));
    return {
      store: pick([parent, parent, branch, other]),
      number: nextNumber++,
      channel: pick(['online', 'pos']),
      type: pick(['delivery', 'pickup', 'dine_in']),
      status: pick(STATUSES),
      phone: `1190000${String(Math.floor(rand() * 60)).padStart(4, '0')}`,
      cents: 500 + Math.floor(rand() * 20_000),
      day,
      seconds,
    };
  });
  const inserted = await db.handle.query<{ id: number; number: number }>(
    `INSERT INTO orders (public_id, store_id, number, channel, order_type, status, customer_name, customer_phone, subtotal_cents, total_cents, payment_method, created_at)
     SELECT gen_random_uuid(), x.store, x.number, x.channel, x.type, x.status, 'Cliente', x.phone, x.cents, x.cents, 'pix',
            (x.day::timestamp AT TIME ZONE '${TZ}') + x.seconds * interval '1 second'
     FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::date[], $9::int[])
       AS x(store, number, channel, type, status, phone, cents, day, seconds)
     RETURNING id, number`,
    [rows.map((r) => r.store), rows.map((r) => r.number), rows.map((r) => r.channel), rows.map((r) => r.type), rows.map((r) => r.status), rows.map((r) => r.phone), rows.map((r) => r.cents), rows.map((r) => r.day), rows.map((r) => r.seconds)],
  );
  const items: { order: number; product: number | null; name: string; quantity: number; cents: number }[] = [];
  for (const order of inserted) {
    for (let k = Math.floor(rand() * 4); k > 0; k--) {
      const quantity = 1 + Math.floor(rand() * 3);
      const product = rand() < 0.7 ? pick(products) : null;
      const name = product ? (rand() < 0.1 ? `${product.name} (antigo)` : product.name) : rand() < 0.3 ? pick(products).name : pick(LOOSE_NAMES);
      items.push({ order: order.id, product: product?.id ?? null, name, quantity, cents: quantity * (1000 + Math.floor(rand() * 3000)) });
    }
  }
  await db.handle.query(
    `INSERT INTO order_items (order_id, product_id, name, quantity, unit_price_cents, total_cents)
     SELECT x.o, x.p, x.n, x.q, x.c / x.q, x.c FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[]) AS x(o, p, n, q, c)`,
    [items.map((i) => i.order), items.map((i) => i.product), items.map((i) => i.name), items.map((i) => i.quantity), items.map((i) => i.cents)],
  );
}

/** The dashboard as the statements before the rollups computed it: every order of both periods. */
async function rawDashboard(storeIds: number[], period: DashboardPeriod): Promise<DashboardResponse> {
  const previous = previousPeriod(period);
  const params = [storeIds, previous.from, period.from, period.to, TZ, [...REVENUE_ORDER_STATUSES]];
  const current = params.filter((_, i) => i !== 1);
  const [totals, buckets, topProducts, customers] = await Promise.all([
    db.handle.query<TotalsRow>(RAW_TOTALS, params),
    db.handle.query<BucketRow>(RAW_BUCKETS, current),
    db.handle.query<TopProductRow>(RAW_TOP_PRODUCTS, current),
    db.handle.query<CustomersRow>(CUSTOMERS.text, params),
  ]);
  return assembleDashboard({ totals, buckets, topProducts, customers: customers[0]! }, period);
}

const periods = (): [string, DashboardPeriod][] => [
  ['today', { from: today, to: today }],
  ['yesterday', { from: addDays(today, -1), to: addDays(today, -1) }],
  ['7 days', { from: addDays(today, -6), to: today }],
  ['30 days', { from: addDays(today, -29), to: today }],
  ['a past fortnight', { from: addDays(today, -40), to: addDays(today, -27) }],
  ['a year', { from: addDays(today, -365), to: today }],
];

const scopes = (): [string, number[]][] => [
  ['parent with its branch', [parent, branch]],
  ['branch', [branch]],
  ['other store', [other]],
];

/** Every period and scope: the dashboard equals the raw one. */
async function expectSameAsRaw(): Promise<void> {
  for (const [scopeName, ids] of scopes()) {
    for (const [periodName, period] of periods()) {
      const [actual, expected] = [await loadDashboard(db.handle, ids, period), await rawDashboard(ids, period)];
      expect({ scope: scopeName, period: periodName, dashboard: actual }).toEqual({ scope: scopeName, period: periodName, dashboard: expected });
    }
  }
}

const dirtyDays = async () =>
  (await db.handle.query<{ day: string }>("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM dashboard_rollup_days WHERE dirty AND store_id = ANY($1::int[]) ORDER BY 1", [[parent, branch, other]])).map((r) => r.day);

const cleanRuns = (ids: number[], from: string, to: string) => db.handle.query<{ storeId: number; from: string; to: string }>(CLEAN_RUNS, [ids, from, to]);

beforeAll(async () => {
  db = await openTestDb({ seed: false });
  const [p] = await db.handle.query<{ id: number }>("INSERT INTO stores (name, slug) VALUES ('Rollup matriz', 'rollup-matriz') RETURNING id");
  parent = p!.id;
  const [b] = await db.handle.query<{ id: number }>("INSERT INTO stores (parent_id, name, slug) VALUES ($1, 'Rollup filial', 'rollup-filial') RETURNING id", [parent]);
  branch = b!.id;
  const [o] = await db.handle.query<{ id: number }>("INSERT INTO stores (name, slug) VALUES ('Rollup outra', 'rollup-outra') RETURNING id");
  other = o!.id;
  products = await db.handle.query<{ id: number; name: string }>(
    "INSERT INTO products (store_id, name, price_cents) SELECT $1, 'Produto ' || n, 1000 FROM generate_series(1, 5) n RETURNING id, name",
    [parent],
  );
  await insertRandomOrders(random(20261124), 1500, 75);
});
afterAll(async () => {
  await db.close();
});

describe('dashboard rollups answer as the orders do', () => {
  it('before any build (every day read from the orders)', async () => {
    expect(await cleanRuns([parent, branch, other], addDays(today, -800), today)).toEqual([]);
    await expectSameAsRaw();
  });

  it('after the build: every complete day comes from the rollups', async () => {
    const { builtDays, done } = await buildDashboardRollups(db.handle, today);
    expect(done).toBe(true);
    expect(builtDays).toBeGreaterThanOrEqual(3 * 70);
    const runs = await cleanRuns([parent], addDays(today, -365), today);
    // One run from the first order to yesterday (to the day before, in the hour after midnight).
    expect(runs).toHaveLength(1);
    expect(runs[0]!.to >= addDays(today, -2) && runs[0]!.to < today).toBe(true);
    // No built day is dirty; yesterday, held back in the hour after midnight, may still be.
    expect((await dirtyDays()).filter((day) => day <= runs[0]!.to)).toEqual([]);
    await expectSameAsRaw();
    // A second build finds nothing to do.
    expect((await buildDashboardRollups(db.handle, today)).builtDays).toBe(0);
  });

  it('reads the rollups (a doctored rollup shows), not the orders', async () => {
    const period = { from: addDays(today, -29), to: today };
    const before = await loadDashboard(db.handle, [parent], period);
    await db.handle.query("UPDATE dashboard_daily_totals SET orders = orders + 1000 WHERE store_id = $1 AND day = $2::date AND channel = 'pos' AND status = 'completed'", [parent, addDays(today, -10)]);
    const after = await loadDashboard(db.handle, [parent], period);
    await db.handle.query("UPDATE dashboard_daily_totals SET orders = orders - 1000 WHERE store_id = $1 AND day = $2::date AND channel = 'pos' AND status = 'completed'", [parent, addDays(today, -10)]);
    expect(after.current.orders - before.current.orders).toBe(1000);
  });

  it('after old orders change (dirty days read from the orders), and after they are rebuilt', async () => {
    const rand = random(7);
    const old = await db.handle.query<{ id: number; day: string; status: string }>(
      `SELECT id, status, to_char(created_at AT TIME ZONE '${TZ}', 'YYYY-MM-DD') AS day FROM orders
       WHERE store_id = ANY($1::int[]) AND created_at < ($2::date::timestamp AT TIME ZONE '${TZ}') ORDER BY id`,
      [[parent, branch, other], today],
    );
    const some = (share: number) => old.filter(() => rand() < share);
    const cancelled = some(0.05).filter((o) => o.status !== 'cancelled');
    const deleted = some(0.02);
    const repriced = some(0.02);
    await db.handle.query("UPDATE orders SET status = 'cancelled', cancel_reason = 'Cancelado depois' WHERE id = ANY($1::int[])", [cancelled.map((o) => o.id)]);
    await db.handle.query("UPDATE orders SET status = 'completed' WHERE id = ANY($1::int[]) AND status = 'pending'", [some(0.05).map((o) => o.id)]);
    await db.handle.query('UPDATE orders SET total_cents = total_cents + 990 WHERE id = ANY($1::int[])', [repriced.map((o) => o.id)]);
    await db.handle.query('DELETE FROM orders WHERE id = ANY($1::int[])', [deleted.map((o) => o.id)]);
    // A backdated import (older than the first order too), today's orders, and a deleted product.
    await insertRandomOrders(rand, 60, 120);
    await db.handle.query('DELETE FROM products WHERE id = $1', [products[0]!.id]);

    const dirty = await dirtyDays();
    expect(dirty.length).toBeGreaterThan(10);
    expect(dirty).not.toContain(today);
    for (const o of [...cancelled, ...deleted, ...repriced]) expect(dirty).toContain(o.day);
    await expectSameAsRaw();

    await buildDashboardRollups(db.handle, today);
    expect((await dirtyDays()).filter((day) => day < addDays(today, -1))).toEqual([]);
    await expectSameAsRaw();
  });

  it("a store's dashboard sums its stores' days wherever each is read from", async () => {
    // The branch's last week dirty, the parent's clean: one period, two sources.
    await db.handle.query("UPDATE orders SET status = 'cancelled' WHERE store_id = $1 AND created_at >= ($2::date::timestamp AT TIME ZONE $3) AND created_at < ($4::date::timestamp AT TIME ZONE $3) AND status = 'completed'", [branch, addDays(today, -7), TZ, addDays(today, -3)]);
    expect((await dirtyDays()).length).toBeGreaterThan(0);
    await expectSameAsRaw();
  });
});

describe('dashboard rollups across the daylight-saving changes of 2018-11-04 and 2019-02-17 (São Paulo)', () => {
  it('count days and hours as the orders do', async () => {
    const [s] = await db.handle.query<{ id: number }>("INSERT INTO stores (name, slug) VALUES ('Rollup horário de verão', 'rollup-horario-verao') RETURNING id");
    const store = s!.id;
    // Every 20 minutes from 2018-11-02 to 2018-11-06 and from 2019-02-15 to 2019-02-19 (UTC), two statuses.
    await db.handle.query(
      `INSERT INTO orders (public_id, store_id, number, order_type, status, customer_name, customer_phone, subtotal_cents, total_cents, payment_method, created_at)
       SELECT gen_random_uuid(), $1, 800000 + row_number() OVER (), 'pickup', CASE WHEN extract(minute FROM t) = 40 THEN 'cancelled' ELSE 'completed' END,
              'Cliente', '11900000000', 1000, 1000, 'pix', t
       FROM (SELECT generate_series('2018-11-02T00:00Z'::timestamptz, '2018-11-06T00:00Z', interval '20 minutes') AS t
             UNION ALL SELECT generate_series('2019-02-15T00:00Z'::timestamptz, '2019-02-19T00:00Z', interval '20 minutes')) g`,
      [store],
    );
    await buildDashboardRollups(db.handle, today);
    for (const period of [
      { from: '2018-11-03', to: '2018-11-05' },
      { from: '2018-11-04', to: '2018-11-04' },
      { from: '2019-02-16', to: '2019-02-17' },
      { from: '2018-11-01', to: '2019-02-28' },
    ]) {
      expect(await cleanRuns([store], period.from, period.to)).not.toEqual([]);
      expect(await loadDashboard(db.handle, [store], period)).toEqual(await rawDashboard([store], period));
    }
  });
});
