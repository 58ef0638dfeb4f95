import { useEffect } from 'react';
import { Alert, Box, Button, CircularProgress, Container, Paper, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { formatOrderTime, isOpenStatus, orderTrackingHeadline, scheduledTrackingText } from '@comanda/shared/domain';
import { DeliveryTracking, OrderDetails, OrderPix, PixPayment, StatusTimeline, StoreContact } from '@comanda/shared/ui/order-view';
import { TrackedOrderReview } from './components/tracked-order-review';
import { useLiveOrder } from './hooks/use-live-order';
import { scrollToTop } from './lib/scroll-to-top';

export const ORDER_NOT_FOUND_TITLE = 'Pedido não encontrado';

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

function BackToStore({ slug }: { slug: string }) {
  return (
    <Button component={RouterLink} to={`/loja/${slug}`} variant="contained" size="large">
      Voltar à loja
    </Button>
  );
}

/** /loja/{slug}/success/{public_id}: confirmation, PIX, live status and the order summary. Works later for guests (private link). */
export function OrderSuccessPage({ publicId, slug }: { publicId: string; slug: string }) {
  const query = useLiveOrder(publicId);
  const order = query.data;
  useEffect(() => scrollToTop(), []);

  if (!order && query.isLoading) {
    return (
      <Box role="status" aria-label="Carregando pedido" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-hidden />
      </Box>
    );
  }
  if (!order) {
    const notFound = statusOf(query.error) === 404 || statusOf(query.error) === 422;
    return (
      <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
        <div role="alert">
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            {notFound ? ORDER_NOT_FOUND_TITLE : 'Não foi possível carregar o pedido'}
          </Typography>
          <Typography color="text.secondary">
            {notFound ? 'Confira se o link do pedido está completo ou fale com a loja.' : 'Verifique sua conexão e tente novamente.'}
          </Typography>
        </div>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          {!notFound && (
            <Button variant="outlined" size="large" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          )}
          <BackToStore slug={slug} />
        </Box>
      </Container>
    );
  }

  const open = isOpenStatus(order.status);
  const showPix = order.payment.method === 'pix' && order.payment.pix_code && order.status !== 'cancelled';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ mb: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {orderTrackingHeadline(order)}
        </Typography>
        <Typography color="text.secondary">
          {order.store.name} · feito às {formatOrderTime(order.created_at)}
          {order.estimated_time && open && !order.scheduled_slot ? ` · Tempo estimado: ${order.estimated_time}` : ''}
        </Typography>
        {order.scheduled_slot && order.status !== 'cancelled' && (
          <Typography data-testid="scheduled-slot" sx={{ fontWeight: 600, mt: 0.5 }}>
            {scheduledTrackingText(order.scheduled_slot, new Date())}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 400px' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {/* The code to pay (static, or the dynamic charge's with its countdown), or "Pagamento confirmado". */}
          <OrderPix order={order} />
          <Paper component="section" variant="outlined" aria-labelledby="order-status-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
            <Typography id="order-status-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              Acompanhe seu pedido
            </Typography>
            {order.status === 'cancelled' && <Alert severity="error">Este pedido foi cancelado pela loja.</Alert>}
            <StatusTimeline order={order} />
            {open && (
              <Typography variant="body2" color="text.secondary">
                Esta página se atualiza sozinha. Guarde o link para acompanhar depois.
              </Typography>
            )}
          </Paper>
          <DeliveryTracking order={order} />
          {showPix && !open && !order.payment.paid_at && <PixPayment code={order.payment.pix_code as string} total={order.total} />}
          <TrackedOrderReview publicId={order.public_id} status={order.status} />
          <StoreContact store={order.store} displayNumber={order.display_number} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <OrderDetails order={order} />
          <BackToStore slug={order.store.slug || slug} />
        </Box>
      </Box>
    </Container>
  );
}
