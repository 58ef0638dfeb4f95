const { jestProject } = require('../shared/build/jest-base.cjs');

module.exports = jestProject({
  rootDir: __dirname,
  displayName: 'shell',
  environment: 'jsdom',
  moduleNameMapper: { '^@module-federation/enhanced/runtime$': '<rootDir>/../shared/build/jest-mf-runtime-stub.cjs' },
});
