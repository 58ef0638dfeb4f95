import { TextField } from '@mui/material';
import { useFormikContext } from 'formik';
import type { CheckoutFormValues } from '@comanda/shared/domain';
import { checkoutField } from '../lib/checkout-field';
import { SectionCard } from './section-card';

export function NotesSection() {
  const formik = useFormikContext<CheckoutFormValues>();
  return (
    <SectionCard id="checkout-notes" title="Observações">
      <TextField
        {...checkoutField(formik, 'notes')}
        label="Observações do pedido (opcional)"
        placeholder="Ex.: tocar o interfone, sem talheres"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </SectionCard>
  );
}
