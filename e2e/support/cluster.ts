// The production layout on loopback: the real nginx in front of N API nodes (the real-time server embedded in each),
// one PostgreSQL database made for the run and one Redis. A node can be killed (SIGKILL) and started again.
import { randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, quoteIdent, type DbHandle } from '../../api/src/db/client';
import { ARTIFACTS_DIR } from './env';
import { startNginx, type RunningNginx } from './nginx';
import { E2E_CLOCK_START, freePort, startApiNode, type ApiNode } from './platform';

/** The machine's PostgreSQL (trust auth) and Redis: CLUSTER_PG_URL / REDIS_URL override. */
const ADMIN_DATABASE_URL = process.env.CLUSTER_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** GET /api/metrics on each node (comanda_websockets_open tells which node holds a socket); e2e only. */
export const CLUSTER_METRICS_TOKEN = 'e2e-only-metrics-token-7c41d09e2b6a';

export type ClusterOptions = {
  /** How many API nodes (default 2). */
  nodes?: number;
  /** Extra environment for every node (limits, TTLs, ...). */
  env?: Record<string, string>;
};

export type ClusterNode = {
  /** 'a', 'b', ...: the node's name in logs and figures. */
  readonly name: string;
  readonly port: number;
  /** The node itself, past nginx. */
  readonly baseUrl: string;
  readonly logFile: string;
  running(): boolean;
  /** GET /api/metrics, parsed: one number per metric line without labels. */
  metrics(): Promise<Record<string, number>>;
};

export type Cluster = {
  /** nginx: what browsers and clients use. */
  readonly baseUrl: string;
  readonly nginx: RunningNginx;
  readonly nodes: readonly ClusterNode[];
  /** The run's own database (dropped by stop()). */
  readonly databaseUrl: string;
  /** DATA_DIR of every node (storage/ for uploads, cache/, releases/): one folder, as a shared volume would be. */
  readonly dataDir: string;
  /** SQL on the run's database (checks). */
  query<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
  /** SIGKILL: the node dies with its sockets and whatever it held (leases, presence). */
  kill(node: ClusterNode): Promise<void>;
  /** Starts a killed node again, on its port, with its environment. */
  restart(node: ClusterNode): Promise<void>;
  stop(): Promise<void>;
};

const NAMES = 'abcdefghij';

/**
 * Creates the database, renders and starts nginx with one upstream `server` per node, then starts every node at the
 * same time on the empty database: they migrate and seed it one after the other (api/src/db/prepare-database.ts).
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.nodes ?? 2;
  if (count < 1 || count > NAMES.length) throw new Error(`nodes: 1 a ${NAMES.length}`);
  const run = randomBytes(4).toString('hex');
  const databaseName = `comanda_cluster_${run}`;
  const databaseUrl = Object.assign(new URL(ADMIN_DATABASE_URL), { pathname: `/${databaseName}` }).toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'comanda-cluster-'));
  const releasesDir = path.join(dataDir, 'releases');
  mkdirSync(releasesDir, { recursive: true });
  // nginx's workers (not root) read remotes.json and the published versions there.
  chmodSync(dataDir, 0o755);
  chmodSync(releasesDir, 0o755);
  mkdirSync(ARTIFACTS_DIR, { recursive: true });

  const admin = await openDatabase({ databaseUrl: ADMIN_DATABASE_URL });
  let db: DbHandle | undefined;
  let nginx: RunningNginx | undefined;
  const processes = new Map<string, ApiNode>();
  const started = Date.now();

  const dropDatabase = async () => {
    await db?.close().catch(() => undefined);
    await admin.exec(`DROP DATABASE IF EXISTS ${quoteIdent(databaseName)} WITH (FORCE)`).catch(() => undefined);
    await admin.close().catch(() => undefined);
  };

  try {
    await admin.exec(`CREATE DATABASE ${quoteIdent(databaseName)}`);
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    nginx = await startNginx(
      ports.map((port) => `127.0.0.1:${port}`),
      releasesDir,
    );
    const publicUrl = nginx.baseUrl;

    const envOf = (): Record<string, string> => ({
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      // This run's nodes only: another deployment (or test run) on the same Redis hears none of their events.
      REALTIME_REDIS_CHANNEL: `comanda:realtime:${databaseName}`,
      DATA_DIR: dataDir,
      RELEASES_DIR: releasesDir,
      APP_URL: publicUrl,
      TRUST_PROXY: '1',
      METRICS_TOKEN: CLUSTER_METRICS_TOKEN,
      // One clock for the cluster: a node started later (or again) starts its clock where the others' is now.
      CLOCK_START: new Date(new Date(E2E_CLOCK_START).getTime() + (Date.now() - started)).toISOString(),
      ...options.env,
    });
    const startNode = (name: string, port: number, again: boolean) =>
      startApiNode({ port, dataDir, env: envOf(), logFile: path.join(ARTIFACTS_DIR, `cluster-node-${name}.log`), appendLog: again }).then((node) => {
        processes.set(name, node);
        return node;
      });

    // All at once, as a rollout would: a node that fails leaves the others to be stopped below.
    const starts = await Promise.allSettled(ports.map((port, index) => startNode(NAMES[index]!, port, false)));
    const failed = starts.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    db = await openDatabase({ databaseUrl });

    const nodes: ClusterNode[] = ports.map((port, index) => {
      const name = NAMES[index]!;
      const baseUrl = `http://127.0.0.1:${port}`;
      return {
        name,
        port,
        baseUrl,
        logFile: path.join(ARTIFACTS_DIR, `cluster-node-${name}.log`),
        running: () => processes.get(name)?.running() ?? false,
        metrics: async () => {
          const response = await fetch(`${baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${CLUSTER_METRICS_TOKEN}` } });
          if (!response.ok) throw new Error(`GET ${baseUrl}/api/metrics → HTTP ${response.status}`);
          return Object.fromEntries([...(await response.text()).matchAll(/^([a-z_]+) ([0-9.e+-]+)$/gm)].map((m) => [m[1]!, Number(m[2])]));
        },
      };
    });
    const handle = db;
    const running = nginx;

    let stopped = false;
    return {
      baseUrl: publicUrl,
      nginx: running,
      nodes,
      databaseUrl,
      dataDir,
      query: (sqlText, params) => handle.query(sqlText, params),
      kill: async (node) => {
        await processes.get(node.name)?.kill();
      },
      restart: async (node) => {
        if (node.running()) throw new Error(`o nó ${node.name} está rodando`);
        await startNode(node.name, node.port, true);
      },
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await Promise.allSettled([...processes.values()].map((node) => node.stop()));
        // nginx's logs live in its temporary folder: kept next to the nodes' logs.
        for (const log of ['access', 'error']) {
          const file = path.join(running.confDir, 'logs', `${log}.log`);
          if (existsSync(file)) copyFileSync(file, path.join(ARTIFACTS_DIR, `cluster-nginx-${log}.log`));
        }
        await running.stop();
        await dropDatabase();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.allSettled([...processes.values()].map((node) => node.stop()));
    await nginx?.stop();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
