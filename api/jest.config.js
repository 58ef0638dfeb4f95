const { jestProject } = require('../shared/build/jest-base.cjs');

module.exports = jestProject({ rootDir: __dirname, displayName: 'api', environment: 'node', testTimeout: 60000 });
