import { loadConfig, pgliteDirOf } from '../../config';
import { openDatabase } from '../client';
import { migrate } from '../migrate';
import { seed } from './seed';
import { formatDemoLogins } from './demo-logins';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, pgliteDir: pgliteDirOf(config) });
  try {
    await migrate(handle);
    await seed(handle);
    console.log(`Seed concluído (${handle.driver}).\n\n${formatDemoLogins()}`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
