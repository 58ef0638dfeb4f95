// Standalone page of this remote (its own dev server / build), without the shell.
import { createRoot } from 'react-dom/client';
import { createAppStore } from '@comanda/shared/state';
import { RequireAdmin, RequireAuth } from '@comanda/shared/ui';
import { StandaloneApp } from '@comanda/shared/ui/forms';
import Routes from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');
createRoot(container).render(
  <StandaloneApp store={createAppStore()} basePath="/admin" home="/admin/dashboard">
    <RequireAuth><RequireAdmin><Routes basePath="/admin" /></RequireAdmin></RequireAuth>
  </StandaloneApp>,
);
