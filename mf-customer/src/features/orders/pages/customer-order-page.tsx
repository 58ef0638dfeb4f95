import { Alert, Box, Button, Paper, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { customerCanCancel, formatOrderDateTime, isOpenStatus, scheduledTrackingText } from '@comanda/shared/domain';
import { useOrderChannels } from '@comanda/shared/state';
import { useCustomerOrderQuery } from '../../../api/customer-orders-api';
import { PageSpinner } from '@comanda/shared/ui';
import { DeliveryTracking, OrderDetails, OrderPix, OrderReview, OrderStatusChip, StatusTimeline, StoreContact } from '@comanda/shared/ui/order-view';
import { useCustomerOrderReviewQuery, useSubmitCustomerOrderReviewMutation } from '../../../api/customer-reviews-api';
import { useCustomerPath } from '../../../customer-paths';
import { CustomerCancelButton } from '../components/customer-cancel-button';
import { reorderPath } from '../lib/reorder-path';

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

function CustomerOrderReview({ orderId }: { orderId: number }) {
  const state = useCustomerOrderReviewQuery(orderId);
  const [submit, submitting] = useSubmitCustomerOrderReviewMutation();
  return <OrderReview state={state.data} submitting={submitting.isLoading} submit={(body) => submit({ orderId, body }).unwrap()} />;
}

/** /customer/orders/{id}: one of my orders, live while open: timeline, PIX to pay, courier, items, contacts, cancel, review. */
export function CustomerOrderPage() {
  const orderId = Number(useParams().id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const query = useCustomerOrderQuery(orderId, { skip: !valid });
  const order = query.data;
  const open = order ? isOpenStatus(order.status) : false;
  useOrderChannels(order && open ? [order.public_id] : [], query.refetch);
  const pathTo = useCustomerPath();

  if (valid && query.isLoading) return <PageSpinner label="Carregando pedido" />;
  if (!order) {
    const notFound = !valid || statusOf(query.error) === 404;
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity={notFound ? 'warning' : 'error'}>{notFound ? 'Pedido não encontrado.' : 'Não foi possível carregar o pedido.'}</Alert>
        <Button component={RouterLink} to={pathTo('orders/history')}>
          Ver meus pedidos
        </Button>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Pedido {order.display_number}
        </Typography>
        <OrderStatusChip status={order.status} type={order.order_type} size="medium" />
      </Box>
      <Typography color="text.secondary">
        {order.store.name} · feito em {formatOrderDateTime(order.created_at)}
        {order.estimated_time && open ? ` · Tempo estimado: ${order.estimated_time}` : ''}
      </Typography>
      {order.scheduled_slot && order.status !== 'cancelled' && (
        <Typography data-testid="scheduled-slot" sx={{ fontWeight: 600 }}>
          {scheduledTrackingText(order.scheduled_slot, new Date())}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <OrderPix order={order} />
          <Paper component="section" variant="outlined" aria-labelledby="order-status-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
            <Typography id="order-status-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              Acompanhe seu pedido
            </Typography>
            {order.status === 'cancelled' && <Alert severity="error">{order.cancel_reason ? `Pedido cancelado: ${order.cancel_reason}` : 'Este pedido foi cancelado.'}</Alert>}
            <StatusTimeline order={order} />
            {customerCanCancel(order.status) && <CustomerCancelButton order={order} />}
          </Paper>
          <DeliveryTracking order={order} />
          {order.status === 'completed' && <CustomerOrderReview orderId={order.id} />}
          <StoreContact store={order.store} displayNumber={order.display_number} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <OrderDetails order={order} />
          <Button component={RouterLink} to={reorderPath(order.store.slug, order.id)} variant="contained" size="large">
            Pedir de novo
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
