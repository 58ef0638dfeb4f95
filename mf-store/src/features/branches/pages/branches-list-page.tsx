import { Switch, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router-dom';
import type { BranchSummary } from '@comanda/shared/domain';
import { toApiError, useAuth, useToasts } from '@comanda/shared/state';
import { DisabledReason } from '@comanda/shared/ui';
import { useSetBranchActiveMutation, useStoreBranchesQuery } from '../api/branches-api';

/**
 * /store/branches: the store's branches with their staff, today's orders and the active switch. `createRefusal`: why
 * the plan does not let one more branch in now (screens.tsx asks the plan).
 */
export function BranchesListPage({ createRefusal = null }: { createRefusal?: string | null }) {
  const storeId = useAuth().user?.store_id ?? null;
  return (
    <Box component="section" aria-labelledby="page-title">
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography id="page-title" variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Filiais
        </Typography>
        <DisabledReason reason={createRefusal}>
          {createRefusal ? (
            <Button variant="contained" startIcon={<AddIcon />} disabled>
              Nova filial
            </Button>
          ) : (
            <Button component={RouterLink} to="create" variant="contained" startIcon={<AddIcon />}>
              Nova filial
            </Button>
          )}
        </DisabledReason>
      </Box>
      {storeId === null ? <Alert severity="warning">Sua conta não está vinculada a uma loja.</Alert> : <BranchesList storeId={storeId} />}
    </Box>
  );
}

function BranchesList({ storeId }: { storeId: number }) {
  const { data, error, isLoading, refetch } = useStoreBranchesQuery(storeId);
  const [setActive, { isLoading: switching }] = useSetBranchActiveMutation();
  const { enqueueSnackbar } = useToasts();

  async function toggle(branch: BranchSummary) {
    try {
      await setActive({ storeId, id: branch.id, isActive: !branch.is_active }).unwrap();
      enqueueSnackbar(`Filial ${branch.name} ${branch.is_active ? 'desativada' : 'ativada'}.`, { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(toApiError(err, 'Não foi possível alterar a filial.').message, { variant: 'error' });
    }
  }

  if (isLoading) return <CircularProgress aria-label="Carregando filiais" />;
  if (error || !data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}>
        {toApiError(error, 'Não foi possível carregar as filiais.').message}
      </Alert>
    );
  }
  if (data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h6" component="p" gutterBottom>
          Nenhuma filial ainda
        </Typography>
        <Typography color="text.secondary">Crie uma filial com endereço, horários e equipe próprios; o cardápio pode ser copiado da loja principal.</Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table aria-label="Filiais">
        <TableHead>
          <TableRow>
            <TableCell>Filial</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Cidade</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Equipe</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Pedidos hoje</TableCell>
            <TableCell>Ativa</TableCell>
            <TableCell>Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((branch) => (
            <TableRow key={branch.id}>
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>{branch.name}</Typography>
                <Link href={`/loja/${branch.slug}`} target="_blank" rel="noopener" variant="body2">
                  /loja/{branch.slug}
                </Link>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{branch.city ?? '—'}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{branch.staff_count}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{branch.orders_today}</TableCell>
              <TableCell>
                <Switch checked={branch.is_active} disabled={switching} onChange={() => void toggle(branch)} slotProps={{ input: { 'aria-label': `Filial ${branch.name} ativa` } }} />
              </TableCell>
              <TableCell>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <Button component={RouterLink} to={`${branch.id}/edit`} size="small" aria-label={`Editar ${branch.name}`}>
                    Editar
                  </Button>
                  <Button component={RouterLink} to={`${branch.id}/users`} size="small" aria-label={`Usuários de ${branch.name}`}>
                    Usuários
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
