const { jestProject } = require('./build/jest-base.cjs');

module.exports = jestProject({ rootDir: __dirname, displayName: 'shared', environment: 'jsdom' });
