import { Card, CardActionArea, CardActions, CardContent } from '@mui/material';
import { Box, Button, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { formatOrderDateTime, formatReais, ORDER_TYPE_LABELS, type CustomerOrderSummary } from '@comanda/shared/domain';
import { OrderStatusChip } from '@comanda/shared/ui/order-view';
import { reorderPath } from '../lib/reorder-path';

const itemsLabel = (count: number) => (count === 1 ? '1 item' : `${count} itens`);

type Props = { order: CustomerOrderSummary; orderPath: string; showReorder?: boolean };

/** One of my orders in a list: the store, number, when, status, what and how much; opens the order's page. */
export function CustomerOrderCard({ order, orderPath, showReorder = false }: Props) {
  return (
    <Card variant="outlined" component="article" aria-label={`Pedido ${order.display_number} — ${order.store.name}`}>
      <CardActionArea component={RouterLink} to={orderPath}>
        <CardContent sx={{ display: 'grid', gap: 0.75 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {order.store.name}
            </Typography>
            <OrderStatusChip status={order.status} type={order.order_type} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            Pedido {order.display_number} · {formatOrderDateTime(order.created_at)} · {ORDER_TYPE_LABELS[order.order_type]}
          </Typography>
          <Typography variant="body2">
            {order.items_preview.join(', ')} · {itemsLabel(order.items_count)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {formatReais(order.total)}
          </Typography>
        </CardContent>
      </CardActionArea>
      {showReorder && (
        <CardActions>
          <Button component={RouterLink} to={reorderPath(order.store.slug, order.id)} size="small">
            Pedir de novo
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
