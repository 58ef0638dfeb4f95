#!/usr/bin/env node
// `npm run test:e2e` (after `npm run build`): jest with e2e/jest.config.js; extra arguments go to jest
// (e.g. `node e2e/run.mjs tests/register` or `-t "logout"`).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const jestBin = require.resolve('jest/bin/jest');

const started = Date.now();
const result = spawnSync(process.execPath, [jestBin, '--config', path.join(here, 'jest.config.js'), ...process.argv.slice(2)], {
  cwd: path.resolve(here, '..'),
  stdio: 'inherit',
  env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
});
console.log(`[e2e] duração total: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (result.error) throw result.error;
process.exit(result.status ?? 1);
