import { useState, type FormEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Button } from '@comanda/shared/ui/mui';
import { CANCEL_REASON_REQUIRED } from '@comanda/shared/domain';

type CancelOrderDialogProps = {
  /** '#0042'; the dialog is open while set. */
  orderNumber: string | null;
  busy?: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

/** Cancelling needs a written reason (the customer sees it). */
export function CancelOrderDialog({ orderNumber, busy = false, onClose, onConfirm }: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && reason.trim() === '' ? CANCEL_REASON_REQUIRED : '';

  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (reason.trim() === '') return;
    onConfirm(reason.trim());
    setReason('');
    setTouched(false);
  };

  return (
    <Dialog open={orderNumber !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="cancel-order-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="cancel-order-title">Cancelar pedido {orderNumber}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>O cliente verá o motivo. Esta ação não pode ser desfeita.</DialogContentText>
          <TextField
            label="Motivo do cancelamento"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(error)}
            helperText={error || ' '}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Voltar</Button>
          <Button type="submit" color="error" variant="contained" loading={busy}>
            Cancelar pedido
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
