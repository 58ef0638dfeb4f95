const { jestProject } = require('../shared/build/jest-base.cjs');

const base = jestProject({ rootDir: __dirname, displayName: 'api', environment: 'node', slow: true });
const swc = base.transform['^.+\\.(t|j)sx?$'];

// content-disposition 3 (@fastify/static) and cookie 1 (light-my-request) are ESM-only, and PGlite's CommonJS build loads its files with
// dynamic import(): jest's vm runtime supports neither without --experimental-vm-modules, so swc rewrites them.
module.exports = {
  ...base,
  transform: { ...base.transform, '/@electric-sql/pglite/dist/.+\\.cjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@comanda|content-disposition|cookie|@electric-sql/pglite)/)'],
};
