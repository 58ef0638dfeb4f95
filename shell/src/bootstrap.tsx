import { createRoot } from 'react-dom/client';
import { createAppStore } from '@comanda/shared/state';
import { App } from './app/app';
import { createEchoClient } from './features/realtime/echo-client';
import { startRealtimeBridge } from './features/realtime/realtime-bridge';

const store = createAppStore();
const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');
createRoot(container).render(<App store={store} />);
startRealtimeBridge(createEchoClient);
