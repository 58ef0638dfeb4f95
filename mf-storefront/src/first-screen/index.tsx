// Exposed as `mf_storefront/first-screen`: what the shell loads first on a server-rendered /loja/{slug} (issue 14).
// Only React and emotion come with it; the full storefront (`./routes`) takes the page over when it has loaded.
import { hydrateRoot } from 'react-dom/client';
import { PRODUCT_LINK_SEGMENT } from '@comanda/shared/domain';
import { TAKEN_OVER_MARK, type FirstScreen, type FirstScreenHooks } from '@comanda/shared/ssr';
import { isStorefrontSsrData } from '../ssr/storefront-ssr-state';
import { FirstScreenApp } from './first-screen-app';
import { queueIntent } from './intents';
import { swapContainers, TakeoverGate, whenFullScreenMounted } from './takeover';

/** How long the first screen waits for the full app's storefront before showing whatever the app rendered. */
const TAKEOVER_LIMIT_MS = 15_000;

/**
 * Hydrates the server's HTML of /loja/{slug} with the first screen (shared/ssr/first-screen.ts); `wantApp` also runs
 * at once on a product's own link, whose modal the full app opens.
 */
export function hydrateFirstScreen(container: HTMLElement, state: unknown, { wantApp, onHydrated }: FirstScreenHooks): FirstScreen | null {
  if (!isStorefrontSsrData(state)) return null;
  const gate = new TakeoverGate(() => performance.mark?.(TAKEN_OVER_MARK));
  container.addEventListener('click', () => gate.customerClicked(), true);
  const root = hydrateRoot(
    container,
    <FirstScreenApp
      data={state}
      onMounted={onHydrated}
      onIntent={(intent) => {
        queueIntent(intent);
        gate.customerAsked();
        wantApp();
      }}
    />,
  );
  if (location.pathname.includes(`/${PRODUCT_LINK_SEGMENT}/`)) {
    gate.customerAsked();
    queueMicrotask(wantApp);
  }
  return {
    takeOver(render) {
      const next = document.createElement('div');
      next.hidden = true;
      container.after(next);
      const swap = () => {
        swapContainers(container, next);
        root.unmount();
      };
      whenFullScreenMounted(() => gate.appMounted(swap));
      // The app rendered something else than the storefront (the store closed its doors meanwhile, say): show it.
      const limit = setTimeout(() => gate.force(swap), TAKEOVER_LIMIT_MS);
      whenFullScreenMounted(() => clearTimeout(limit));
      render(next);
    },
  };
}
