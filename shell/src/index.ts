// Async boundary: shared singletons are negotiated before any app code runs.
import { readServerRender } from './app/server-render-state';
import { preloadRemoteRoutes } from './features/remotes/remote-loader';

// A server-rendered page hydrates once the remote that rendered it is loaded: fetch it alongside the shell's chunks.
const serverRender = readServerRender();
if (serverRender) preloadRemoteRoutes(serverRender.remote);
// Named: the build preloads this chunk group from the page's <head> (shared/build/preload-startup-chunks.cjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
