const { createAppConfig } = require('@comanda/shared/build/rspack-app.cjs');

module.exports = (env, argv) => createAppConfig({ dir: __dirname, title: 'Comanda — pedidos online e delivery' }, argv);
