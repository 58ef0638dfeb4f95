import Fastify, { type FastifyInstance } from 'fastify';
import { addDays, DEFAULT_TIME_ZONE, storeDate } from '@comanda/shared/domain';
import { JobRunner } from '../src/jobs/job-runner';
import { buildDashboardRollups } from '../src/modules/dashboard/dashboard-rollups.build';
import { DASHBOARD_ROLLUPS_EVERY_MS, DASHBOARD_ROLLUPS_JOB, nextRollupRun, registerDashboardRollupJob } from '../src/modules/dashboard/dashboard-rollups.job';
import { openTestDb, type TestDb } from './helpers/test-db';

/**
 * Which writes mark a day dirty (the trigger of migration 0022), that a build waits for a writer of one of its
 * days, and the recurring job. "Today" is the real one: the trigger tells a past day by the database's clock.
 */

const TZ = DEFAULT_TIME_ZONE;
const today = storeDate(new Date());
const silent = { warn: () => {}, error: () => {}, info: () => {} };

let db: TestDb;
let store: number;
let nextNumber = 1;

/** An order of `store` at `day` + `time` in store time (or at an instant, when `at` has a zone). */
async function insertOrder(at: string, status = 'completed', cents = 1000): Promise<number> {
  const [row] = await db.handle.query<{ id: number }>(
    `INSERT INTO orders (public_id, store_id, number, order_type, status, customer_name, customer_phone, subtotal_cents, total_cents, payment_method, created_at)
     VALUES (gen_random_uuid(), $1, $2, 'pickup', $3, 'Cliente', '11900000000', $4, $4, 'pix', $5::timestamp AT TIME ZONE '${TZ}') RETURNING id`,
    [store, nextNumber++, status, cents, at],
  );
  return row!.id;
}

/** PostgreSQL: resolves once a build's claim of its days (dashboard-rollups.statements.ts) waits for a row lock. */
async function claimWaitingForLock(): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const [row] = await db.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO dashboard_rollup_days (store_id, day)%SELECT $1::int, d FROM unnest%'",
    );
    if (row!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the build never waited for the writer');
}

const days = async () =>
  db.handle.query<{ day: string; dirty: boolean }>("SELECT to_char(day, 'YYYY-MM-DD') AS day, dirty FROM dashboard_rollup_days WHERE store_id = $1 ORDER BY day", [store]);
const dirtyDays = async () => (await days()).filter((d) => d.dirty).map((d) => d.day);

beforeAll(async () => {
  db = await openTestDb({ seed: false });
  const [s] = await db.handle.query<{ id: number }>("INSERT INTO stores (name, slug) VALUES ('Loja do trigger', 'loja-do-trigger') RETURNING id");
  store = s!.id;
});
afterAll(async () => {
  await db.close();
});

