// `npm run dev`: the API on :3000 (no static hosting) plus every app on its own rspack dev server.
// Open the shell at http://localhost:5000; each remote also runs standalone on its port (5001–5005).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { APPS } = require('../shared/build/apps.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rspackCli = require.resolve('@rspack/cli/bin/rspack.js');

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, STATIC_ROOT: '' } }),
  ...APPS.map((app) =>
    spawn(process.execPath, [rspackCli, 'dev', '--mode', 'development'], { cwd: path.join(root, app.dir), stdio: 'inherit' }),
  ),
];

console.log(`Shell: http://localhost:5000 · remotos: ${APPS.filter((a) => a.kind === 'remote').map((a) => `${a.dir} :${a.devPort}`).join(', ')}`);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
