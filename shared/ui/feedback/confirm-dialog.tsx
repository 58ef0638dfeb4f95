import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button } from '@comanda/shared/ui/mui';

type Props = { open: boolean; title: string; text: string; confirmLabel: string; busy?: boolean; onConfirm: () => void; onCancel: () => void };

/** A yes/no question before a destructive action (excluir): the confirm button is red and disabled while `busy`. */
export function ConfirmDialog({ open, title, text, confirmLabel, busy, onConfirm, onCancel }: Props) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
