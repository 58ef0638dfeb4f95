import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Button } from '@comanda/shared/ui/mui';
import { ORDER_LIMITS, POS_SALE_MESSAGES, tabLabelSchema } from '@comanda/shared/domain';

type Props = { open: boolean; onClose: () => void; onOpen: (label: string) => void };

/** "Abrir comanda": a numbered card (or any label) instead of a table; an open one is simply opened. */
export function OpenCardDialog({ open, onClose, onOpen }: Props) {
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (label.trim() === '') return setError(POS_SALE_MESSAGES.tableRequired);
    if (!tabLabelSchema.isValidSync(label)) return setError(`No máximo ${ORDER_LIMITS.maxTable} caracteres.`);
    onOpen(label.trim());
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="open-card-title">
      <DialogTitle id="open-card-title">Abrir comanda</DialogTitle>
      <DialogContent>
        <TextField
          label="Número da comanda"
          value={label}
          onChange={(e) => {
            setLabel(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          error={error !== null}
          helperText={error ?? 'O número do cartão da comanda (ou um nome).'}
          autoFocus
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: ORDER_LIMITS.maxTable, autoComplete: 'off' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={submit}>
          Abrir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
