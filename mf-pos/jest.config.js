const { jestProject } = require('../shared/build/jest-base.cjs');

module.exports = jestProject({
  rootDir: __dirname,
  displayName: 'mf-pos',
  environment: 'jsdom',
  // The station keeps its catalog, register and queued sales in IndexedDB (Dexie): jsdom has none.
  setupFiles: ['fake-indexeddb/auto'],
  moduleNameMapper: { '^@module-federation/enhanced/runtime$': '<rootDir>/../shared/build/jest-mf-runtime-stub.cjs' },
});
