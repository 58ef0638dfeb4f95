import { createRoot } from 'react-dom/client';
import { createAppStore } from '@comanda/shared/state';
import { App } from './app/app';
import { startFromServerRender } from './app/server-render';
import { readServerRender } from './app/server-render-state';
import { createEchoClient } from './features/realtime/echo-client';
import { startRealtimeBridge } from './features/realtime/realtime-bridge';

const store = createAppStore();
const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');
const serverRender = readServerRender();
if (serverRender) void startFromServerRender(container, store, serverRender);
else createRoot(container).render(<App store={store} />);
startRealtimeBridge(createEchoClient, { dispatch: store.dispatch });
