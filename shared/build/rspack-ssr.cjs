// Node build of an app's server-render entry (not federated): one CommonJS file in <app>/dist-ssr that the API
// loads at run time. Everything is bundled (React, MUI, emotion, the shared package) so the file works from any
// working directory, and lazy imports are folded into it: nothing lazy is rendered on the server.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { swcRule } = require('./rspack-app.cjs');

const SSR_DIST = 'dist-ssr';

/**
 * @param {{ dir: string, entry: string, name: string }} opts  dir is the app's folder; entry is relative to it;
 *   the output is <dir>/dist-ssr/<name>.cjs
 */
function createSsrConfig(opts, argv = {}) {
  const isDev = argv.mode === 'development' || process.env.NODE_ENV === 'development';
  return {
    context: opts.dir,
    name: `${path.basename(opts.dir)}-ssr`,
    mode: isDev ? 'development' : 'production',
    target: 'node20',
    devtool: false,
    entry: { [opts.name]: opts.entry },
    output: {
      path: path.join(opts.dir, SSR_DIST),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: { rules: [swcRule(isDev, 'node 20')] },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production') }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // Readable stack traces in the API's log matter more than a smaller server file.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createSsrConfig, SSR_DIST };
