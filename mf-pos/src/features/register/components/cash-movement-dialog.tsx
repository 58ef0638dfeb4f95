import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Alert, Button, Stack } from '@comanda/shared/ui/mui';
import { CASH_MOVEMENT_LABELS, cashMovementSchema, formatBRL, reaisToCents, type CashMovementKind, BRL_INPUT } from '@comanda/shared/domain';
import { CurrencyField } from '@comanda/shared/ui/forms';
import { useAddCashMovementMutation } from '../api/register-api';
import { useSubmitForm } from '../lib/submit-form';
import { useToasts } from '@comanda/shared/state';

const HINT: Record<CashMovementKind, string> = {
  sangria: 'Dinheiro retirado da gaveta (depósito, pagamento de fornecedor).',
  suprimento: 'Dinheiro colocado na gaveta para troco.',
};

/** Sangria or suprimento: amount and reason; the register records who and when. */
export function CashMovementDialog({ storeId, sessionId, kind, onClose }: { storeId: number; sessionId: number; kind: CashMovementKind | null; onClose: () => void }) {
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [add] = useAddCashMovementMutation();
  const form = useSubmitForm('Não foi possível registrar a movimentação.');
  const { enqueueSnackbar } = useToasts();

  function close() {
    setAmount(null);
    setReason('');
    onClose();
  }

  async function onSubmit() {
    if (!kind) return;
    const body = { kind, amount_cents: amount === null ? null : reaisToCents(amount), reason };
    const done = await form.submit(cashMovementSchema, body, (valid) => add({ storeId, id: sessionId, body: valid }).unwrap());
    if (done) {
      enqueueSnackbar(`${CASH_MOVEMENT_LABELS[kind]} de ${formatBRL(body.amount_cents ?? 0)} registrada.`, { variant: 'success' });
      close();
    }
  }

  return (
    <Dialog open={kind !== null} onClose={close} aria-labelledby="cash-movement-title" fullWidth maxWidth="xs">
      <DialogTitle id="cash-movement-title">{kind ? CASH_MOVEMENT_LABELS[kind] : ''}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }} component="form" id="cash-movement-form" noValidate onSubmit={(e) => (e.preventDefault(), void onSubmit())}>
          <CurrencyField options={BRL_INPUT} label="Valor" value={amount} onValueChange={setAmount} error={Boolean(form.errors.amount_cents)} helperText={form.errors.amount_cents ?? (kind ? HINT[kind] : undefined)} required autoFocus />
          <TextField label="Motivo" value={reason} onChange={(e) => setReason(e.target.value)} error={Boolean(form.errors.reason)} helperText={form.errors.reason} required />
          {form.message ? <Alert severity="error">{form.message}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancelar</Button>
        <Button type="submit" form="cash-movement-form" variant="contained" disabled={form.busy}>
          Registrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
