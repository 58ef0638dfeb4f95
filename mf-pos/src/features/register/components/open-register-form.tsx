import { useState } from 'react';
import { TextField } from '@mui/material';
import { Alert, Box, Button, Paper, Typography } from '@comanda/shared/ui/mui';
import { openRegisterSchema, reaisToCents, BRL_INPUT } from '@comanda/shared/domain';
import { CurrencyField } from '@comanda/shared/ui/forms';
import { useOpenRegisterMutation } from '../api/register-api';
import { useSubmitForm } from '../lib/submit-form';
import { saveStation, type Station } from '../lib/station';

/** "Caixa fechado": this station's name and the float (fundo de troco) open the register. */
export function OpenRegisterForm({ storeId, station, onOpened }: { storeId: number; station: Station; onOpened?: () => void }) {
  const [name, setName] = useState(station.name);
  const [float, setFloat] = useState<number | null>(null);
  const [open] = useOpenRegisterMutation();
  const form = useSubmitForm('Não foi possível abrir o caixa.');

  async function onSubmit() {
    const body = { station_id: station.id, station_name: name, opening_float_cents: float === null ? null : reaisToCents(float) };
    const opened = await form.submit(openRegisterSchema, body, async (valid) => {
      await open({ storeId, body: valid }).unwrap();
      saveStation(storeId, { id: station.id, name: valid.station_name });
    });
    if (opened) onOpened?.();
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="open-register-title" sx={{ p: 3, maxWidth: 480 }}>
      <Typography id="open-register-title" variant="h5" component="h2" gutterBottom>
        Caixa fechado
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Para vender, abra o caixa informando o valor de abertura (troco inicial).
      </Typography>
      <Box component="form" aria-label="Abrir caixa" noValidate onSubmit={(e) => (e.preventDefault(), void onSubmit())} sx={{ display: 'grid', gap: 2 }}>
        <TextField label="Estação" value={name} onChange={(e) => setName(e.target.value)} error={Boolean(form.errors.station_name)} helperText={form.errors.station_name ?? 'Ex.: Balcão 1, Caixa do salão'} required />
        <CurrencyField options={BRL_INPUT} label="Fundo de troco" value={float} onValueChange={setFloat} error={Boolean(form.errors.opening_float_cents)} helperText={form.errors.opening_float_cents} required />
        {form.errors.station_id ? <Alert severity="error">{form.errors.station_id}</Alert> : null}
        {form.message ? <Alert severity="error">{form.message}</Alert> : null}
        <Button type="submit" variant="contained" size="large" disabled={form.busy}>
          Abrir caixa
        </Button>
      </Box>
    </Paper>
  );
}
