// One rspack configuration factory for the shell and every remote.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedPolicy, SHARED_ENTRY_ALIASES } = require('./mf-shared.cjs');
const { APPS, remotesManifest } = require('./apps.cjs');
const { PreloadStartupChunks, RemoteStartupScripts } = require('./preload-startup-chunks.cjs');
const { ShellSharedManifest } = require('./shell-shared-manifest.cjs');

const BROWSER_TARGETS = ['chrome >= 109', 'edge >= 109', 'firefox >= 115', 'safari >= 15.4'];
const API_TARGET = process.env.API_URL || 'http://127.0.0.1:3000';

/** TypeScript/JSX through swc; `targets`: browserslist queries or e.g. 'node 20' (the SSR build). */
function swcRule(isDev, targets = BROWSER_TARGETS) {
  return {
    test: /\.(t|j)sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev } },
      },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}

/**
 * @param {{ dir: string, title: string, exposes?: Record<string, string> }} opts  dir is the app's folder (its
 *   __dirname); exposes: a remote's modules besides './routes' (the storefront's './first-screen')
 */
function createAppConfig(opts, argv = {}) {
  const folder = path.basename(opts.dir);
  const app = APPS.find((candidate) => candidate.dir === folder);
  if (!app) throw new Error(`Unknown app folder ${folder}`);
  const isDev = argv.mode === 'development' || process.env.NODE_ENV === 'development';
  const isHost = app.kind === 'host';

  const federation = {
    name: app.name,
    shared: sharedPolicy(),
    shareStrategy: 'loaded-first',
    dts: false,
    // A smaller federation runtime (issue 14): no Node code paths in it, and production remotes use the shell's copy
    // instead of shipping their own (~20 KB gzip less per remote opened): a built remote then runs only inside the
    // shell. Development builds keep their own runtime, so each remote still runs standalone on its dev server.
    experiments: {
      optimization: { target: 'web' },
      ...(isDev ? {} : isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
    },
    ...(isHost
      ? { remotes: {} }
      : { filename: 'remoteEntry.js', exposes: { './routes': './src/routes.tsx', ...opts.exposes }, manifest: true }),
  };

  return {
    context: opts.dir,
    mode: isDev ? 'development' : 'production',
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(opts.dir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      uniqueName: app.name,
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'], alias: SHARED_ENTRY_ALIASES },
    module: {
      rules: [
        swcRule(isDev),
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(opts.dir, 'public/index.html'),
        templateParameters: { title: opts.title },
        // The remote's own page: served at the root of its dev server, or under /remotes/<dir>/ when built.
        publicPath: isHost || isDev ? '/' : `/remotes/${app.dir}/`,
        chunks: ['main'],
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(opts.dir, 'public'), globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production') }),
      new ModuleFederationPlugin(federation),
      // The shell's start-up scripts are preloaded from its <head> (see preload-startup-chunks.cjs).
      ...(isHost && !isDev ? [new PreloadStartupChunks({ groupName: 'bootstrap', fetches: ['/remotes.json'], serverRenderedGroup: 'first-screen' })] : []),
      ...(!isHost && !isDev ? [new RemoteStartupScripts()] : []),
      ...(isHost ? [new ShellSharedManifest(federation.shared)] : []),
    ],
    performance: { hints: false },
    // publicPath 'auto' is intended: each remote resolves its chunks from wherever its manifest is served.
    ignoreWarnings: [/Manifest will use absolute path resolution/],
    stats: 'errors-warnings',
    devServer: {
      port: app.devPort,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/storage', '/app'], target: API_TARGET, ws: true, changeOrigin: true }],
      setupMiddlewares: (middlewares) => {
        if (isHost) {
          middlewares.unshift({
            name: 'dev-remotes-manifest',
            path: '/remotes.json',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(JSON.stringify(remotesManifest((remote) => `http://localhost:${remote.devPort}/`)));
            },
          });
        }
        return middlewares;
      },
    },
  };
}

module.exports = { createAppConfig, swcRule };
