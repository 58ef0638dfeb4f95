import { Alert, Box, Button, CircularProgress } from '@comanda/shared/ui/mui';
import { toApiError } from '@comanda/shared/state';

export function LoadingBlock({ label = 'Carregando pedidos' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

export function ErrorBlock({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    >
      {toApiError(error, 'Não foi possível carregar os pedidos.').message}
    </Alert>
  );
}

export function NoStoreAlert() {
  return <Alert severity="warning">Sua conta não está vinculada a uma loja.</Alert>;
}
