import { createRoot } from 'react-dom/client';
import type { AppStore } from '@comanda/shared/state';
import { loadRemoteModule } from '../features/remotes/remote-loader';
import { rememberServerRenderedStore } from '../features/storefront-gate/store-check';
import { App } from './app';
import type { ServerRender } from './server-render-state';

/**
 * The whole app for a page the server rendered: the remote that rendered it is loaded and primes the store with the
 * data the server used (no request for it again), then the app renders into `container` — the hidden one beside the
 * first screen, which swaps it in when its storefront is there (mf-storefront/src/first-screen). If the remote
 * does not recognise the state, the app renders as without SSR.
 */
export async function takeOverServerRender(container: HTMLElement, store: AppStore, page: ServerRender): Promise<void> {
  let primed = false;
  try {
    const remote = await loadRemoteModule(page.remote);
    primed = remote.hydrateServerState?.(store.dispatch, page.state) === true;
    if (!primed) throw new Error(`${page.remote} não reconhece o estado da página`);
    rememberServerRenderedStore(page.slug);
  } catch (error) {
    console.error('[SSR] O estado da página do servidor não pôde ser usado; a página busca os dados', error);
  }
  createRoot(container).render(<App store={store} serverRendered={primed} />);
}
