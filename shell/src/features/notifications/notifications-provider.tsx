import { lazy, Suspense, type ReactNode } from 'react';
import { HeaderExtrasContext } from '@comanda/shared/ui';
import { LiveNotificationToasts } from './live-notification-toasts';

// Drawn only by the areas' top bars (never on the storefront): its menu and list load with the first of them.
const NotificationBell = lazy(() => import('./notification-bell').then((m) => ({ default: m.NotificationBell })));
const bell = (
  <Suspense fallback={null}>
    <NotificationBell />
  </Suspense>
);

/** Puts the bell in every area's top bar (HeaderExtrasContext) and listens to live notifications. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  return (
    <HeaderExtrasContext.Provider value={bell}>
      <LiveNotificationToasts />
      {children}
    </HeaderExtrasContext.Provider>
  );
}
