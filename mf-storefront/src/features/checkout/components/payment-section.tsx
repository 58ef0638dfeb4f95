import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, Radio, RadioGroup, Typography } from '@mui/material';
import { useFormikContext } from 'formik';
import {
  BRL_INPUT,
  changeDue,
  CHANGE_FOR_LABEL,
  formatBRL,
  paymentMethodLabel,
  reaisToCents,
  type CheckoutFormValues,
  type CheckoutQuote,
  type PaymentMethod,
} from '@comanda/shared/domain';
import { CurrencyField } from '@comanda/shared/ui/forms';
import { shownError } from '../lib/checkout-field';
import { SectionCard } from './section-card';

const MONEY_INPUT = { ...BRL_INPUT, allowBlank: true, max: 100_000 };

export const PIX_AFTER_CONFIRM = 'O QR Code e o código PIX copia e cola aparecem depois que você confirmar o pedido.';

/** PIX, card paid to the store's machine, or cash with 'Troco para' / 'Não preciso de troco'. */
export function PaymentSection({ methods, quote }: { methods: readonly PaymentMethod[]; quote: CheckoutQuote }) {
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
          {methods.map((method) => (
            <FormControlLabel key={method} value={method} control={<Radio />} label={paymentMethodLabel(method, orderType)} />
          ))}
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
            options={MONEY_INPUT}
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
