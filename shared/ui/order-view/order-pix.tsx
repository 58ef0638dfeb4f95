import { useMemo } from 'react';
import { AlertTitle } from '@mui/material';
import { Alert, Box, CircularProgress, Paper, Typography } from '@comanda/shared/ui/mui';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { formatOrderTime, formatReais, isOpenStatus, PIX_PAID_TITLE, pixCountdown, pixMinutesToPay, pixPayWithinLabel, type Order } from '@comanda/shared/domain';
import { useNow } from '../hooks/use-now';
import { PixPayment } from './pix-payment';

/** The PIX block's paid state: no more "pague", the confirmation and when it arrived. */
function PixPaid({ order }: { order: Pick<Order, 'total'> & { payment: { paid_at?: string | null } } }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="pix-paid-title" data-testid="pix-paid" sx={{ p: { xs: 2, sm: 3 } }}>
      <Alert severity="success" icon={<CheckCircleIcon fontSize="inherit" />} sx={{ alignItems: 'center' }}>
        <AlertTitle id="pix-paid-title" sx={{ fontWeight: 700, mb: 0.5 }}>
          {PIX_PAID_TITLE}
        </AlertTitle>
        PIX de {formatReais(order.total)} recebido{order.payment.paid_at ? ` às ${formatOrderTime(order.payment.paid_at)}` : ''}. Não é preciso pagar de novo.
      </Alert>
    </Paper>
  );
}

/** A dynamic charge: made by the store's bank a moment after the order (the page refreshes when it is ready). */
function PixGenerating() {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="pix-title" data-testid="pix-payment" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5, justifyItems: 'center' }}>
      <Typography id="pix-title" variant="h6" component="h2" sx={{ fontWeight: 700, justifySelf: 'start' }}>
        Pague com PIX
      </Typography>
      <CircularProgress aria-hidden size={32} />
      <Typography role="status" color="text.secondary">
        Gerando o código PIX…
      </Typography>
    </Paper>
  );
}

/**
 * "Pague em até 30 min · expira em 29:41": the dynamic charge's time to pay and the countdown. The deadline is the
 * server's seconds left counted from when this page got them (a phone's clock may be off); the expiry instant otherwise.
 */
function PixExpiry({ createdAt, expiresAt, secondsLeft }: { createdAt: string; expiresAt: string; secondsLeft: number | null }) {
  const deadline = useMemo(() => (secondsLeft === null ? Date.parse(expiresAt) : Date.now() + secondsLeft * 1000), [expiresAt, secondsLeft]);
  const now = new Date(useNow(1000));
  const left = pixCountdown(new Date(deadline), now);
  const expired = deadline <= now.getTime();
  // The time to pay as the server counted it when the page got it (right after ordering: the store's whole window).
  const minutes = secondsLeft === null ? pixMinutesToPay(createdAt, expiresAt) : Math.max(1, Math.ceil(secondsLeft / 60));
  return (
    <Alert severity={expired ? 'error' : 'info'} data-testid="pix-expiry">
      {expired ? 'O prazo para pagar este PIX acabou.' : `${pixPayWithinLabel(minutes)} · o código expira em `}
      {!expired && <strong aria-label={`expira em ${left}`}>{left}</strong>}
    </Alert>
  );
}

/**
 * The PIX part of an order's page (tracking link and customer area): the static code (stores without a provider), or
 * the dynamic charge's code with its time to pay and countdown, "Gerando o código PIX…" until it is made, and
 * "Pagamento confirmado" once the store's bank confirmed it. Nothing for other methods or a cancelled unpaid order.
 */
export function OrderPix({ order }: { order: Order }) {
  const { method, pix_code: code, pix_expires_at: expiresAt, pix_seconds_left: secondsLeft = null, paid_at: paidAt } = order.payment;
  if (method !== 'pix') return null;
  if (paidAt) return <PixPaid order={order} />;
  if (order.status === 'cancelled' || !isOpenStatus(order.status)) return null;
  if (!code) return expiresAt ? <PixGenerating /> : null;
  return (
    <Box sx={{ display: 'grid', gap: 0 }}>
      <PixPayment code={code} total={order.total} footer={expiresAt ? <PixExpiry createdAt={order.created_at} expiresAt={expiresAt} secondsLeft={secondsLeft} /> : null} />
    </Box>
  );
}
