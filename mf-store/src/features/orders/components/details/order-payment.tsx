import { Box, Button, Typography } from '@comanda/shared/ui/mui';
import { formatOrderTime, orderPaymentSummary, orderTotalsLines, type Order } from '@comanda/shared/domain';
import { PaidBadge } from '../paid-badge';
import { useToasts } from '@comanda/shared/state';

export function OrderPayment({ order }: { order: Order }) {
  const { enqueueSnackbar } = useToasts();
  const payment = orderPaymentSummary(order);
  const copyPix = async () => {
    if (!payment.pixCode) return;
    try {
      await navigator.clipboard.writeText(payment.pixCode);
      enqueueSnackbar('Código PIX copiado', { variant: 'success' });
    } catch {
      enqueueSnackbar('Não foi possível copiar o código PIX', { variant: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{payment.method}</Typography>
          <PaidBadge paidAt={order.payment.paid_at} method={order.payment.method} />
        </Box>
        {order.payment.paid_at && (
          <Typography variant="body2" color="success.dark">
            Pagamento confirmado pelo banco às {formatOrderTime(order.payment.paid_at)}
          </Typography>
        )}
        {!order.payment.paid_at && order.payment.pix_expires_at && order.status !== 'cancelled' && (
          <Typography variant="body2" color="warning.dark">
            Aguardando o PIX: o pedido é cancelado se não for pago até {formatOrderTime(order.payment.pix_expires_at)}
          </Typography>
        )}
        {payment.changeFor && <Typography variant="body2">{payment.changeFor}</Typography>}
        {payment.changeDue && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {payment.changeDue}
          </Typography>
        )}
        {order.coupon_code && <Typography variant="body2">Cupom: {order.coupon_code}</Typography>}
      </Box>
      {payment.pixCode && (
        <Box>
          <Typography variant="subtitle2">Código PIX (copia e cola)</Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', bgcolor: 'grey.100', p: 1, borderRadius: 1 }}>
            {payment.pixCode}
          </Typography>
          <Button size="small" onClick={() => void copyPix()} sx={{ mt: 0.5 }}>
            Copiar código PIX
          </Button>
        </Box>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5 }}>
        {orderTotalsLines(order).map((line) => (
          <Box key={line.label} sx={{ display: 'contents', typography: line.total ? 'subtitle1' : 'body2', fontWeight: line.total ? 700 : 400 }}>
            <Box component="dt" sx={{ borderTop: line.total ? 1 : 0, borderColor: 'divider', pt: line.total ? 0.5 : 0 }}>
              {line.label}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right', borderTop: line.total ? 1 : 0, borderColor: 'divider', pt: line.total ? 0.5 : 0 }}>
              {line.text}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
