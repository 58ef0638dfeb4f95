// One jest setup for every workspace: swc transform (TS/TSX, automatic JSX runtime, CommonJS).
const path = require('node:path');

const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * @param {{ rootDir: string, displayName: string, environment?: 'node' | 'jsdom', setupFiles?: string[], moduleNameMapper?: Record<string,string>, testMatch?: string[], slow?: boolean }} opts
 */
function jestProject(opts) {
  const jsdom = opts.environment === 'jsdom';
  return {
    displayName: opts.displayName,
    rootDir: opts.rootDir,
    testEnvironment: jsdom ? path.join(__dirname, 'jest-env-jsdom.cjs') : 'node',
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    // react-leaflet ships ES modules only: compiled like our own code (the maps of shared/ui/map run in jsdom).
    transformIgnorePatterns: ['/node_modules/(?!(@comanda|react-leaflet|@react-leaflet)/)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'cjs', 'mjs', 'json'],
    testMatch: opts.testMatch ?? ['<rootDir>/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    setupFilesAfterEnv: [
      ...(jsdom ? [path.join(__dirname, 'jest-setup-dom.cjs')] : []),
      ...(opts.slow ? [path.join(__dirname, 'jest-slow-setup.cjs')] : []),
      ...(opts.setupFiles ?? []),
    ],
    moduleNameMapper: {
      '\\.(css|png|jpg|jpeg|svg|gif|webp)$': path.join(__dirname, 'jest-file-stub.cjs'),
      ...(opts.moduleNameMapper ?? {}),
    },
  };
}

module.exports = { jestProject };
