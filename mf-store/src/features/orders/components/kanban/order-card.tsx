import type { MouseEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Tooltip } from '@mui/material';
import { Box, Button, Chip, IconButton, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  allowedTransitions,
  formatOrderDateTime,
  formatReais,
  nextStatus,
  ORDER_TYPE_LABELS,
  orderAgeLabel,
  PAYMENT_METHOD_LABELS,
  scheduledCardText,
  transitionActionLabel,
  type OrderStatus,
  type OrderSummary,
} from '@comanda/shared/domain';
import { cardDragId, type CardData } from '../../lib/kanban-dnd';
import { PaidBadge } from '../paid-badge';

const PREVIEW_LINES = 3;

type OrderCardProps = {
  order: OrderSummary;
  now: number;
  busy?: boolean;
  onAdvance?: (order: OrderSummary, to: OrderStatus) => void;
  onOpenMenu?: (order: OrderSummary, anchor: HTMLElement) => void;
  /** Ready delivery orders: "Atribuir entregador" (the delivery feature's dialog, see KanbanBoard). */
  onAssignDriver?: (order: OrderSummary) => void;
  /** The floating copy under the pointer while dragging. */
  overlay?: boolean;
};

export function OrderCard({ order, now, busy = false, onAdvance, onOpenMenu, onAssignDriver, overlay = false }: OrderCardProps) {
  const movable = allowedTransitions(order.order_type, order.status).length > 0;
  const data: CardData = { order };
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: cardDragId(order.id),
    data,
    disabled: overlay || !movable || busy,
    attributes: { roleDescription: 'pedido arrastável' },
  });
  const next = nextStatus(order.order_type, order.status);
  const preview = order.items_preview.slice(0, PREVIEW_LINES);
  const more = order.items_preview.length - preview.length;

  return (
    <Paper
      ref={overlay ? undefined : setNodeRef}
      component="article"
      aria-label={`Pedido ${order.display_number}`}
      variant="outlined"
      {...(overlay ? {} : listeners)}
      sx={{
        p: 1.25,
        display: 'grid',
        gap: 0.75,
        opacity: isDragging ? 0.4 : 1,
        cursor: movable ? 'grab' : 'default',
        borderLeft: 4,
        borderLeftColor: order.status === 'pending' ? 'warning.main' : 'divider',
        boxShadow: overlay ? 6 : undefined,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography component="h3" variant="subtitle1" noWrap sx={{ fontWeight: 800, flexGrow: 1, minWidth: 0 }}>
          {order.display_number}
        </Typography>
        <Tooltip title={formatOrderDateTime(order.created_at)}>
          <Typography variant="caption" color="text.secondary" component="span" sx={{ whiteSpace: 'nowrap' }}>
            {orderAgeLabel(order.created_at, now)}
          </Typography>
        </Tooltip>
        {movable && (
          <IconButton
            ref={overlay ? undefined : setActivatorNodeRef}
            size="small"
            aria-label={`Mover pedido ${order.display_number}`}
            data-drag-handle=""
            sx={{ touchAction: 'none', cursor: 'grab' }}
            {...(overlay ? {} : attributes)}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        )}
        {onOpenMenu && (
          <IconButton
            size="small"
            aria-label={`Mais ações do pedido ${order.display_number}`}
            aria-haspopup="menu"
            onClick={(event: MouseEvent<HTMLElement>) => onOpenMenu(order, event.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={order.customer_name}>
        {order.customer_name}
      </Typography>
      {order.scheduled_slot && (
        <Typography variant="body2" data-testid="scheduled-slot" sx={{ fontWeight: 700, color: 'info.dark' }}>
          {scheduledCardText(order.scheduled_slot, new Date(now))}
        </Typography>
      )}
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" label={ORDER_TYPE_LABELS[order.order_type]} variant="outlined" />
        {order.district && <Chip size="small" label={order.district} variant="outlined" />}
      </Stack>
      {preview.length > 0 && (
        <Box component="ul" aria-label="Itens" sx={{ m: 0, pl: 2, color: 'text.secondary', typography: 'body2' }}>
          {preview.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
          {more > 0 && <li>{more === 1 ? 'mais 1 item' : `mais ${more} itens`}</li>}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }}>
          {formatReais(order.total)}
        </Typography>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <PaidBadge paidAt={order.paid_at} method={order.payment_method} />
          <Typography variant="caption" color="text.secondary" component="span">
            {PAYMENT_METHOD_LABELS[order.payment_method]}
          </Typography>
        </Box>
      </Box>
      {next && onAdvance && (
        <Button
          variant="contained"
          size="small"
          color={order.status === 'pending' ? 'success' : 'primary'}
          loading={busy}
          onClick={() => onAdvance(order, next)}
          aria-label={`${transitionActionLabel(order.order_type, next)}: pedido ${order.display_number}`}
        >
          {transitionActionLabel(order.order_type, next)}
        </Button>
      )}
      {onAssignDriver && order.order_type === 'delivery' && order.status === 'ready' && (
        <Button variant="outlined" size="small" startIcon={<LocalShippingIcon />} onClick={() => onAssignDriver(order)} aria-label={`Atribuir entregador: pedido ${order.display_number}`}>
          Atribuir entregador
        </Button>
      )}
    </Paper>
  );
}
