import type { OrderType } from './order-types';
import { canTransition, statusFlow, type OrderStatus } from './status';

/**
 * Short status names for places that group orders of every type (kanban columns, list filters):
 * 'Pronto' instead of the type-worded 'Pronto para entrega' / 'Pronto para retirada'.
 */
export const ORDER_STATUS_SHORT_LABELS: Record<OrderStatus, string> = {
  scheduled: 'Agendado',
  pending: 'Pendente',
  confirmed: 'Confirmado',
  preparing: 'Em preparo',
  ready: 'Pronto',
  delivering: 'Em entrega',
  completed: 'Concluído',
  cancelled: 'Cancelado',
};

/** A kanban column is named after the status its cards have; cancelled orders have no column. */
export type KanbanColumnId = Exclude<OrderStatus, 'cancelled'>;
export type KanbanColumn = { id: KanbanColumnId; status: KanbanColumnId; label: string };

/** The open statuses of the longest flow (delivery), in order, after the scheduled orders waiting for their slot: one column each. */
export const KANBAN_OPEN_STATUSES = [
  'scheduled' as const,
  ...statusFlow('delivery').filter((status): status is Exclude<KanbanColumnId, 'completed' | 'scheduled'> => status !== 'completed'),
];

/** Agendados, Pendente, Confirmado, Em preparo, Pronto, Em entrega, then 'Concluídos hoje'. */
export const KANBAN_COLUMNS: readonly KanbanColumn[] = [
  { id: 'scheduled', status: 'scheduled', label: 'Agendados' },
  ...KANBAN_OPEN_STATUSES.filter((status) => status !== 'scheduled').map((status) => ({ id: status, status, label: ORDER_STATUS_SHORT_LABELS[status] })),
  { id: 'completed', status: 'completed', label: 'Concluídos hoje' },
];

export function kanbanColumnLabel(column: KanbanColumnId): string {
  return KANBAN_COLUMNS.find((entry) => entry.id === column)?.label ?? column;
}

/** The column a card sits in; null for a cancelled order (it leaves the board). */
export function kanbanColumnOf(status: OrderStatus): KanbanColumnId | null {
  return status === 'cancelled' ? null : status;
}

/** A card may only be dropped on the column of a status the order may move to (never its own column). */
export function canDropOnColumn(type: OrderType, from: OrderStatus, column: KanbanColumnId): boolean {
  return from !== column && canTransition(type, from, column);
}

type BoardOrder = { id: number; status: OrderStatus; created_at: string; updated_at: string; scheduled_slot?: { start: string } | null };

/**
 * Cards per column from several lists (open orders, today's completed): one card per order id (the most
 * recently updated copy wins), open columns oldest first (who waits longest is on top), completed newest first.
 */
export function groupOrdersByColumn<T extends BoardOrder>(lists: readonly (readonly T[])[]): Record<KanbanColumnId, T[]> {
  const byId = new Map<number, T>();
  for (const order of lists.flat()) {
    const known = byId.get(order.id);
    if (!known || Date.parse(order.updated_at) > Date.parse(known.updated_at)) byId.set(order.id, order);
  }
  const columns = Object.fromEntries(KANBAN_COLUMNS.map((column) => [column.id, [] as T[]])) as Record<KanbanColumnId, T[]>;
  for (const order of byId.values()) {
    const column = kanbanColumnOf(order.status);
    if (column) columns[column].push(order);
  }
  const byCreated = (a: T, b: T) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id;
  for (const column of KANBAN_OPEN_STATUSES) columns[column].sort(byCreated);
  // Scheduled orders: the nearest slot on top.
  columns.scheduled.sort((a, b) => Date.parse(a.scheduled_slot?.start ?? a.created_at) - Date.parse(b.scheduled_slot?.start ?? b.created_at) || a.id - b.id);
  columns.completed.sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at) || b.id - a.id);
  return columns;
}
