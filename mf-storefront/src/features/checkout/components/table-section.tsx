import { TextField } from '@mui/material';
import { useFormikContext } from 'formik';
import type { CheckoutFormValues } from '@comanda/shared/domain';
import { checkoutField } from '../lib/checkout-field';
import { SectionCard } from './section-card';

/** Dine-in: the table or command number, optional (the staff may seat the customer later). */
export function TableSection() {
  const formik = useFormikContext<CheckoutFormValues>();
  return (
    <SectionCard id="checkout-table" title="Mesa">
      <TextField
        {...checkoutField(formik, 'table')}
        label="Número da mesa ou comanda (opcional)"
        slotProps={{ htmlInput: { maxLength: 20 } }}
        sx={{ maxWidth: { sm: 360 } }}
      />
    </SectionCard>
  );
}
