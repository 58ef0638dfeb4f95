import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Alert, Button } from '@comanda/shared/ui/mui';
import { suspendStoreSchema } from '@comanda/shared/domain';
import { toApiError } from '@comanda/shared/state';

type Props = {
  open: boolean;
  storeName: string;
  busy?: boolean;
  /** Resolves when the API suspended the store; a rejection is shown in the dialog. */
  onSuspend: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/** Suspending asks for the reason the store's staff will read on their panel (suspendStoreSchema). */
export function SuspendStoreDialog({ open, storeName, busy = false, onSuspend, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setReason('');
    setError(null);
    setFailure(null);
    onClose();
  }

  async function submit() {
    setFailure(null);
    try {
      await suspendStoreSchema.validate({ reason });
    } catch (err) {
      setError((err as { message: string }).message);
      return;
    }
    setError(null);
    try {
      await onSuspend(reason.trim());
      setReason('');
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível suspender a loja.');
      if (apiError.errors?.reason?.[0]) setError(apiError.errors.reason[0]);
      else setFailure(apiError.message);
    }
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby="suspend-title" fullWidth maxWidth="sm">
      <DialogTitle id="suspend-title">Suspender {storeName}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          A vitrine sai do ar e a loja deixa de receber pedidos. A equipe continua entrando no painel e vê o motivo abaixo. Você pode reativar a loja depois.
        </DialogContentText>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <TextField
          label="Motivo"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? 'A loja verá este motivo.'}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          required
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancelar</Button>
        <Button color="error" variant="contained" onClick={() => void submit()} disabled={busy}>
          Suspender
        </Button>
      </DialogActions>
    </Dialog>
  );
}
