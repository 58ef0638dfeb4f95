import { FormControlLabel, FormHelperText, Radio, RadioGroup } from '@mui/material';
import { FormControl, Typography } from '@comanda/shared/ui/mui';
import { useFormikContext } from 'formik';
import { ORDER_TYPE_LABELS, type CheckoutFormValues, type OrderType, type StorePublic } from '@comanda/shared/domain';
import { shownError } from '../lib/checkout-field';
import { SectionCard } from './section-card';

const HINTS: Record<OrderType, string> = {
  delivery: 'Receba no seu endereço',
  pickup: 'Retire no balcão da loja',
  dine_in: 'Coma aqui na loja',
};

function storeAddress(store: StorePublic): string {
  const street = [store.address, store.number].filter(Boolean).join(', ');
  return [street, store.complement, store.district, [store.city, store.state].filter(Boolean).join('/')].filter(Boolean).join(' - ');
}

/** Delivery / Retirada / Consumo no Local, among the store's order types. */
export function OrderTypeSection({ store }: { store: StorePublic }) {
  const formik = useFormikContext<CheckoutFormValues>();
  const error = shownError(formik, 'order_type');
  const address = storeAddress(store);

  return (
    <SectionCard id="checkout-order-type" title="Como você quer receber?">
      <FormControl error={Boolean(error)}>
        <RadioGroup
          name="order_type"
          aria-label="Tipo de pedido"
          value={formik.values.order_type}
          onChange={(event) => {
            void formik.setFieldTouched('order_type', true, false);
            void formik.setFieldValue('order_type', event.target.value);
          }}
          sx={{ gap: 1 }}
        >
          {store.orderTypes.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={
                <span>
                  <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                    {ORDER_TYPE_LABELS[type]}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {HINTS[type]}
                  </Typography>
                </span>
              }
              sx={{ m: 0, border: 1, borderColor: formik.values.order_type === type ? 'primary.main' : 'divider', borderRadius: 1, pr: 2, py: 0.5 }}
            />
          ))}
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
      {formik.values.order_type === 'pickup' && address && (
        <Typography variant="body2">
          Retire em: <strong>{address}</strong>
        </Typography>
      )}
    </SectionCard>
  );
}
