// e2e: headless Chromium against the composed platform. Not in the root jest projects: run with `npm run test:e2e`.
const path = require('node:path');
const { jestProject } = require('../shared/build/jest-base.cjs');

module.exports = {
  ...jestProject({ rootDir: __dirname, displayName: 'e2e', environment: 'node' }),
  // A single-project config: the global testTimeout applies (browser tests log in, load remotes, start nginx).
  testTimeout: 60_000,
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  globalSetup: path.join(__dirname, 'support/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'support/global-teardown.ts'),
  testSequencer: path.join(__dirname, 'support/sequencer.cjs'),
  // One platform and one browser: test files run one after the other.
  maxWorkers: 1,
  slowTestThreshold: 30,
  verbose: true,
};
