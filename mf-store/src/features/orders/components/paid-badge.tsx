import { Chip } from '@comanda/shared/ui/mui';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { PAYMENT_METHOD_LABELS, PIX_PAID_LABEL, type OrderPaymentMethod } from '@comanda/shared/domain';

/** "Pago" (green): the payment was confirmed by the store's bank (a dynamic PIX's webhook). Nothing while unpaid. */
export function PaidBadge({ paidAt, method }: { paidAt: string | null | undefined; method: OrderPaymentMethod }) {
  if (!paidAt) return null;
  return (
    <Chip
      size="small"
      color="success"
      icon={<CheckCircleIcon />}
      label={PIX_PAID_LABEL}
      aria-label={`${PIX_PAID_LABEL} (${PAYMENT_METHOD_LABELS[method]})`}
      data-testid="paid-badge"
    />
  );
}
