import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type SqlRunner = {
  /** Several statements, no parameters (migrations). */
  exec(sqlText: string): Promise<void>;
  query<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
  /** A fixed statement of the hot paths: on PostgreSQL parsed once per connection (named prepared statement). */
  run<T = Record<string, unknown>>(statement: Statement, params: unknown[]): Promise<T[]>;
};

/** SQL text that never changes, with the name PostgreSQL keeps its prepared form under. */
export type Statement = { readonly name: string; readonly text: string };

export type DbHandle = SqlRunner & {
  driver: 'pglite' | 'pg';
  db: Db;
  /** Runs fn on one dedicated connection (session-level locks need it). */
  withConnection<T>(fn: (conn: SqlRunner) => Promise<T>): Promise<T>;
  /** Runs fn in a transaction (committed when it resolves, rolled back when it throws). */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel (NOTIFY from triggers); resolves with the function that stops listening. On
   * PostgreSQL this holds one extra connection, re-opened after a failure (notifications sent while it
   * was down are lost: listeners must tolerate that, e.g. with a cache TTL). close() stops every listener.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DbOptions = {
  databaseUrl?: string;
  /** PostgreSQL only: schema put first on the search_path (tests use one per file). */
  schema?: string;
  /** PGlite only: data directory; undefined = in memory. */
  pgliteDir?: string;
};

// The one place where driver differences in raw results are normalised: int8 (count(*), bigserial)
// is a string from `pg` and a number from PGlite; make both numbers.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

function normaliseRow<T>(row: Record<string, unknown>): T {
  for (const key of Object.keys(row)) {
    if (typeof row[key] === 'bigint') row[key] = Number(row[key]);
  }
  return row as T;
}

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.schema) : openPglite(options.pgliteDir);
}

async function openPglite(dataDir?: string): Promise<DbHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const runnerOf = (c: Pick<PGlite, 'exec' | 'query'>): SqlRunner => {
    const query = async <T>(sqlText: string, params: unknown[] = []) => {
      const res = await c.query<Record<string, unknown>>(sqlText, params);
      return res.rows.map((r) => normaliseRow<T>(r));
    };
    return {
      async exec(sqlText) {
        await c.exec(sqlText);
      },
      query,
      run: (statement, params) => query(statement.text, params),
    };
  };
  const runner = runnerOf(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    driver: 'pglite',
    db,
    ...runner,
    withConnection: (fn) => fn(runner),
    // PGlite's own transaction keeps the other callers' statements out of it (one connection for all).
    transaction: (fn) => client.transaction((tx) => fn(runnerOf(tx))),
    listen: (channel, onPayload) => client.listen(channel, onPayload).then((stop) => () => stop()),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string, schemaName?: string): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString,
    types: pgTypes,
    max: Number(process.env.PG_POOL_MAX ?? 10),
    ...(schemaName ? { options: `-c search_path=${quoteIdent(schemaName)},public` } : {}),
  });
  const runnerOf = (c: pg.Pool | pg.PoolClient): SqlRunner => ({
    async exec(sqlText) {
      await c.query(sqlText);
    },
    async query<T>(sqlText: string, params: unknown[] = []) {
      const res = await c.query(sqlText, params);
      return res.rows.map((r: Record<string, unknown>) => normaliseRow<T>(r));
    },
    async run<T>(statement: Statement, params: unknown[]) {
      const res = await c.query({ name: statement.name, text: statement.text, values: params });
      return res.rows as T[];
    },
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners = new Set<PgListener>();
  return {
    driver: 'pg',
    db,
    ...runnerOf(pool),
    async withConnection(fn) {
      const conn = await pool.connect();
      try {
        return await fn(runnerOf(conn));
      } finally {
        conn.release();
      }
    },
    async transaction(fn) {
      const conn = await pool.connect();
      let broken: Error | undefined;
      try {
        await conn.query('BEGIN');
        const result = await fn(runnerOf(conn));
        await conn.query('COMMIT');
        return result;
      } catch (err) {
        await conn.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw err;
      } finally {
        // A connection that could not roll back is not handed to the next caller.
        conn.release(broken);
      }
    },
    async listen(channel, onPayload) {
      const listener = new PgListener(connectionString, channel, onPayload);
      listeners.add(listener);
      await listener.start();
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((l) => l.stop()));
      listeners.clear();
      await pool.end();
    },
  };
}

/** One connection doing LISTEN; reconnects (after 1 s) when the connection fails. */
class PgListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => {
      if (msg.channel === this.channel) this.onPayload(msg.payload ?? '');
    });
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${quoteIdent(this.channel)}`);
    this.client = client;
  }

  private reconnect(failed: pg.Client): void {
    if (this.stopped || this.client !== failed) return;
    this.client = null;
    failed.removeAllListeners();
    void failed.end().catch(() => undefined);
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.stopped) this.start().catch(() => this.scheduleRetry());
    }, 1000);
    this.retry.unref();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    this.retry = setTimeout(() => void this.start().catch(() => this.scheduleRetry()), 1000);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
