import { DEFAULT_TIME_ZONE, REVENUE_ORDER_STATUSES, REPORT_GROUPS, addDays, storeDate, type ReportGroup } from '@comanda/shared/domain';
import { buildDashboardRollups } from '../src/modules/dashboard/dashboard-rollups.build';
import { newStoresSql, type NewStoresRow, type OrdersRow } from '../src/modules/admin-reports/admin-reports.queries';
import { assembleReport, platformReport } from '../src/modules/admin-reports/admin-reports.service';
import { openTestDb, type TestDb } from './helpers/test-db';

/**
 * The platform report read from the dashboard's daily rollups (clean built days) and the orders (every other day)
 * against the statement it replaced (every order of the period, kept below as it was), in every grouping: before
 * any build, after one, with old orders changed (dirty days), with days missing from the middle of the built ones,
 * after stores moved (type, city, parent) and after the rebuild. Several accounts, branches in other cities, a
 * store without type or city, a store opened later, a store without orders, days without orders.
 * "Today" is the real one: the trigger of migration 0022 tells a past day from today by the database's clock.
 */

const TZ = DEFAULT_TIME_ZONE;
const FROM = `(($1::date)::timestamp AT TIME ZONE '${TZ}')`;
const UNTIL = `((($2::date) + 1)::timestamp AT TIME ZONE '${TZ}')`;

const RAW_GROUPS: Record<Exclude<ReportGroup, 'day'>, { key: string; label: string }> = {
  business_type: { key: `coalesce(bt.slug, '-')`, label: `coalesce(bt.name, 'Sem tipo')` },
  city: { key: `coalesce(lower(s.city) || '/' || upper(s.state), '-')`, label: `coalesce(s.city || ' - ' || upper(s.state), 'Sem cidade')` },
  store: { key: `root.id::text`, label: `root.name` },
};

/** The report's orders statement before the rollups. */
function rawOrdersSql(group: ReportGroup): string {
  if (group === 'day') {
    return `WITH per_store_day AS (
  SELECT o.store_id, date_bin('1 day', o.created_at, ${FROM}) AS day_start, count(*)::int AS orders, sum(o.total_cents)::bigint AS cents
  FROM orders o
  WHERE o.created_at >= ${FROM} AND o.created_at < ${UNTIL} AND o.status = ANY($3::text[])
  GROUP BY 1, 2
)
SELECT to_char(p.day_start AT TIME ZONE '${TZ}', 'YYYY-MM-DD') AS key, to_char(p.day_start AT TIME ZONE '${TZ}', 'DD/MM/YYYY') AS label,
       coalesce(sum(p.orders), 0)::int AS orders, coalesce(sum(p.cents), 0)::bigint AS cents, count(DISTINCT coalesce(s.parent_id, s.id))::int AS stores
FROM per_store_day p JOIN stores s ON s.id = p.store_id
GROUP BY GROUPING SETS ((1, 2), ())`;
  }
  const { key, label } = RAW_GROUPS[group];
  return `WITH per_store AS (
  SELECT o.store_id, count(*)::int AS orders, sum(o.total_cents)::bigint AS cents
  FROM orders o
  WHERE o.created_at >= ${FROM} AND o.created_at < ${UNTIL} AND o.status = ANY($3::text[])
  GROUP BY o.store_id
)
SELECT ${key} AS key, ${label} AS label, coalesce(sum(ps.orders), 0)::int AS orders, coalesce(sum(ps.cents), 0)::bigint AS cents, count(DISTINCT root.id)::int AS stores
FROM per_store ps
JOIN stores s ON s.id = ps.store_id
JOIN stores root ON root.id = coalesce(s.parent_id, s.id)
LEFT JOIN business_types bt ON bt.id = root.business_type_id
GROUP BY GROUPING SETS ((1, 2), ())`;
}

let db: TestDb;
const today = storeDate(new Date());
const ids: Record<string, number> = {};
let nextNumber = 1;

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

/**
 * `count` orders of `stores` over the last `days` days (today included), a third of them in the hour before or
 * after midnight; `skip` leaves out the days whose index it accepts (days without orders).
 */
