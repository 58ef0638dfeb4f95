import { loadConfig, pgliteDirOf } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, pgliteDir: pgliteDirOf(config) });
  try {
    const applied = await migrate(handle);
    console.log(applied.length ? `Migrações aplicadas: ${applied.join(', ')}` : 'Nenhuma migração pendente.');
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
