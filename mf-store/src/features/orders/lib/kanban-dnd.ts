import type { PointerEvent as ReactPointerEvent } from 'react';
import {
  closestCenter,
  PointerSensor,
  pointerWithin,
  type Active,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type Over,
  type PointerSensorOptions,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { canDropOnColumn, kanbanColumnLabel, kanbanColumnOf, type KanbanColumnId, type OrderSummary } from '@comanda/shared/domain';

/** What a card carries while dragged, and what a column carries as a drop target. */
export type CardData = { order: OrderSummary };
export type ColumnData = { column: KanbanColumnId };

export const cardDragId = (orderId: number) => `order-${orderId}`;

export function draggedOrder(active: Pick<Active, 'data'> | null | undefined): OrderSummary | null {
  return (active?.data.current as CardData | undefined)?.order ?? null;
}

export function targetColumn(over: Pick<Over, 'data'> | null | undefined): KanbanColumnId | null {
  return (over?.data.current as ColumnData | undefined)?.column ?? null;
}

const INTERACTIVE = 'button:not([data-drag-handle]), a, input, textarea, select, [role="menuitem"], [role="checkbox"]';

/**
 * Pointer drags start anywhere on a card except on its buttons and links (a tap on 'Aceitar pedido' must
 * stay a tap); the drag handle is the exception.
 */
export class CardPointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent, { onActivation }: PointerSensorOptions) => {
        if (!event.isPrimary || event.button !== 0) return false;
        if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

/** The pointer decides with the mouse or a finger; the keyboard, by the card's position. */
export const boardCollisions: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));

/** Left and right arrows jump the dragged card to the centre of the previous / next column. */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return undefined;
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  event.preventDefault();
  const center = collisionRect.left + collisionRect.width / 2;
  const centers = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id))
    .filter((rect) => rect !== undefined)
    .map((rect) => rect.left + rect.width / 2)
    .sort((a, b) => a - b);
  const target = event.code === 'ArrowRight' ? centers.find((x) => x > center + 1) : centers.findLast((x) => x < center - 1);
  if (target === undefined) return currentCoordinates;
  return { x: target - collisionRect.width / 2, y: currentCoordinates.y };
};

export const KANBAN_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Para mover um pedido, pressione Espaço ou Enter, use as setas para a esquerda e para a direita para escolher a coluna e pressione Espaço ou Enter de novo para soltar. Esc cancela.',
};

function columnName(column: KanbanColumnId): string {
  return `"${kanbanColumnLabel(column)}"`;
}

/** Screen-reader announcements of the board, in Portuguese, saying whether a drop is allowed. */
export const KANBAN_ANNOUNCEMENTS: Announcements = {
  onDragStart({ active }) {
    const order = draggedOrder(active);
    if (!order) return undefined;
    const from = kanbanColumnOf(order.status);
    return `Pedido ${order.display_number} pego${from ? ` na coluna ${columnName(from)}` : ''}.`;
  },
  onDragOver({ active, over }) {
    const order = draggedOrder(active);
    const column = targetColumn(over);
    if (!order) return undefined;
    if (!column) return `Pedido ${order.display_number} fora das colunas.`;
    // Over its own column right after pick-up: the pick-up message says where it is.
    if (column === order.status) return undefined;
    return canDropOnColumn(order.order_type, order.status, column)
      ? `Pedido ${order.display_number} sobre a coluna ${columnName(column)}. Solte para mover.`
      : `Pedido ${order.display_number} sobre a coluna ${columnName(column)}: movimento não permitido.`;
  },
  onDragEnd({ active, over }) {
    const order = draggedOrder(active);
    const column = targetColumn(over);
    if (!order) return undefined;
    const from = kanbanColumnOf(order.status);
    const back = from ? ` Continua em ${columnName(from)}.` : '';
    if (!column || column === order.status) return `Pedido ${order.display_number} solto sem mudança.${back}`;
    return canDropOnColumn(order.order_type, order.status, column)
      ? `Pedido ${order.display_number} movido para ${columnName(column)}.`
      : `Pedido ${order.display_number} não pode ir para ${columnName(column)}.${back}`;
  },
  onDragCancel({ active }) {
    const order = draggedOrder(active);
    if (!order) return undefined;
    const from = kanbanColumnOf(order.status);
    return `Movimento cancelado.${from ? ` Pedido ${order.display_number} continua em ${columnName(from)}.` : ''}`;
  },
};
