import { Checkbox, FormControlLabel, FormHelperText, Radio, RadioGroup } from '@mui/material';
import { Box, FormControl, Typography } from '@comanda/shared/ui/mui';
import { Fragment } from 'react';
import { useFormikContext } from 'formik';
import {
  BRL_INPUT,
  changeDue,
  CHANGE_FOR_LABEL,
  formatBRL,
  paymentMethodLabel,
  pixCheckoutDeadline,
  reaisToCents,
  type CheckoutFormValues,
  type CheckoutQuote,
  type PaymentMethod,
} from '@comanda/shared/domain';
import { CurrencyField } from '@comanda/shared/ui/forms';
import { shownError } from '../lib/checkout-field';
import { SectionCard } from './section-card';

/** A customer types the banknote: '100' is R$ 100,00 and '100,50' is R$ 100,50 (not the cash-register typing of the staff's fields). */
const CHANGE_FOR_INPUT = { ...BRL_INPUT, entry: 'as-typed', allowBlank: true, max: 100_000 } as const;

const PIX_DEADLINE_ID = 'checkout-pix-deadline';

export const PIX_AFTER_CONFIRM = 'O QR Code e o código PIX copia e cola aparecem depois que você confirmar o pedido.';

/**
 * PIX, card paid to the store's machine, or cash with 'Troco para' / 'Não preciso de troco'. `pixExpiryMinutes`: the
 * store's PIX time to pay (dynamic PIX), null with the static code.
 */
export function PaymentSection({ methods, quote, pixExpiryMinutes }: { methods: readonly PaymentMethod[]; quote: CheckoutQuote; pixExpiryMinutes: number | null }) {
  const formik = useFormikContext<CheckoutFormValues>();
  const { values } = formik;
  const orderType = values.order_type || 'delivery';
  const methodError = shownError(formik, 'payment.method');
  const changeError = shownError(formik, 'payment.change_for');
  const changeFor = values.payment.change_for;
  const due = changeFor && !values.payment.no_change && quote.complete ? changeDue(quote.totalCents, reaisToCents(changeFor)) : null;

  return (
    <SectionCard id="checkout-payment" title="Pagamento">
      <FormControl error={Boolean(methodError)}>
        <RadioGroup
          name="payment.method"
          aria-label="Forma de pagamento"
          value={values.payment.method}
          onChange={(event) => {
            void formik.setFieldTouched('payment.method', true, false);
            void formik.setFieldValue('payment.method', event.target.value);
          }}
        >
          {methods.map((method) => {
            // PIX through the store's provider states its time to pay before the order is placed (the radio's description).
            const deadline = method === 'pix' && pixExpiryMinutes !== null ? pixCheckoutDeadline(pixExpiryMinutes) : null;
            return (
              <Fragment key={method}>
                <FormControlLabel value={method} control={<Radio slotProps={{ input: deadline ? { 'aria-describedby': PIX_DEADLINE_ID } : {} }} />} label={paymentMethodLabel(method, orderType)} />
                {deadline && (
                  <Typography id={PIX_DEADLINE_ID} variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.75, mb: 0.5 }} data-testid="pix-deadline">
                    {deadline}
                  </Typography>
                )}
              </Fragment>
            );
          })}
        </RadioGroup>
        {methodError && <FormHelperText>{methodError}</FormHelperText>}
      </FormControl>

      {values.payment.method === 'pix' && (
        <Typography variant="body2" color="text.secondary" data-testid="pix-hint">
          {PIX_AFTER_CONFIRM}
        </Typography>
      )}

      {values.payment.method === 'cash' && (
        <Box sx={{ display: 'grid', gap: 1, maxWidth: { sm: 360 } }}>
          <CurrencyField
            id="checkout-payment-change_for"
            name="payment.change_for"
            label={CHANGE_FOR_LABEL}
            value={values.payment.no_change ? null : changeFor}
            disabled={values.payment.no_change}
            onValueChange={(value) => {
              void formik.setFieldTouched('payment.change_for', true, false);
              void formik.setFieldValue('payment.change_for', value);
            }}
            options={CHANGE_FOR_INPUT}
            error={Boolean(changeError)}
            helperText={changeError ?? (due?.ok && due.changeCents > 0 ? `Troco: ${formatBRL(due.changeCents)}` : ' ')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={values.payment.no_change}
                onChange={(event) => {
                  void formik.setFieldValue('payment.no_change', event.target.checked);
                  if (event.target.checked) void formik.setFieldValue('payment.change_for', null);
                }}
              />
            }
            label="Não preciso de troco"
          />
        </Box>
      )}
    </SectionCard>
  );
}
