import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@comanda/shared/state';
import { AppProviders } from '@comanda/shared/ui';
import { AuthBootstrap } from '../features/auth/auth-bootstrap';
import { NotificationsProvider } from '../features/notifications/notifications-provider';
import { AppRoutes } from './app-routes';

/** `serverRendered`: hydrating a page the API rendered (see server-render.tsx); the auth check does not cover it. */
export function App({ store, serverRendered = false }: { store: AppStore; serverRendered?: boolean }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AuthBootstrap cover={!serverRendered}>
          <NotificationsProvider>
            <AppRoutes />
          </NotificationsProvider>
        </AuthBootstrap>
      </BrowserRouter>
    </AppProviders>
  );
}
