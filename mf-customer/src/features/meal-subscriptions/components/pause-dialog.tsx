import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { Button } from '@comanda/shared/ui/mui';

type Props = { open: boolean; busy: boolean; minDate: string; onConfirm: (until: string | null) => void; onClose: () => void };

/** "Pausar": until a day (deliveries come back on it) or until the customer resumes. */
export function PauseDialog({ open, busy, minDate, onConfirm, onClose }: Props) {
  const [mode, setMode] = useState<'date' | 'open'>('date');
  const [until, setUntil] = useState('');
  const ready = mode === 'open' || until >= minDate;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="pause-title">
      <DialogTitle id="pause-title">Pausar assinatura</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <DialogContentText>Nenhum pedido é criado enquanto a assinatura estiver pausada.</DialogContentText>
        <RadioGroup value={mode} onChange={(event) => setMode(event.target.value as 'date' | 'open')}>
          <FormControlLabel value="date" control={<Radio />} label="Até uma data" />
          <FormControlLabel value="open" control={<Radio />} label="Até eu retomar" />
        </RadioGroup>
        {mode === 'date' && (
          <TextField type="date" label="Voltar a receber em" value={until} onChange={(event) => setUntil(event.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minDate } }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Voltar</Button>
        <Button variant="contained" disabled={!ready} loading={busy} onClick={() => onConfirm(mode === 'open' ? null : until)}>
          Pausar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
