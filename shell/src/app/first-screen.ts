// A server-rendered storefront starts here instead of with the whole app (issue 14): the storefront's first screen
// (React and emotion only) hydrates the server's HTML; the whole app loads once the browser is idle, or at once when
// the customer asks for something only it does, and then takes the page over.
import { HYDRATED_MARK, replayTaps, takeEarlyTaps, type FirstScreen } from '@comanda/shared/ssr';
import { whenIdle } from '@comanda/shared/ui/when-idle';
import { loadFirstScreen } from '../features/remotes/remote-loader';
import type { ServerRender } from './server-render-state';

const startApp = (container: HTMLElement, page: ServerRender) =>
  import(/* webpackChunkName: "bootstrap" */ '../bootstrap').then((bootstrap) => bootstrap.startApp(container, page));

export async function startFirstScreen(container: HTMLElement, page: ServerRender): Promise<void> {
  const firstScreen = await loadFirstScreen().catch((error: unknown) => {
    console.error('[SSR] A primeira tela da vitrine não carregou; carregando o app inteiro', error);
    return null;
  });
  let screen: FirstScreen | null = null;
  let appRequested = false;
  const wantApp = () => {
    if (appRequested || !screen) return;
    appRequested = true;
    screen.takeOver((next) => void startApp(next, page));
  };
  const taps = takeEarlyTaps();
  screen =
    firstScreen?.hydrateFirstScreen(container, page.state, {
      wantApp,
      onHydrated: () => {
        performance.mark(HYDRATED_MARK);
        // Taps made before hydration: the same buttons, now with their handlers.
        replayTaps(taps);
        whenIdle(wantApp, { timeoutMs: 2_000, fallbackMs: 1_000 });
      },
    }) ?? null;
  // The server's HTML stays on screen until the app replaces it.
  if (!screen) await startApp(container, page);
}