async function insertOrders(rand: () => number, stores: number[], count: number, days: number, skip = (_day: number) => false): Promise<void> {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const rows = Array.from({ length: count }, () => {
    const edge = rand() < 0.33;
    let back = Math.floor(rand() * days);
    while (skip(back)) back = Math.floor(rand() * days);
    return {
      store: pick(stores),
      status: pick(STATUSES),
      type: pick(['delivery', 'pickup', 'dine_in']),
      cents: 500 + Math.floor(rand() * 20_000),
      day: addDays(today, -back),
      seconds: edge ? (rand() < 0.5 ? 23 * 3600 : 0) + Math.floor(rand() * 3600) : Math.floor(rand() * 86_400),
    };
  });
  await db.handle.query(
    `INSERT INTO orders (public_id, store_id, number, order_type, status, customer_name, customer_phone, subtotal_cents, total_cents, payment_method, created_at)
     SELECT gen_random_uuid(), x.store, $1::int + x.n, x.type, x.status, 'Cliente', '11900000000', x.cents, x.cents, 'pix',
            (x.day::timestamp AT TIME ZONE '${TZ}') + x.seconds * interval '1 second'
     FROM unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::date[], $7::int[]) WITH ORDINALITY AS x(store, status, type, cents, day, seconds, n)`,
    [nextNumber, rows.map((r) => r.store), rows.map((r) => r.status), rows.map((r) => r.type), rows.map((r) => r.cents), rows.map((r) => r.day), rows.map((r) => r.seconds)],
  );
  nextNumber += count;
}

const periods = (): [string, string][] => [
  [today, today],
  [addDays(today, -1), addDays(today, -1)],
  [addDays(today, -6), today],
  [addDays(today, -29), today],
  [addDays(today, -40), addDays(today, -27)],
  [addDays(today, -364), today],
  [addDays(today, -700), addDays(today, -2)],
];

/** Every period and grouping: the report equals the one of the statement it replaced. */
async function expectSameAsRaw(): Promise<void> {
  const statuses = [...REVENUE_ORDER_STATUSES];
  for (const [from, to] of periods()) {
    for (const group of REPORT_GROUPS) {
      const query = { from, to, group };
      const expected = assembleReport(
        query,
        await db.handle.query<OrdersRow>(rawOrdersSql(group), [from, to, statuses]),
        await db.handle.query<NewStoresRow>(newStoresSql(group), [from, to]),
      );
      expect({ from, to, group, report: await platformReport(db.handle, query) }).toEqual({ from, to, group, report: expected });
    }
  }
}

