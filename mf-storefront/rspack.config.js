const { createAppConfig } = require('@comanda/shared/build/rspack-app.cjs');

// './first-screen': what a server-rendered /loja/{slug} hydrates before the whole app (src/first-screen).
module.exports = (env, argv) =>
  createAppConfig({ dir: __dirname, title: 'Comanda — Loja', exposes: { './first-screen': './src/first-screen/index.tsx' } }, argv);
