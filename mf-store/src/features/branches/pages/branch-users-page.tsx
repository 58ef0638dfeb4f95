import { useState } from 'react';
import { List, ListItem, ListItemText, MenuItem, TextField } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import { useParams } from 'react-router-dom';
import { ROLE_LABELS, isRole, type BranchUser } from '@comanda/shared/domain';
import { toApiError, useAuth, useToasts } from '@comanda/shared/state';
import { useAddBranchUserMutation, useBranchUsersQuery, useRemoveBranchUserMutation, useStoreBranchQuery } from '../api/branches-api';
import { BranchPageHeader } from '../components/page-header';

const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);

/** /store/branches/:id/users: the employees who work only at this branch. */
export function BranchUsersPage() {
  const storeId = useAuth().user?.store_id ?? null;
  const id = Number(useParams().id);
  const skip = storeId === null || !Number.isSafeInteger(id);
  const branch = useStoreBranchQuery({ storeId: storeId ?? 0, id }, { skip });
  const users = useBranchUsersQuery({ storeId: storeId ?? 0, id }, { skip });
  const [add, adding] = useAddBranchUserMutation();
  const [remove, removing] = useRemoveBranchUserMutation();
  const [chosen, setChosen] = useState('');
  const [addError, setAddError] = useState<string | undefined>();
  const { enqueueSnackbar } = useToasts();

  if (storeId === null) return <Alert severity="warning">Sua conta não está vinculada a uma loja.</Alert>;

  async function addChosen() {
    setAddError(undefined);
    try {
      const user = await add({ storeId: storeId!, id, userId: Number(chosen) }).unwrap();
      enqueueSnackbar(`${user.name} agora trabalha nesta filial.`, { variant: 'success' });
      setChosen('');
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível adicionar o funcionário.');
      setAddError(apiError.errors?.user_id?.[0] ?? apiError.message);
    }
  }
  async function removeUser(user: BranchUser) {
    try {
      await remove({ storeId: storeId!, id, userId: user.id }).unwrap();
      enqueueSnackbar(`${user.name} voltou para a loja principal.`, { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(toApiError(err, 'Não foi possível remover o funcionário.').message, { variant: 'error' });
    }
  }

  const error = branch.error ?? users.error;
  return (
    <Box component="section" aria-labelledby="page-title">
      <BranchPageHeader title={branch.data ? `Usuários de ${branch.data.name}` : 'Usuários da filial'} />
      {(branch.isLoading || users.isLoading) && <CircularProgress aria-label="Carregando usuários" />}
      {error && <Alert severity="error">{toApiError(error, 'Não foi possível carregar os usuários da filial.').message}</Alert>}
      {users.data && (
        <Stack spacing={3} sx={{ maxWidth: 720 }}>
          <Typography color="text.secondary">Funcionários limitados a esta filial só veem e atendem os pedidos dela. Para convidar alguém novo, use Funcionários.</Typography>
          <Paper variant="outlined">
            {users.data.data.length === 0 ? (
              <Typography sx={{ p: 3 }}>Nenhum funcionário limitado a esta filial.</Typography>
            ) : (
              <List aria-label="Funcionários da filial">
                {users.data.data.map((user) => (
                  <ListItem
                    key={user.id}
                    secondaryAction={
                      <Button color="error" disabled={removing.isLoading} onClick={() => void removeUser(user)} aria-label={`Remover ${user.name} da filial`}>
                        Remover
                      </Button>
                    }
                  >
                    <ListItemText primary={user.name} secondary={`${user.email} · ${roleLabel(user.role)}`} sx={{ pr: 10 }} />
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              select
              id="branch-user"
              label="Funcionário da loja principal"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              error={Boolean(addError)}
              helperText={addError ?? (users.data.candidates.length === 0 ? 'Nenhum outro funcionário ativo.' : undefined)}
              sx={{ minWidth: 280, flexGrow: 1 }}
            >
              {users.data.candidates.map((user) => (
                <MenuItem key={user.id} value={String(user.id)}>
                  {user.name} ({roleLabel(user.role)})
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" disabled={chosen === '' || adding.isLoading} onClick={() => void addChosen()} sx={{ py: 1.8 }}>
              Adicionar à filial
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
