import { lazy, Suspense, type ReactNode } from 'react';
import type { AssignDriverSlot } from './components/kanban/kanban-board';
import { LoadingBlock } from './components/query-state';

// The order screens (and @dnd-kit) load when one of them opens, not with the whole store area.
const OrdersListPage = lazy(() => import('./pages/orders-list-page').then((module) => ({ default: module.OrdersListPage })));
const OrdersKanbanPage = lazy(() => import('./pages/orders-kanban-page').then((module) => ({ default: module.OrdersKanbanPage })));
const OrderDetailsPage = lazy(() => import('./pages/order-details-page').then((module) => ({ default: module.OrderDetailsPage })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingBlock label="Carregando" />}>{children}</Suspense>;
}

export function OrdersListScreen() {
  return (
    <Loading>
      <OrdersListPage />
    </Loading>
  );
}

/** `assignDriver`: the delivery feature's dialog, opened from a ready delivery order's card. */
export function OrdersKanbanScreen({ assignDriver }: { assignDriver?: AssignDriverSlot }) {
  return (
    <Loading>
      <OrdersKanbanPage assignDriver={assignDriver} />
    </Loading>
  );
}

export function OrderDetailsScreen() {
  return (
    <Loading>
      <OrderDetailsPage />
    </Loading>
  );
}
