const { jestProject } = require('../shared/build/jest-base.cjs');

module.exports = jestProject({ rootDir: __dirname, displayName: 'realtime', environment: 'node' });
