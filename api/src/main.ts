import { buildApp } from './app';
import { loadConfig, pgliteDirOf } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare-database';
import { formatDemoLogins } from './db/seed/demo-logins';
import { connectDemoPixProvider } from './db/seed/demo-pix-provider';
import { collectProcessMetrics } from './observability/metrics';
import { assertSecrets, withInstallationSecrets } from './secrets';

async function main(): Promise<void> {
  // Outside production a missing secret is generated once per installation (DATA_DIR/secrets.json).
  const config = loadConfig(withInstallationSecrets(process.env, loadConfig().dataDir));
  assertSecrets(config);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, pgliteDir: pgliteDirOf(config) });
  // Migrations, seed and backfill, one node at a time when several start together on one PostgreSQL.
  await prepareDatabase(db, { seed: config.seed });

  collectProcessMetrics();
  const app = await buildApp(config, { db });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recebido: encerrando`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await db.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  await connectDemoPixProvider(app).catch((err: unknown) => app.log.warn({ err }, 'demo PIX provider not connected: PIX orders keep the static code'));
  const dbLabel = db.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${pgliteDirOf(config) ?? 'memória'})`;
  console.log(`\nComanda em ${config.appUrl}  ·  banco: ${dbLabel}`);
  if (config.seed) console.log(`\nLogins de demonstração:\n${formatDemoLogins()}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error && err.message.startsWith('Segredos inválidos') ? err.message : err);
  process.exit(1);
});
