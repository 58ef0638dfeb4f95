import { ORDER_STATUSES, type OrderStatus } from './status';
import { ORDER_TYPES, type OrderType } from './order-types';
import { canDropOnColumn, groupOrdersByColumn, KANBAN_COLUMNS, kanbanColumnLabel, kanbanColumnOf, type KanbanColumnId } from './status-views';

describe('kanban columns', () => {
  it('scheduled orders, then one column per open status of the delivery flow, then today’s completed', () => {
    expect(KANBAN_COLUMNS.map((column) => column.label)).toEqual(['Agendados', 'Pendente', 'Confirmado', 'Em preparo', 'Pronto', 'Em entrega', 'Concluídos hoje']);
    expect(KANBAN_COLUMNS.map((column) => column.status)).toEqual(['scheduled', 'pending', 'confirmed', 'preparing', 'ready', 'delivering', 'completed']);
    expect(kanbanColumnLabel('completed')).toBe('Concluídos hoje');
  });

  it('cancelled orders have no column', () => {
    expect(kanbanColumnOf('cancelled')).toBeNull();
    expect(kanbanColumnOf('ready')).toBe('ready');
  });
});

describe('canDropOnColumn', () => {
  const allowed = (type: OrderType, from: OrderStatus) =>
    KANBAN_COLUMNS.filter((column) => canDropOnColumn(type, from, column.id)).map((column) => column.id);

  it.each<[OrderType, OrderStatus, KanbanColumnId[]]>([
    ['delivery', 'scheduled', ['pending']],
    ['delivery', 'pending', ['confirmed']],
    ['delivery', 'confirmed', ['preparing']],
    ['delivery', 'preparing', ['ready']],
    ['delivery', 'ready', ['delivering']],
    ['delivery', 'delivering', ['completed']],
    ['pickup', 'ready', ['completed']],
    ['dine_in', 'ready', ['completed']],
    ['delivery', 'completed', []],
    ['pickup', 'cancelled', []],
  ])('%s from %s → only %p', (type, from, columns) => {
    expect(allowed(type, from)).toEqual(columns);
  });

  it('never back, never skipping a step, never onto its own column, and no delivering column for pickup or dine-in', () => {
    for (const type of ORDER_TYPES) {
      for (const from of ORDER_STATUSES) {
        const own = kanbanColumnOf(from);
        if (own) expect(canDropOnColumn(type, from, own)).toBe(false);
      }
      expect(canDropOnColumn(type, 'preparing', 'confirmed')).toBe(false);
      expect(canDropOnColumn(type, 'pending', 'preparing')).toBe(false);
      expect(canDropOnColumn(type, 'pending', 'completed')).toBe(false);
    }
    expect(canDropOnColumn('pickup', 'ready', 'delivering')).toBe(false);
    expect(canDropOnColumn('dine_in', 'ready', 'delivering')).toBe(false);
  });
});

describe('groupOrdersByColumn', () => {
  const order = (id: number, status: OrderStatus, created: string, updated = created) => ({
    id,
    status,
    created_at: `2026-11-22T${created}:00Z`,
    updated_at: `2026-11-22T${updated}:00Z`,
  });

  it('puts each order in its status column: open ones oldest first, completed newest first, cancelled nowhere', () => {
    const columns = groupOrdersByColumn([
      [order(1, 'pending', '10:05'), order(2, 'pending', '10:01'), order(3, 'ready', '09:00'), order(4, 'cancelled', '09:00')],
      [order(5, 'completed', '08:00', '09:10'), order(6, 'completed', '08:30', '09:40')],
    ]);
    expect(columns.pending.map((o) => o.id)).toEqual([2, 1]);
    expect(columns.ready.map((o) => o.id)).toEqual([3]);
    expect(columns.completed.map((o) => o.id)).toEqual([6, 5]);
    expect(Object.values(columns).flat().map((o) => o.id)).not.toContain(4);
  });

  it('scheduled orders wait in their own column, the nearest slot on top', () => {
    const slot = (start: string) => ({ start: `2026-11-28T${start}:00Z`, end: `2026-11-28T${start}:30Z` });
    const columns = groupOrdersByColumn([
      [
        { ...order(8, 'scheduled', '10:00'), scheduled_slot: slot('22:00') },
        { ...order(9, 'scheduled', '10:05'), scheduled_slot: slot('19:00') },
        order(10, 'pending', '10:06'),
      ],
    ]);
    expect(columns.scheduled.map((o) => o.id)).toEqual([9, 8]);
    expect(columns.pending.map((o) => o.id)).toEqual([10]);
  });

  it('shows an order once, the most recently updated copy', () => {
    const columns = groupOrdersByColumn([[order(7, 'delivering', '10:00', '10:20')], [order(7, 'completed', '10:00', '10:30')]]);
    expect(columns.delivering).toEqual([]);
    expect(columns.completed.map((o) => o.id)).toEqual([7]);
  });
});
