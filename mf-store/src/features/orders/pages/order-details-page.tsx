import { Alert, Box, Button, Chip, Typography } from '@comanda/shared/ui/mui';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatOrderDateTime, ORDER_TYPE_LABELS, type Order } from '@comanda/shared/domain';
import { useLiveOrders } from '../../../realtime/use-live-orders';
import { useStoreOrderQuery } from '../api/store-orders-api';
import { KitchenTicket } from '../components/kitchen-ticket';
import { OrderActions } from '../components/details/order-actions';
import { OrderCustomer } from '../components/details/order-customer';
import { OrderItems } from '../components/details/order-items';
import { OrderPayment } from '../components/details/order-payment';
import { OrderTimeline } from '../components/details/order-timeline';
import { SectionCard } from '../components/details/section-card';
import { OrderStatusChip } from '@comanda/shared/ui/order-view';
import { ErrorBlock, LoadingBlock, NoStoreAlert } from '../components/query-state';

import { useOrderUpdates } from '../hooks/use-order-updates';
import { useStoreId } from '../hooks/use-store-id';

/** /store/orders/:orderId */
export function OrderDetailsPage() {
  const storeId = useStoreId();
  const { orderId } = useParams();
  const id = Number(orderId);
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ pb: 9 }}>
      <Button component={RouterLink} to=".." relative="path" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Voltar para pedidos
      </Button>
      {storeId === null ? (
        <NoStoreAlert />
      ) : Number.isInteger(id) && id > 0 ? (
        <OrderDetails storeId={storeId} orderId={id} />
      ) : (
        <Alert severity="error">Pedido não encontrado.</Alert>
      )}
    </Box>
  );
}

function OrderDetails({ storeId, orderId }: { storeId: number; orderId: number }) {
  useLiveOrders(storeId);
  useOrderUpdates(storeId);
  const { data: order, error, isLoading, refetch } = useStoreOrderQuery({ storeId, orderId });
  if (isLoading) return <LoadingBlock label="Carregando pedido" />;
  if (!order) {
    const status = (error as { status?: unknown } | undefined)?.status;
    return status === 404 ? <Alert severity="error">Pedido não encontrado.</Alert> : <ErrorBlock error={error} onRetry={() => void refetch()} />;
  }
  return <OrderView order={order} storeId={storeId} />;
}

function OrderView({ order, storeId }: { order: Order; storeId: number }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 0.5 }}>
        <Typography id="page-title" variant="h4" component="h1">
          Pedido {order.display_number}
        </Typography>
        <OrderStatusChip status={order.status} type={order.order_type} size="medium" />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2, color: 'text.secondary' }}>
        <Typography variant="body2">Recebido em {formatOrderDateTime(order.created_at)}</Typography>
        <Chip size="small" label={ORDER_TYPE_LABELS[order.order_type]} />
        {order.channel === 'pos' && <Chip size="small" label="PDV" variant="outlined" />}
      </Box>
      {order.status === 'cancelled' && order.cancel_reason && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Cancelado: {order.cancel_reason}
        </Alert>
      )}
      <Box sx={{ mb: 2 }}>
        <OrderActions order={order} storeId={storeId} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SectionCard title="Itens">
            <OrderItems items={order.items} />
          </SectionCard>
          {order.notes && (
            <SectionCard title="Observações">
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{order.notes}</Typography>
            </SectionCard>
          )}
          <SectionCard title="Histórico">
            <OrderTimeline order={order} />
          </SectionCard>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SectionCard title="Cliente">
            <OrderCustomer order={order} />
          </SectionCard>
          <SectionCard title="Pagamento">
            <OrderPayment order={order} />
          </SectionCard>
        </Box>
      </Box>
      <KitchenTicket order={order} />
    </>
  );
}
