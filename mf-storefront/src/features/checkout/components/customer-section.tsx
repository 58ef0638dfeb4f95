import { TextField } from '@mui/material';
import { Box, Button, Typography } from '@comanda/shared/ui/mui';
import { useFormikContext } from 'formik';
import type { CheckoutFormValues } from '@comanda/shared/domain';
import { useAuth } from '@comanda/shared/state';
import { PhoneField } from '@comanda/shared/ui/forms';
import { checkoutField } from '../lib/checkout-field';
import { SectionCard } from './section-card';

/** Name and phone: typed by a guest, prefilled for a logged-in customer. */
export function CustomerSection({ onLogin }: { onLogin: () => void }) {
  const formik = useFormikContext<CheckoutFormValues>();
  const { user } = useAuth();

  return (
    <SectionCard id="checkout-customer" title="Seus dados">
      {user ? (
        <Typography variant="body2" color="text.secondary">
          Pedido na conta de <strong>{user.email}</strong>.
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            Já tem cadastro?
          </Typography>
          <Button size="small" onClick={onLogin}>
            Entrar
          </Button>
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}>
        <TextField {...checkoutField(formik, 'customer.name')} label="Nome" autoComplete="name" required />
        <PhoneField {...checkoutField(formik, 'customer.phone')} label="Telefone (WhatsApp)" required />
      </Box>
    </SectionCard>
  );
}
