import type { ReactNode } from 'react';
import { Alert, Button, Divider, Link, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { formatBRL, type CartItem, type CheckoutQuote, type OrderType } from '@comanda/shared/domain';
import type { CheckoutFailure } from '../lib/checkout-failure';
import { SummaryItems } from './summary-items';
import { SummaryTotals } from './summary-totals';

type Props = {
  slug: string;
  items: readonly CartItem[];
  businessType: string | null;
  quote: CheckoutQuote;
  orderType: OrderType | '';
  hasCoupon: boolean;
  couponCode?: string | null;
  coupon: ReactNode;
  failure: CheckoutFailure | null;
  /** The server's new total the next confirmation accepts (prices changed), centavos. */
  acceptedTotalCents: number | null;
  submitting: boolean;
  formId: string;
};

/** Items, coupon, totals and 'Confirmar pedido' (submits the form by id: the coupon field stays outside it). */
export function OrderSummary({ slug, items, businessType, quote, orderType, hasCoupon, couponCode = null, coupon, failure, acceptedTotalCents, submitting, formId }: Props) {
  const blocked = quote.blockingMessage;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="checkout-summary-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography id="checkout-summary-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Resumo do pedido
        </Typography>
        <Link component={RouterLink} to={`/loja/${slug}`} variant="body2">
          Editar itens
        </Link>
      </Stack>
      <SummaryItems items={items} businessType={businessType} />
      <Divider />
      {coupon}
      <SummaryTotals quote={quote} orderType={orderType} hasCoupon={hasCoupon} couponCode={couponCode} />
      {blocked && (
        <Alert severity="warning" data-testid="checkout-blocked">
          {blocked}
        </Alert>
      )}
      {failure && (
        <Alert severity={acceptedTotalCents !== null ? 'warning' : 'error'} role="alert" data-testid="checkout-error">
          {failure.messages.length === 1 ? (
            failure.messages[0]
          ) : (
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {failure.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <Button type="submit" form={formId} variant="contained" size="large" disabled={submitting || Boolean(blocked)} fullWidth>
        {submitting ? 'Enviando pedido…' : acceptedTotalCents !== null ? `Confirmar pedido (${formatBRL(acceptedTotalCents)})` : 'Confirmar pedido'}
      </Button>
    </Paper>
  );
}
