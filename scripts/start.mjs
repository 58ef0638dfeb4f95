// `npm start`: build the shell and the five remotes, then run the API, which migrates, seeds on
// first start and serves everything (apps, /remotes.json, /api) on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build-all.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.env.SKIP_BUILD !== '1') {
  console.log('Construindo a shell e os remotos…');
  await buildAll();
}

const api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => api.kill(signal));
}
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
