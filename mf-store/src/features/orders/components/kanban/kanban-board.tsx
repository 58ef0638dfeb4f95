import { useMemo, useState, type ComponentType } from 'react';
import { DndContext, DragOverlay, KeyboardSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { Menu, MenuItem } from '@mui/material';
import { Box } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import {
  allowedTransitions,
  canDropOnColumn,
  groupOrdersByColumn,
  invalidTransitionMessage,
  KANBAN_COLUMNS,
  transitionActionLabel,
  type KanbanColumnId,
  type OrderStatus,
  type OrderSummary,
} from '@comanda/shared/domain';
import type { StoreOrdersArgs } from '@comanda/shared/endpoints';
import { useChangeOrderStatus } from '../../hooks/use-change-order-status';
import {
  boardCollisions,
  CardPointerSensor,
  columnKeyboardCoordinates,
  draggedOrder,
  KANBAN_ANNOUNCEMENTS,
  KANBAN_INSTRUCTIONS,
  targetColumn,
} from '../../lib/kanban-dnd';
import { CancelOrderDialog } from '../cancel-order-dialog';
import { KanbanColumn, type DropState } from './kanban-column';
import { OrderCard } from './order-card';
import { useToasts } from '@comanda/shared/state';

/**
 * The delivery feature's "Atribuir entregador" dialog, handed in by screens.tsx (features do not import each other):
 * the board opens it from a ready delivery order's card.
 */
export type AssignDriverSlot = ComponentType<{ storeId: number; orders: { id: number; number: string }[]; open: boolean; onClose: () => void }>;

type KanbanBoardProps = {
  storeId: number;
  /** The cached lists the board shows (open orders, today's completed): moves are optimistic in them. */
  lists: readonly StoreOrdersArgs[];
  orders: readonly (readonly OrderSummary[])[];
  now: number;
  assignDriver?: AssignDriverSlot;
};

function dropStateOf(dragged: OrderSummary | null, column: KanbanColumnId): DropState {
  if (!dragged) return 'idle';
  if (dragged.status === column) return 'home';
  return canDropOnColumn(dragged.order_type, dragged.status, column) ? 'allowed' : 'refused';
}

export function KanbanBoard({ storeId, lists, orders, now, assignDriver: AssignDriver }: KanbanBoardProps) {
  const { enqueueSnackbar } = useToasts();
  const { change, busyIds } = useChangeOrderStatus(storeId);
  const [dragged, setDragged] = useState<OrderSummary | null>(null);
  const [menu, setMenu] = useState<{ order: OrderSummary; anchor: HTMLElement } | null>(null);
  const [cancelling, setCancelling] = useState<OrderSummary | null>(null);
  const [assigning, setAssigning] = useState<{ open: boolean; order: OrderSummary | null }>({ open: false, order: null });
  const columns = useMemo(() => groupOrdersByColumn(orders), [orders]);
  const sensors = useSensors(
    useSensor(CardPointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const move = (order: OrderSummary, to: OrderStatus, reason?: string) => change({ orderId: order.id, to, reason, optimisticIn: lists });

  const onDragStart = ({ active }: DragStartEvent) => setDragged(draggedOrder(active));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const order = draggedOrder(active);
    const column = targetColumn(over);
    if (!order || !column || column === order.status) return;
    if (!canDropOnColumn(order.order_type, order.status, column)) {
      enqueueSnackbar(invalidTransitionMessage(order.order_type, order.status, column), { variant: 'warning' });
      return;
    }
    void move(order, column);
  };

  const confirmCancel = async (reason: string) => {
    if (!cancelling) return;
    const done = await move(cancelling, 'cancelled', reason);
    if (done) setCancelling(null);
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollisions}
        accessibility={{ announcements: KANBAN_ANNOUNCEMENTS, screenReaderInstructions: KANBAN_INSTRUCTIONS }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        <Box
          sx={{
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: 'minmax(236px, 1fr)',
            gap: 1.5,
            overflowX: 'auto',
            pb: 1,
            alignItems: 'stretch',
            // The board fills the window below the title; each column scrolls on its own.
            // The shell's new-order alert dock takes the bottom (shell/src/features/new-order-alert/lib/alert-dock.ts).
            height: { xs: 'auto', md: 'calc(100vh - 176px - var(--comanda-alert-dock-height, 0px))' },
            minHeight: 360,
          }}
        >
          {KANBAN_COLUMNS.map((column) => (
            <KanbanColumn
              key={column.id}
              column={column}
              count={columns[column.id].length}
              dropState={dropStateOf(dragged, column.id)}
              empty={column.id === 'completed' ? 'Nenhum pedido concluído hoje' : 'Nenhum pedido'}
            >
              {columns[column.id].map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  now={now}
                  busy={busyIds.has(order.id)}
                  onAdvance={(target, to) => void move(target, to)}
                  onOpenMenu={(target, anchor) => setMenu({ order: target, anchor })}
                  onAssignDriver={AssignDriver ? (target) => setAssigning({ open: true, order: target }) : undefined}
                />
              ))}
            </KanbanColumn>
          ))}
        </Box>
        <DragOverlay dropAnimation={null}>{dragged ? <OrderCard order={dragged} now={now} overlay /> : null}</DragOverlay>
      </DndContext>
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={() => setMenu(null)}>
        {menu && (
          <MenuItem component={RouterLink} to={`../${menu.order.id}`} relative="path" onClick={() => setMenu(null)}>
            Ver detalhes
          </MenuItem>
        )}
        {menu && allowedTransitions(menu.order.order_type, menu.order.status).includes('cancelled') && (
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => {
              setCancelling(menu.order);
              setMenu(null);
            }}
          >
            {transitionActionLabel(menu.order.order_type, 'cancelled')}
          </MenuItem>
        )}
      </Menu>
      <CancelOrderDialog
        orderNumber={cancelling?.display_number ?? null}
        busy={cancelling !== null && busyIds.has(cancelling.id)}
        onClose={() => setCancelling(null)}
        onConfirm={(reason) => void confirmCancel(reason)}
      />
      {AssignDriver && (
        <AssignDriver
          storeId={storeId}
          orders={assigning.order ? [{ id: assigning.order.id, number: assigning.order.display_number }] : []}
          open={assigning.open}
          onClose={() => setAssigning((current) => ({ ...current, open: false }))}
        />
      )}
    </>
  );
}
