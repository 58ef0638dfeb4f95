import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@comanda/shared/ui/mui';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router-dom';
import { toApiError } from '@comanda/shared/state';
import { useAdminPlansQuery } from '../../../common/api/plans-api';
import { PageHeader } from '../../../common/components/page-header';
import { PlansTable } from '../components/plans-table';

/** /admin/plans: every plan, on sale first (the API orders them). */
export function PlansListPage() {
  const { data, error, isLoading, refetch } = useAdminPlansQuery();
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader
        title="Planos"
        actions={
          <Button component={RouterLink} to="/admin/plans/create" variant="contained" startIcon={<AddIcon />}>
            Novo plano
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Preços, período de teste, limites e recursos de cada plano. Um plano com assinaturas não pode ser excluído: aposente-o para que deixe de aceitar novas lojas.
      </Typography>
      {isLoading ? <CircularProgress aria-label="Carregando planos" /> : null}
      {error ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}>
          {toApiError(error, 'Não foi possível carregar os planos.').message}
        </Alert>
      ) : null}
      {data && data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            Nenhum plano cadastrado
          </Typography>
          <Typography color="text.secondary">Crie o primeiro plano para que as lojas possam assinar.</Typography>
        </Paper>
      ) : null}
      {data && data.length > 0 ? (
        <Paper variant="outlined">
          <PlansTable plans={data} />
        </Paper>
      ) : null}
    </Box>
  );
}
