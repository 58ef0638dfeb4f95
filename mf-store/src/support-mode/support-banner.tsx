import { Alert, Button } from '@comanda/shared/ui/mui';
import { useNavigate } from 'react-router-dom';
import { useSupportStore } from '@comanda/shared/state';

/**
 * Above every store screen while the platform admin is in support mode. "Sair" goes back to the store's admin
 * page; arriving in the admin area is what ends support mode (the shell's LeavesSupportMode).
 */
export function SupportBanner() {
  const store = useSupportStore();
  const navigate = useNavigate();
  if (!store) return null;
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="status"
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={() => navigate(`/admin/stores/${store.id}`)} sx={{ whiteSpace: 'nowrap' }}>
          Sair do modo suporte
        </Button>
      }
      // Stays in view while the screen scrolls, just under the top bar (MUI's Toolbar: 56 px, 64 px from sm up).
      sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: (t) => t.zIndex.appBar - 1, mb: 2, alignItems: 'center' }}
    >
      Modo suporte: você está vendo o painel de {store.name} somente para leitura. Cada acesso é registrado.
    </Alert>
  );
}
