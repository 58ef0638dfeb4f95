import { Alert, Typography } from '@comanda/shared/ui/mui';
import { formatBRL, type CheckoutQuote } from '@comanda/shared/domain';
import type { DeliveryQuoteStatus } from '../hooks/use-delivery-quote';

const PENDING: Record<DeliveryQuoteStatus, string> = {
  incomplete: 'Informe o endereço completo para calcular a taxa de entrega.',
  loading: 'Calculando a taxa de entrega…',
  known: 'Calculando a taxa de entrega…',
  failed: 'Não foi possível calcular a taxa de entrega agora. Ela será conferida ao confirmar o pedido.',
};

/** The server's delivery fee for the address as typed: pending, the fee (or 'Grátis') with the time, or why it is refused. */
export function DeliveryFeeNote({ quote, status }: { quote: CheckoutQuote; status: DeliveryQuoteStatus }) {
  const { delivery } = quote;
  if (quote.deliveryStatus === 'pending' || !delivery) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {PENDING[status]}
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
      {!delivery.freeDelivery && (delivery.surcharges ?? []).length > 0 && (
        <Typography variant="body2" component="span" sx={{ display: 'block' }} data-testid="delivery-surcharges">
          Inclui {(delivery.surcharges ?? []).map((s) => `${s.label} (+${formatBRL(s.amountCents)})`).join(', ')}
        </Typography>
      )}
    </Alert>
  );
}
