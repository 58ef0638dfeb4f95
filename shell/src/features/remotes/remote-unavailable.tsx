import { AlertTitle } from '@mui/material';
import { Alert, Box, Button, Stack } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';

/** Portuguese fallback shown when a remote cannot be loaded; the rest of the platform keeps working. */
export function RemoteUnavailable({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 2 }} data-testid="remote-unavailable">
      <Alert severity="warning" variant="outlined">
        <AlertTitle>Não foi possível carregar {label}</AlertTitle>
        Esta área está temporariamente indisponível. Verifique sua conexão e tente novamente; as demais áreas
        continuam funcionando.
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={onRetry}>
            Tentar novamente
          </Button>
          <Button component={RouterLink} to="/">
            Ir para o início
          </Button>
        </Stack>
      </Alert>
    </Box>
  );
}
