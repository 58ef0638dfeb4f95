import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Alert, Button, Stack } from '@comanda/shared/ui/mui';
import { managerPinSchema } from '@comanda/shared/domain';
import { useSetManagerPinMutation } from '../api/register-api';
import { useSubmitForm } from '../lib/submit-form';
import { useToasts } from '@comanda/shared/state';

export const PIN_MISMATCH = 'Os dois PINs não são iguais.';

/** A manager sets the PIN they type at a station to approve an attendant's discount (stored as a hash). */
export function ManagerPinDialog({ storeId, onClose }: { storeId: number; onClose: () => void }) {
  const { enqueueSnackbar } = useToasts();
  const [setPin] = useSetManagerPinMutation();
  const form = useSubmitForm('Não foi possível salvar o PIN.');
  const [pin, setPinText] = useState('');
  const [again, setAgain] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const digits = (text: string) => text.replace(/\D/g, '').slice(0, 6);

  const save = async () => {
    setMismatch(pin !== again);
    if (pin !== again) return;
    if (await form.submit(managerPinSchema, { pin }, (valid) => setPin({ storeId, pin: valid.pin }).unwrap())) {
      enqueueSnackbar('PIN de gerente salvo.', { variant: 'success' });
      onClose();
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="manager-pin-title">
      <DialogTitle id="manager-pin-title">Meu PIN de gerente</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Novo PIN (4 a 6 números)" type="password" value={pin} onChange={(e) => setPinText(digits(e.target.value))} error={Boolean(form.errors.pin)} helperText={form.errors.pin} slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'new-password' } }} autoFocus />
          <TextField label="Repita o PIN" type="password" value={again} onChange={(e) => setAgain(digits(e.target.value))} error={mismatch} helperText={mismatch ? PIN_MISMATCH : 'Você digita este PIN no caixa para aprovar descontos das atendentes.'} slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'new-password' } }} />
          {form.message ? <Alert severity="error">{form.message}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={() => void save()} disabled={form.busy}>
          Salvar PIN
        </Button>
      </DialogActions>
    </Dialog>
  );
}
