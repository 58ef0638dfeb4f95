import { useState } from 'react';
import { TextField } from '@mui/material';
import { Alert, Box, Button, Paper, Typography } from '@comanda/shared/ui/mui';
import { POS_PAYMENT_METHODS, POS_PAYMENT_METHOD_LABELS, closeRegisterSchema, reaisToCents, type CloseRegisterInput, type PosPaymentMethod, BRL_INPUT } from '@comanda/shared/domain';
import { CurrencyField } from '@comanda/shared/ui/forms';
import { useCloseRegisterMutation } from '../api/register-api';
import { useSubmitForm } from '../lib/submit-form';

type Counts = Record<PosPaymentMethod, number | null>;
const EMPTY = Object.fromEntries(POS_PAYMENT_METHODS.map((m) => [m, null])) as Counts;

/** The blind count: what is in the drawer and on each machine, typed without seeing what is expected. */
export function CloseRegisterForm({ storeId, sessionId, onCancel, onClosed }: { storeId: number; sessionId: number; onCancel: () => void; onClosed: () => void }) {
  const [counted, setCounted] = useState<Counts>(EMPTY);
  const [notes, setNotes] = useState('');
  const [close] = useCloseRegisterMutation();
  const form = useSubmitForm('Não foi possível fechar o caixa.');

  async function onSubmit() {
    const body = { counted: Object.fromEntries(POS_PAYMENT_METHODS.map((m) => [m, counted[m] === null ? null : reaisToCents(counted[m])])), notes: notes.trim() || null };
    const closed = await form.submit(closeRegisterSchema, body, (valid) => close({ storeId, id: sessionId, body: valid as CloseRegisterInput }).unwrap());
    if (closed) onClosed();
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="close-register-title" sx={{ p: 3 }}>
      <Typography id="close-register-title" variant="h6" component="h2">
        Fechar caixa: conferência
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Conte o dinheiro da gaveta e some os comprovantes de cada forma de pagamento. O valor esperado aparece depois da contagem.
      </Typography>
      <Box component="form" aria-label="Conferência do caixa" noValidate onSubmit={(e) => (e.preventDefault(), void onSubmit())} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {POS_PAYMENT_METHODS.map((method) => (
          <CurrencyField
          options={BRL_INPUT}
            key={method}
            label={`${POS_PAYMENT_METHOD_LABELS[method]} contado`}
            value={counted[method]}
            onValueChange={(value) => setCounted((c) => ({ ...c, [method]: value }))}
            error={Boolean(form.errors[`counted.${method}`])}
            helperText={form.errors[`counted.${method}`]}
            required
          />
        ))}
        <TextField label="Observações (opcional)" value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
        {form.message ? (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            {form.message}
          </Alert>
        ) : null}
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>Voltar</Button>
          <Button type="submit" variant="contained" color="error" disabled={form.busy}>
            Fechar caixa
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
