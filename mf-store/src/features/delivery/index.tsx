import { lazy, Suspense, type ReactNode } from 'react';
import { CircularProgress } from '@comanda/shared/ui/mui';

// The delivery screens (and Leaflet, with the monitor's map) load when one of them opens.
const DriversPage = lazy(() => import('./pages/drivers-page').then((module) => ({ default: module.DriversPage })));
const MonitorPage = lazy(() => import('./pages/monitor-page').then((module) => ({ default: module.MonitorPage })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<CircularProgress aria-label="Carregando" sx={{ m: 3 }} />}>{children}</Suspense>;
}

/** `refusal`: why the plan (or support mode) refuses changes (WriteGate in screens.tsx); null = allowed. */
export function DeliveryDriversScreen({ refusal = null }: { refusal?: string | null }) {
  return (
    <Loading>
      <DriversPage refusal={refusal} />
    </Loading>
  );
}

export function DeliveryMonitorScreen({ refusal = null }: { refusal?: string | null }) {
  return (
    <Loading>
      <MonitorPage refusal={refusal} />
    </Loading>
  );
}

/** Opened from the orders kanban (screens.tsx hands it to OrdersKanbanScreen: features do not import each other). */
export { AssignDriverDialog, type AssignDriverDialogProps, type AssignableOrder } from './components/assign-driver-dialog';
