import { Alert, Typography } from '@mui/material';
import { formatBRL, type CheckoutQuote } from '@comanda/shared/domain';

/** The server's delivery fee for the address as typed: pending, the fee (or 'Grátis') with the time, or why it is refused. */
export function DeliveryFeeNote({ quote, quoting }: { quote: CheckoutQuote; quoting: boolean }) {
  const { delivery } = quote;
  if (quote.deliveryStatus === 'pending' || !delivery) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {quoting ? 'Calculando a taxa de entrega…' : 'Informe o endereço completo para calcular a taxa de entrega.'}
      </Typography>
    );
  }
  if (!delivery.ok) {
    return (
      <Alert severity="error" role="alert" data-testid="delivery-refused">
        {delivery.message}
      </Alert>
    );
  }
  return (
    <Alert severity="success" icon={false} role="status" data-testid="delivery-quote">
      Taxa de entrega: <strong>{delivery.freeDelivery ? 'Grátis' : formatBRL(delivery.feeCents)}</strong>
      {delivery.estimatedTime ? ` · Tempo estimado: ${delivery.estimatedTime}` : ''}
    </Alert>
  );
}
