// Async boundary: shared singletons are negotiated before any app code runs.
import { readServerRender } from './app/server-render-state';
import { preloadRemoteRoutes } from './features/remotes/remote-loader';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');
const serverRender = readServerRender();
if (serverRender?.remote === 'mf_storefront') {
  // Named: the API preloads this chunk group on server-rendered storefronts (shared/build/preload-startup-chunks.cjs).
  void import(/* webpackChunkName: "first-screen" */ './app/first-screen').then(({ startFirstScreen }) => startFirstScreen(container, serverRender));
} else {
  if (serverRender) preloadRemoteRoutes(serverRender.remote);
  // Named: the build preloads this chunk group from the page's <head> (shared/build/preload-startup-chunks.cjs).
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ startApp }) => startApp(container, serverRender));
}
