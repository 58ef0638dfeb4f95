import type { ReactNode } from 'react';
import { HeaderExtrasContext } from '@comanda/shared/ui';
import { LiveNotificationToasts } from './live-notification-toasts';
import { NotificationBell } from './notification-bell';

const bell = <NotificationBell />;

/** Puts the bell in every area's top bar (HeaderExtrasContext) and listens to live notifications. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  return (
    <HeaderExtrasContext.Provider value={bell}>
      <LiveNotificationToasts />
      {children}
    </HeaderExtrasContext.Provider>
  );
}