describe('dirty days (trigger of migration 0022)', () => {
  it("today's orders write nothing, whatever happens to them", async () => {
    const id = await insertOrder(`${today} 00:00:00`);
    await db.handle.query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [id]);
    await db.handle.query('DELETE FROM orders WHERE id = $1', [id]);
    expect(await days()).toEqual([]);
  });

  it('a backdated order marks its day in store time (23:30 in São Paulo is the next day in UTC)', async () => {
    await insertOrder(`${addDays(today, -3)} 23:30:00`);
    expect(await days()).toEqual([{ day: addDays(today, -3), dirty: true }]);
  });

  it('once built, a day is dirty again when an order of it changes status, total, or is deleted; not for other columns', async () => {
    const day = addDays(today, -5);
    const id = await insertOrder(`${day} 12:00:00`);
    const build = async () => {
      await buildDashboardRollups(db.handle, today);
      expect(await dirtyDays()).toEqual([]);
    };
    await build();
    await db.handle.query("UPDATE orders SET notes = 'troco para 50', pix_code = 'x', updated_at = now() WHERE id = $1", [id]);
    expect(await dirtyDays()).toEqual([]);
    await db.handle.query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [id]);
    expect(await dirtyDays()).toEqual([day]);
    await build();
    await db.handle.query('UPDATE orders SET total_cents = 1500 WHERE id = $1', [id]);
    expect(await dirtyDays()).toEqual([day]);
    await build();
    await db.handle.query('DELETE FROM orders WHERE id = $1', [id]);
    expect(await dirtyDays()).toEqual([day]);
    await build();
    expect(await db.handle.query('SELECT count(*)::int AS n FROM dashboard_daily_totals WHERE store_id = $1 AND day = $2', [store, day])).toEqual([{ n: 0 }]);
  });

  it('a build waits for a writer of one of its days and sees what it wrote; a day changed after the build read the list stays dirty', async () => {
    const day = addDays(today, -8);
    const id = await insertOrder(`${day} 20:00:00`, 'completed', 4000);
    await buildDashboardRollups(db.handle, today);
    const rolledUp = () =>
      db.handle.query<{ status: string; cents: number }>('SELECT status, cents FROM dashboard_daily_totals WHERE store_id = $1 AND day = $2 ORDER BY status', [store, day]);
    expect(await rolledUp()).toEqual([{ status: 'completed', cents: 4000 }]);

    /** Changes the order in a transaction left open until `commit` is called. */
    function openWriter(status: string) {
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let updated!: () => void;
      const didUpdate = new Promise<void>((resolve) => (updated = resolve));
      const done = db.handle.transaction(async (tx) => {
        await tx.query('UPDATE orders SET status = $2 WHERE id = $1', [id, status]);
        updated();
        await held;
      });
      return { didUpdate, commit, done };
    }

    // The day is dirty (a committed change) when the build lists its days; a second writer holds it.
    await db.handle.query("UPDATE orders SET status = 'pending' WHERE id = $1", [id]);
    const writer = openWriter('cancelled');
    await writer.didUpdate;
    let built = false;
    const build = buildDashboardRollups(db.handle, today).then(() => (built = true));
    try {
      if (db.handle.driver === 'pg') await claimWaitingForLock();
      else await new Promise((resolve) => setTimeout(resolve, 200));
      expect(built).toBe(false);
    } finally {
      writer.commit();
      await writer.done;
      await build;
    }
    expect(await rolledUp()).toEqual([{ status: 'cancelled', cents: 4000 }]);
    expect(await dirtyDays()).toEqual([]);

    // The day is clean when the build lists its days (PostgreSQL): the writer's commit leaves it dirty for the next
    // build. PGlite has one connection: the build runs after the commit and rolls the change up.
    const late = openWriter('completed');
    await late.didUpdate;
    const lateBuild = buildDashboardRollups(db.handle, today);
    await new Promise((resolve) => setTimeout(resolve, 100));
    late.commit();
    await Promise.all([late.done, lateBuild]);
    const state = (await dirtyDays()).includes(day) ? 'dirty' : await rolledUp();
    expect(state).toEqual(db.handle.driver === 'pg' ? 'dirty' : [{ status: 'completed', cents: 4000 }]);
    await buildDashboardRollups(db.handle, today);
    expect(await rolledUp()).toEqual([{ status: 'completed', cents: 4000 }]);
  });

  it("a store's deletion takes its orders and rollups with it", async () => {
    const [s] = await db.handle.query<{ id: number }>("INSERT INTO stores (name, slug) VALUES ('Loja que fecha', 'loja-que-fecha') RETURNING id");
    await db.handle.query(
      `INSERT INTO orders (public_id, store_id, number, order_type, status, customer_name, customer_phone, subtotal_cents, total_cents, payment_method, created_at)
       VALUES (gen_random_uuid(), $1, 1, 'pickup', 'completed', 'Cliente', '11900000000', 1000, 1000, 'pix', now() - interval '3 days')`,
      [s!.id],
    );
    await buildDashboardRollups(db.handle, today);
    await db.handle.query('DELETE FROM stores WHERE id = $1', [s!.id]);
    const left = await db.handle.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM dashboard_rollup_days WHERE store_id = $1) + (SELECT count(*) FROM dashboard_daily_totals WHERE store_id = $1) AS n',
      [s!.id],
    );
    expect(left).toEqual([{ n: 0 }]);
  });

  it('a TRUNCATE of the orders makes every built day dirty', async () => {
    await insertOrder(`${addDays(today, -4)} 09:00:00`);
    await buildDashboardRollups(db.handle, today);
    expect(await dirtyDays()).toEqual([]);
    await db.handle.exec('TRUNCATE orders CASCADE');
    expect(await dirtyDays()).toEqual((await days()).map((d) => d.day));
    await buildDashboardRollups(db.handle, today);
    expect(await db.handle.query('SELECT count(*)::int AS n FROM dashboard_daily_totals WHERE store_id = $1', [store])).toEqual([{ n: 0 }]);
  });
});

describe('the rollup job', () => {
  let clock: Date;
  const apps: FastifyInstance[] = [];

  /** A node: its own runner, the job registered as app.ts does. */
  async function node(): Promise<FastifyInstance> {
    const app = Fastify({ logger: false });
    app.decorate('dbHandle', db.handle);
    app.decorate('now', () => clock);
    app.decorate('jobs', new JobRunner({ db: db.handle, now: () => clock, log: silent }));
    registerDashboardRollupJob(app);
    await app.ready();
    apps.push(app);
    return app;
  }
  const pending = () =>
    db.handle.query<{ run_at: string }>(`SELECT to_char(run_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS run_at FROM jobs WHERE kind = $1 AND failed_at IS NULL ORDER BY run_at`, [DASHBOARD_ROLLUPS_JOB]);
  const utcMinute = (d: Date) => d.toISOString().slice(0, 16);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('runs every quarter hour of the app clock: builds what is missing, then enqueues the next run, one chain for all nodes', async () => {
    clock = new Date();
    const first = nextRollupRun(clock);
    expect(first.getTime() % DASHBOARD_ROLLUPS_EVERY_MS).toBe(0);
    const [a, b] = [await node(), await node()];
    expect(await pending()).toEqual([{ run_at: utcMinute(first) }]);

    await insertOrder(`${addDays(today, -2)} 10:00:00`);
    await a.jobs.runDue();
    expect(await dirtyDays()).toContain(addDays(today, -2));

    clock = first;
    await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    expect(await dirtyDays()).toEqual([]);
    expect(await pending()).toEqual([{ run_at: utcMinute(new Date(first.getTime() + DASHBOARD_ROLLUPS_EVERY_MS)) }]);
  });
});
