import { useState } from 'react';
import { List, ListItem, ListItemText } from '@mui/material';
import { Alert, Box, Button, Chip, CircularProgress, Link, Typography } from '@comanda/shared/ui/mui';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ADMIN_USER_MESSAGES, isRemovedCustomerEmail, roleLabelOf, type AdminUserDetails } from '@comanda/shared/domain';
import { toApiError, useAuth, useToasts } from '@comanda/shared/state';
import { DisabledReason } from '@comanda/shared/ui';
import { PageHeader } from '../../../common/components/page-header';
import { formatDate, formatDateTime, formatInteger, formatPhone } from '../../../common/lib/format';
import { useAdminUserQuery, useDeactivateUserMutation, useReactivateUserMutation, useSendUserPasswordResetMutation } from '../api/users-api';
import { DeactivateUserDialog } from '../components/deactivate-user-dialog';
import { UserStatusChip } from '../components/user-chips';
import { Facts, SectionCard } from '../../../common/components/section-card';

function Stores({ user }: { user: AdminUserDetails }) {
  if (user.stores.length === 0) return <Typography variant="body2" color="text.secondary">Nenhuma loja.</Typography>;
  return (
    <List dense disablePadding aria-label="Lojas do usuário">
      {user.stores.map((store) => (
        <ListItem key={`${store.id}-${store.branch?.id ?? 0}`} disableGutters secondaryAction={!store.active ? <Chip size="small" variant="outlined" label="Acesso desativado" /> : null}>
          <ListItemText
            primary={
              <Link component={RouterLink} to={`/admin/stores/${store.id}`} underline="hover">
                {store.branch ? `${store.name} – ${store.branch.name}` : store.name}
              </Link>
            }
            secondary={store.role ? roleLabelOf(store.role) : 'Cadastrado por esta loja (cliente)'}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** /admin/users/:id: the account, its stores, orders and the admin actions about it; deactivate, reactivate, reset. */
export function UserDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: user, error, isLoading } = useAdminUserQuery(id, { skip: !valid });
  const me = useAuth().user;
  const [deactivate, deactivating] = useDeactivateUserMutation();
  const [reactivate, reactivating] = useReactivateUserMutation();
  const [sendReset, sending] = useSendUserPasswordResetMutation();
  const [asking, setAsking] = useState(false);
  const { enqueueSnackbar } = useToasts();
  const yourself = me?.id === id ? 'Esta é a sua conta.' : null;
  const deactivated = user?.status === 'desativado';
  const removed = isRemovedCustomerEmail(user?.email);

  async function act(action: Promise<{ message: string }>) {
    try {
      const { message } = await action;
      enqueueSnackbar(message, { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(toApiError(err).message, { variant: 'error' });
    }
  }

  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader
        title={user?.name ?? 'Usuário'}
        back={{ to: '/admin/users', label: 'Usuários' }}
        badges={
          user ? (
            <>
              <Chip size="small" variant="outlined" label={user.role_label} />
              <UserStatusChip status={user.status} />
            </>
          ) : null
        }
        actions={
          user ? (
            <>
              <DisabledReason reason={yourself}>
                {yourself ? (
                  <Button variant="contained" startIcon={<EditIcon />} disabled>
                    Mudar perfil
                  </Button>
                ) : (
                  <Button component={RouterLink} to={`/admin/users/${user.id}/edit`} variant="contained" startIcon={<EditIcon />}>
                    Mudar perfil
                  </Button>
                )}
              </DisabledReason>
              <Button variant="outlined" onClick={() => void act(sendReset({ id }).unwrap())} disabled={sending.isLoading || deactivated}>
                Enviar redefinição de senha
              </Button>
              {deactivated ? (
                <DisabledReason reason={removed ? ADMIN_USER_MESSAGES.removedAccount : null}>
                  <Button variant="outlined" color="success" onClick={() => void act(reactivate({ id }).unwrap())} disabled={reactivating.isLoading || removed}>
                    Reativar
                  </Button>
                </DisabledReason>
              ) : (
                <DisabledReason reason={yourself}>
                  <Button variant="outlined" color="error" onClick={() => setAsking(true)} disabled={Boolean(yourself)}>
                    Desativar
                  </Button>
                </DisabledReason>
              )}
            </>
          ) : null
        }
      />
      {isLoading ? <CircularProgress aria-label="Carregando usuário" /> : null}
      {!valid || error ? <Alert severity="error">{toApiError(error, 'Usuário não encontrado.').message}</Alert> : null}
      {user ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {deactivated ? <Alert severity="warning">Conta desativada em {formatDateTime(user.deactivated_at)}: a pessoa não consegue entrar.</Alert> : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, alignItems: 'start' }}>
            <SectionCard title="Conta">
              <Facts
                rows={[
                  ['E-mail', user.email],
                  ['Telefone', formatPhone(user.phone)],
                  ['Perfil', user.role_label],
                  ['Criada em', formatDate(user.created_at)],
                  ['Último acesso', formatDateTime(user.last_login_at, 'Nunca')],
                  ['Sessões abertas', formatInteger(user.active_sessions)],
                ]}
              />
            </SectionCard>
            <SectionCard title="Lojas">
              <Stores user={user} />
            </SectionCard>
            <SectionCard title="Pedidos como cliente">
              <Facts
                rows={[
                  ['Total', formatInteger(user.orders.total)],
                  ['Últimos 30 dias', formatInteger(user.orders.last_30_days)],
                ]}
              />
            </SectionCard>
          </Box>
          <SectionCard title="Histórico de administração">
            {user.audit.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Nenhuma ação de administração sobre esta conta.
              </Typography>
            ) : (
              <List dense disablePadding aria-label="Histórico de administração">
                {user.audit.map((entry) => (
                  <ListItem key={entry.id} disableGutters>
                    <ListItemText primary={entry.summary} secondary={`${formatDateTime(entry.created_at)} · ${entry.actor_name}`} />
                  </ListItem>
                ))}
              </List>
            )}
          </SectionCard>
          <DeactivateUserDialog
            open={asking}
            userName={user.name}
            busy={deactivating.isLoading}
            onDeactivate={async (reason) => {
              const { message } = await deactivate({ id, body: { reason } }).unwrap();
              setAsking(false);
              enqueueSnackbar(message, { variant: 'success' });
            }}
            onClose={() => setAsking(false)}
          />
        </Box>
      ) : null}
    </Box>
  );
}
