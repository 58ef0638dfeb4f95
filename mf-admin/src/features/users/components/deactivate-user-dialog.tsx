import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Alert, Button } from '@comanda/shared/ui/mui';
import { ADMIN_USER_LIMITS } from '@comanda/shared/domain';
import { toApiError } from '@comanda/shared/state';

type Props = { open: boolean; userName: string; busy?: boolean; onDeactivate: (reason: string) => Promise<unknown>; onClose: () => void };

/** Deactivating ends the account's sessions; the optional reason goes to the audit log. */
export function DeactivateUserDialog({ open, userName, busy = false, onDeactivate, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setFailure(null);
    onClose();
  };
  async function submit() {
    setFailure(null);
    try {
      await onDeactivate(reason.trim());
      setReason('');
    } catch (err) {
      setFailure(toApiError(err, 'Não foi possível desativar a conta.').message);
    }
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby="deactivate-title" fullWidth maxWidth="sm">
      <DialogTitle id="deactivate-title">Desativar a conta de {userName}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>A pessoa não consegue mais entrar e as sessões abertas são encerradas na hora. Os pedidos e o histórico continuam. Você pode reativar a conta depois.</DialogContentText>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <TextField
          label="Motivo (opcional)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          helperText="Fica registrado no histórico de administração."
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: ADMIN_USER_LIMITS.reason } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Voltar</Button>
        <Button color="error" variant="contained" onClick={() => void submit()} disabled={busy}>
          Desativar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
