import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Box, Button } from '@comanda/shared/ui/mui';
import type { Order } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { useCancelCustomerOrderMutation } from '../../../api/customer-orders-api';

/** "Cancelar pedido" while the store has not accepted it yet; an optional reason goes to the store. */
export function CustomerCancelButton({ order }: { order: Pick<Order, 'id' | 'display_number'> }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [cancel, cancelling] = useCancelCustomerOrderMutation();
  const { enqueueSnackbar } = useToasts();

  async function confirm() {
    try {
      await cancel({ orderId: order.id, reason: reason.trim() || null }).unwrap();
      enqueueSnackbar(`Pedido ${order.display_number} cancelado.`, { variant: 'success' });
      setOpen(false);
    } catch (error) {
      enqueueSnackbar(toApiError(error, 'Não foi possível cancelar o pedido. Tente novamente.').message, { variant: 'error' });
      setOpen(false);
    }
  }

  return (
    <Box>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Cancelar pedido
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="customer-cancel-title">
        <DialogTitle id="customer-cancel-title">Cancelar pedido {order.display_number}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>A loja ainda não aceitou o seu pedido. Depois de cancelado, ele não pode ser retomado.</DialogContentText>
          <TextField label="Motivo (opcional)" value={reason} onChange={(event) => setReason(event.target.value)} fullWidth multiline minRows={2} slotProps={{ htmlInput: { maxLength: 255 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Voltar</Button>
          <Button color="error" variant="contained" loading={cancelling.isLoading} onClick={() => void confirm()}>
            Cancelar pedido
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
