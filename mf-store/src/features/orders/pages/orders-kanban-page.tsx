import { useMemo } from 'react';
import { Button } from '@comanda/shared/ui/mui';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Link as RouterLink } from 'react-router-dom';
import { KANBAN_OPEN_STATUSES, storeDate } from '@comanda/shared/domain';
import { useLiveOrders } from '../../../realtime/use-live-orders';
import { useStoreOrdersQuery } from '../api/store-orders-api';
import { useNow } from '@comanda/shared/ui';
import { KanbanBoard, type AssignDriverSlot } from '../components/kanban/kanban-board';
import { PageHeader } from '../components/page-header';
import { ErrorBlock, LoadingBlock, NoStoreAlert } from '../components/query-state';
import type { StoreOrdersArgs } from '@comanda/shared/endpoints';
import { useOrderUpdates } from '../hooks/use-order-updates';
import { useStoreId } from '../hooks/use-store-id';

/** Enough for a busy evening; the board is a working view, the list has everything. */
const BOARD_PAGE_SIZE = 100;
/** A safety net when the real-time connection is down. */
const POLLING_MS = 60_000;

/** /store/orders/kanban: open orders by status plus today's completed ones. */
export function OrdersKanbanPage({ assignDriver }: { assignDriver?: AssignDriverSlot }) {
  const storeId = useStoreId();
  return (
    <section aria-labelledby="page-title">
      <PageHeader title="Pedidos — Kanban">
        <Button component={RouterLink} to=".." relative="path" startIcon={<ViewListIcon />} variant="outlined">
          Ver lista
        </Button>
      </PageHeader>
      {storeId === null ? <NoStoreAlert /> : <Board storeId={storeId} assignDriver={assignDriver} />}
    </section>
  );
}

function Board({ storeId, assignDriver }: { storeId: number; assignDriver?: AssignDriverSlot }) {
  useLiveOrders(storeId);
  useOrderUpdates(storeId);
  const now = useNow();
  const today = storeDate(now);
  const openArgs = useMemo<StoreOrdersArgs>(() => ({ storeId, status: KANBAN_OPEN_STATUSES.join(','), per_page: BOARD_PAGE_SIZE }), [storeId]);
  const doneArgs = useMemo<StoreOrdersArgs>(
    // Completed today, whenever they were placed (a late-night order finished after midnight counts).
    () => ({ storeId, status: 'completed', changed_on: today, per_page: BOARD_PAGE_SIZE }),
    [storeId, today],
  );
  const open = useStoreOrdersQuery(openArgs, { pollingInterval: POLLING_MS });
  const done = useStoreOrdersQuery(doneArgs, { pollingInterval: POLLING_MS });
  const lists = useMemo(() => [openArgs, doneArgs], [openArgs, doneArgs]);
  const orders = useMemo(() => [open.data?.data ?? [], done.data?.data ?? []], [open.data, done.data]);

  if (open.isLoading) return <LoadingBlock />;
  if (open.error && !open.data) return <ErrorBlock error={open.error} onRetry={() => void open.refetch()} />;
  return <KanbanBoard storeId={storeId} lists={lists} orders={orders} now={now} assignDriver={assignDriver} />;
}
