import { createRoot } from 'react-dom/client';
import { createAppStore } from '@comanda/shared/state';
import { App } from './app/app';
import { takeOverServerRender } from './app/server-render';
import type { ServerRender } from './app/server-render-state';
import { createEchoClient } from './features/realtime/echo-client';
import { startRealtimeBridge } from './features/realtime/realtime-bridge';

/** The whole app in `container`; with `serverRender`, taking over the page the server rendered (app/server-render). */
export function startApp(container: HTMLElement, serverRender: ServerRender | null): void {
  const store = createAppStore();
  if (serverRender) void takeOverServerRender(container, store, serverRender);
  else createRoot(container).render(<App store={store} />);
  startRealtimeBridge(createEchoClient, { dispatch: store.dispatch });
}
