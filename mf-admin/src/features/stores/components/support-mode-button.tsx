import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button } from '@comanda/shared/ui/mui';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useNavigate } from 'react-router-dom';
import { startSupportMode, useAppDispatch } from '@comanda/shared/state';

/**
 * Opens the store's back office in support mode, after saying what it is: read-only, and every access recorded
 * (the API refuses the writes and audits each request; the browser only remembers which store was chosen).
 */
export function SupportModeButton({ store }: { store: { id: number; name: string } }) {
  const [open, setOpen] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function enter() {
    await dispatch(startSupportMode({ id: store.id, name: store.name }));
    navigate('/store/dashboard');
  }

  return (
    <>
      <Button variant="outlined" startIcon={<SupportAgentIcon />} onClick={() => setOpen(true)}>
        Entrar em modo suporte
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="support-mode-title" aria-describedby="support-mode-text" maxWidth="sm">
        <DialogTitle id="support-mode-title">Entrar em modo suporte?</DialogTitle>
        <DialogContent>
          <DialogContentText id="support-mode-text">
            Você verá o painel de {store.name} como a equipe da loja vê, somente para leitura: nenhuma alteração será permitida.
            Cada acesso fica registrado na auditoria da plataforma.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancelar</Button>
          <Button variant="contained" onClick={() => void enter()}>
            Entrar em modo suporte
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
