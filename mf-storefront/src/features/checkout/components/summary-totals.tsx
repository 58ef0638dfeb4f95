import { Box } from '@comanda/shared/ui/mui';
import { formatBRL, freeDeliveryLabel, type CheckoutQuote, type OrderType } from '@comanda/shared/domain';

function feeText(quote: CheckoutQuote): string {
  if (quote.deliveryStatus === 'pending') return 'A calcular';
  if (quote.deliveryStatus === 'refused') return '—';
  const feeCents = quote.deliveryFeeCents + quote.waivedDeliveryFeeCents;
  return feeCents === 0 ? 'Grátis' : formatBRL(feeCents);
}

type Props = {
  quote: CheckoutQuote;
  orderType: OrderType | '';
  /** A coupon that discounts the items is applied (the Desconto line shows even at R$ 0,00). */
  hasCoupon: boolean;
  /** Names the free-delivery waiver line. */
  couponCode?: string | null;
};

/** Subtotal, Desconto, Taxa de entrega (delivery only; 'Grátis' when free) and its free-delivery waiver, Total. */
export function SummaryTotals({ quote, orderType, hasCoupon, couponCode = null }: Props) {
  return (
    <Box
      component="dl"
      aria-label="Valores do pedido"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75, '& dt': { m: 0 }, '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
    >
      <dt>Subtotal</dt>
      <dd data-testid="summary-subtotal">{formatBRL(quote.subtotalCents)}</dd>
      {(hasCoupon || quote.discountCents > 0) && (
        <>
          <dt>Desconto</dt>
          <Box component="dd" data-testid="summary-discount" sx={{ color: 'success.main' }}>
            {quote.discountCents > 0 ? `- ${formatBRL(quote.discountCents)}` : formatBRL(0)}
          </Box>
        </>
      )}
      {orderType === 'delivery' && (
        <>
          <dt>Taxa de entrega</dt>
          <dd data-testid="summary-fee">{feeText(quote)}</dd>
          {quote.waivedDeliveryFeeCents > 0 && (
            <>
              <dt>{freeDeliveryLabel(couponCode)}</dt>
              <Box component="dd" data-testid="summary-fee-waived" sx={{ color: 'success.main' }}>
                - {formatBRL(quote.waivedDeliveryFeeCents)}
              </Box>
            </>
          )}
        </>
      )}
      <Box component="dt" sx={{ fontWeight: 700, fontSize: '1.125rem', pt: 0.5 }}>
        Total
      </Box>
      <Box component="dd" data-testid="summary-total" sx={{ fontWeight: 700, fontSize: '1.125rem', pt: 0.5 }}>
        {formatBRL(quote.totalCents)}
      </Box>
    </Box>
  );
}
