import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { replayTaps, takeEarlyTaps, type EarlyTap } from '@comanda/shared/ssr';
import type { AppStore } from '@comanda/shared/state';
import { loadRemoteModule } from '../features/remotes/remote-loader';
import { rememberServerRenderedStore } from '../features/storefront-gate/store-check';
import { App } from './app';
import type { ServerRender } from './server-render-state';

/** performance.mark set once the server-rendered page is hydrated (interactive). */
export const HYDRATED_MARK = 'comanda:hydrated';

function HydrationMark({ taps, children }: { taps: readonly EarlyTap[]; children: ReactNode }) {
  // Runs after every effect below it: the whole page is hydrated, and the taps made before it can be honoured.
  useEffect(() => {
    performance.mark(HYDRATED_MARK);
    replayTaps(taps);
  }, [taps]);
  return children;
}

/**
 * Takes over a server-rendered page: the remote that rendered it is loaded and primes the store with the data the
 * server used, then the whole app hydrates the HTML (the first client render is the server's). Until then the
 * server's HTML stays on screen. If the remote cannot take over, the app renders from scratch as without SSR.
 */
export async function startFromServerRender(container: HTMLElement, store: AppStore, page: ServerRender): Promise<void> {
  try {
    const remote = await loadRemoteModule(page.remote);
    if (!remote.hydrateServerState?.(store.dispatch, page.state)) throw new Error(`${page.remote} não reconhece o estado da página`);
  } catch (error) {
    console.error('[SSR] Página renderizada no servidor não pôde ser hidratada; renderizando no navegador', error);
    createRoot(container).render(<App store={store} />);
    return;
  }
  rememberServerRenderedStore(page.slug);
  const taps = takeEarlyTaps();
  hydrateRoot(
    container,
    <HydrationMark taps={taps}>
      <App store={store} serverRendered />
    </HydrationMark>,
  );
}
