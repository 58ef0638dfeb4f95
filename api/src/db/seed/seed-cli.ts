import { loadConfig, pgliteDirOf } from '../../config';
import { openDatabase } from '../client';
import { prepareDatabase } from '../prepare-database';
import { formatDemoLogins } from './demo-logins';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, pgliteDir: pgliteDirOf(config) });
  try {
    await prepareDatabase(handle, { seed: true });
    console.log(`Seed concluído (${handle.driver}).\n\n${formatDemoLogins()}`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
