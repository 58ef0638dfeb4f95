import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@comanda/shared/state';
import { AppProviders } from '@comanda/shared/ui';
import { AuthBootstrap } from '../features/auth/auth-bootstrap';
import { AppRoutes } from './app-routes';

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AuthBootstrap>
          <AppRoutes />
        </AuthBootstrap>
      </BrowserRouter>
    </AppProviders>
  );
}