const cleanDays = async () => (await db.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM dashboard_rollup_days WHERE NOT dirty'))[0]!.n;
const dirtyDays = async () => (await db.handle.query<{ day: string }>("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM dashboard_rollup_days WHERE dirty ORDER BY 1")).map((r) => r.day);

async function insertStore(key: string, values: { parent?: string; type?: number | null; city?: string | null; state?: string | null; createdDaysAgo?: number }): Promise<void> {
  const [row] = await db.handle.query<{ id: number }>(
    `INSERT INTO stores (name, slug, parent_id, business_type_id, city, state, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() - $7::int * interval '1 day') RETURNING id`,
    [`Loja ${key}`, `relatorio-${key}`, values.parent ? ids[values.parent] : null, values.type ?? null, values.city ?? null, values.state ?? null, values.createdDaysAgo ?? 400],
  );
  ids[key] = row!.id;
}

beforeAll(async () => {
  db = await openTestDb({ seed: false });
  const types = await db.handle.query<{ id: number }>(
    "INSERT INTO business_types (name, slug) VALUES ('Pizzaria', 'pizzaria'), ('Bar', 'bar'), ('Padaria', 'padaria') ORDER BY 1 RETURNING id",
  );
  const [pizzaria, bar, padaria] = types.map((t) => t.id);
  await insertStore('matriz', { type: pizzaria, city: 'São Paulo', state: 'SP' });
  await insertStore('filial-campinas', { parent: 'matriz', type: pizzaria, city: 'Campinas', state: 'sp' });
  await insertStore('filial-sp', { parent: 'matriz', type: bar, city: 'São Paulo', state: 'SP' });
  await insertStore('bar', { type: bar, city: 'Rio de Janeiro', state: 'RJ' });
  await insertStore('sem-tipo', { city: null, state: null });
  await insertStore('padaria', { type: padaria, city: 'Campinas', state: 'SP', createdDaysAgo: 20 });
  await insertStore('vazia', { type: padaria, city: 'Curitiba', state: 'PR', createdDaysAgo: 3 });
  await insertStore('salteada', { type: bar, city: 'Curitiba', state: 'PR' });
  const rand = random(20261126);
  await insertOrders(rand, [ids.matriz!, ids.matriz!, ids['filial-campinas']!, ids['filial-sp']!, ids.bar!, ids['sem-tipo']!], 1200, 80);
  // Opened 20 days ago; orders only some days of a week (days without orders between built ones).
  await insertOrders(rand, [ids.padaria!], 80, 20);
  await insertOrders(rand, [ids.salteada!], 60, 60, (back) => back % 7 !== 2);
});
afterAll(async () => {
  await db.close();
});

describe('platform report from the dashboard rollups', () => {
  it('before any build (every day read from the orders)', async () => {
    expect(await cleanDays()).toBe(0);
    await expectSameAsRaw();
  });

  it('after the build: every complete day of every store comes from the rollups', async () => {
    const { done } = await buildDashboardRollups(db.handle, today);
    expect(done).toBe(true);
    // Every store with orders, branches and the store opened later included, from its first order to yesterday.
    const built = await db.handle.query<{ store_id: number; first: string; n: number }>(
      "SELECT store_id, to_char(min(day), 'YYYY-MM-DD') AS first, count(*)::int AS n FROM dashboard_rollup_days WHERE NOT dirty GROUP BY 1",
    );
    expect(built.map((r) => r.store_id).sort((a, b) => a - b)).toEqual(Object.entries(ids).filter(([key]) => key !== 'vazia').map(([, id]) => id).sort((a, b) => a - b));
    const padaria = built.find((r) => r.store_id === ids.padaria)!;
    expect(padaria.first >= addDays(today, -19)).toBe(true);
    await expectSameAsRaw();
  });

  it('reads the rollups (a doctored rollup shows), not the orders', async () => {
    const query = { from: addDays(today, -29), to: today, group: 'business_type' as const };
    const day = (await db.handle.query<{ day: string }>("SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM dashboard_daily_totals WHERE store_id = $1 AND status = 'completed' AND day > $2::date", [ids.bar, query.from]))[0]!.day;
    const doctor = (n: number) =>
      db.handle.query("UPDATE dashboard_daily_totals SET orders = orders + $1 WHERE store_id = $2 AND day = $3::date AND status = 'completed'", [n, ids.bar, day]);
    const before = await platformReport(db.handle, query);
    await doctor(1000);
    const after = await platformReport(db.handle, query);
    await doctor(-1000);
    expect(after.totals.orders - before.totals.orders).toBeGreaterThanOrEqual(1000);
  });

  it('dirty days (old orders changed, moved, deleted, backdated) are read from the orders', async () => {
    const old = await db.handle.query<{ id: number; store_id: number; status: string }>(
      `SELECT id, store_id, status FROM orders WHERE created_at < ($1::date::timestamp AT TIME ZONE '${TZ}') ORDER BY id`,
      [addDays(today, -2)],
    );
    const rand = random(7);
    const some = (share: number) => old.filter(() => rand() < share).map((o) => o.id);
    await db.handle.query("UPDATE orders SET status = 'cancelled', cancel_reason = 'Cancelado depois' WHERE id = ANY($1::int[]) AND status <> 'cancelled'", [some(0.03)]);
    await db.handle.query("UPDATE orders SET status = 'completed' WHERE id = ANY($1::int[]) AND status = 'pending'", [some(0.05)]);
    await db.handle.query('UPDATE orders SET total_cents = total_cents + 990 WHERE id = ANY($1::int[])', [some(0.02)]);
    await db.handle.query('UPDATE orders SET store_id = $2 WHERE id = ANY($1::int[])', [some(0.01), ids.salteada]);
    await db.handle.query('DELETE FROM orders WHERE id = ANY($1::int[])', [some(0.02)]);
    // Backdated imports: older than every first order, and some for the store without any order so far.
    await insertOrders(rand, [ids.bar!, ids['filial-sp']!], 30, 200);
    await insertOrders(rand, [ids.vazia!], 10, 3);
    const dirty = await dirtyDays();
    expect(dirty.length).toBeGreaterThan(10);
    expect(dirty).not.toContain(today);
    await expectSameAsRaw();
  });

  it('days missing from the middle of the built ones are read from the orders', async () => {
    // A rollup day's row gone (its totals left behind): the day counts once, from the orders.
    await db.handle.query("DELETE FROM dashboard_rollup_days WHERE NOT dirty AND store_id = ANY($1::int[]) AND day IN ($2::date, $3::date)", [
      [ids.matriz, ids.bar],
      addDays(today, -12),
      addDays(today, -13),
    ]);
    await expectSameAsRaw();
  });

  it('stores moved after the build (type, city, parent) are reported where they are now', async () => {
    const [padaria] = await db.handle.query<{ id: number }>("SELECT id FROM business_types WHERE slug = 'padaria'");
    await db.handle.query('UPDATE stores SET business_type_id = $1, city = $2, state = $3 WHERE id = $4', [padaria!.id, 'Salvador', 'BA', ids.bar]);
    await db.handle.query('UPDATE stores SET parent_id = $1 WHERE id = $2', [ids.bar, ids.salteada]);
    await expectSameAsRaw();
  });

  it('after the rebuild', async () => {
    await buildDashboardRollups(db.handle, today);
    expect((await dirtyDays()).filter((day) => day < addDays(today, -1))).toEqual([]);
    await expectSameAsRaw();
  });
});
