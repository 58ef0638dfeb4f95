import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { useState } from 'react';
import { EMPLOYEE_MESSAGES, EMPLOYEE_ROLE_LABELS, ROLE_LABELS, mayManageEmployeeRole, type PendingInvitation } from '@comanda/shared/domain';
import { toApiError, useAuth, useToasts } from '@comanda/shared/state';
import { ConfirmDialog, DisabledReason } from '@comanda/shared/ui';
import { useCancelInvitationMutation, useEmployeesQuery, useResendInvitationMutation } from '../api/employees-api';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const formatDate = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : 'Nunca');

/**
 * /store/employees: the team (role, branch, active, last access) and the pending invitations. `inviteRefusal`: why
 * the plan does not let one more employee in now (screens.tsx asks the plan).
 */
export function EmployeesScreen({ inviteRefusal = null }: { inviteRefusal?: string | null }) {
  const { user } = useAuth();
  const storeId = user?.store_id ?? 0;
  const { data, isLoading, isError } = useEmployeesQuery(storeId, { skip: !storeId });
  const [resend] = useResendInvitationMutation();
  const [cancelInvitation, { isLoading: cancelling }] = useCancelInvitationMutation();
  const [toCancel, setToCancel] = useState<PendingInvitation | null>(null);
  const { enqueueSnackbar } = useToasts();
  const mayManage = (role: string) => mayManageEmployeeRole(user?.role, role);

  const onResend = async (invitationId: number) => {
    try {
      const { message } = await resend({ storeId, invitationId }).unwrap();
      enqueueSnackbar(message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(toApiError(error).message, { variant: 'error' });
    }
  };

  const onCancelInvitation = async (invitation: PendingInvitation) => {
    try {
      await cancelInvitation({ storeId, invitationId: invitation.id }).unwrap();
      enqueueSnackbar(EMPLOYEE_MESSAGES.revoked, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(toApiError(error).message, { variant: 'error' });
    }
    setToCancel(null);
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h5" component="h1">
          Funcionários
        </Typography>
        <DisabledReason reason={inviteRefusal}>
          {inviteRefusal ? (
            <Button variant="contained" disabled>
              Convidar funcionário
            </Button>
          ) : (
            <Button component={RouterLink} to="create" variant="contained">
              Convidar funcionário
            </Button>
          )}
        </DisabledReason>
      </Stack>
      {isLoading && <CircularProgress aria-label="Carregando funcionários" />}
      {isError && <Alert severity="error">Não foi possível carregar os funcionários.</Alert>}
      {data && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Equipe da loja" sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                <TableCell>Nome</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Função</TableCell>
                <TableCell>Filial</TableCell>
                <TableCell>Situação</TableCell>
                <TableCell>Último acesso</TableCell>
                <TableCell align="right">Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((employee) => (
                <TableRow key={employee.id}>
                  <TableCell>{employee.name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{employee.email}</TableCell>
                  <TableCell>{ROLE_LABELS[employee.role]}</TableCell>
                  <TableCell>{employee.branch?.name ?? 'Loja toda'}</TableCell>
                  <TableCell>
                    <Chip size="small" label={employee.active ? 'Ativo' : 'Inativo'} color={employee.active ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell>{formatDate(employee.last_access_at)}</TableCell>
                  <TableCell align="right">
                    {employee.role !== 'store_owner' && employee.id !== user?.id && mayManage(employee.role) && (
                      <Button component={RouterLink} to={`${employee.id}/edit`} size="small" aria-label={`Editar ${employee.name}`}>
                        Editar
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.invitations.length > 0 && (
        <Box component="section" aria-labelledby="invitations-title" sx={{ mt: 3 }}>
          <Typography id="invitations-title" variant="h6" component="h2" gutterBottom>
            Convites pendentes
          </Typography>
          <Stack spacing={1}>
            {data.invitations.map((invitation) => (
              <Paper key={invitation.id} variant="outlined" sx={{ p: 1.5 }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                  <Box>
                    <Typography sx={{ wordBreak: 'break-all' }}>{invitation.email}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {EMPLOYEE_ROLE_LABELS[invitation.role]} · {invitation.branch?.name ?? 'Loja toda'} · {invitation.expired ? 'Convite expirado' : `Vale até ${formatDate(invitation.expires_at)}`}
                    </Typography>
                  </Box>
                  {mayManage(invitation.role) && (
                    <Stack direction="row" spacing={1}>
                      <Button size="small" onClick={() => void onResend(invitation.id)} aria-label={`Reenviar convite para ${invitation.email}`}>
                        Reenviar convite
                      </Button>
                      <Button size="small" color="error" onClick={() => setToCancel(invitation)} aria-label={`Revogar convite para ${invitation.email}`}>
                        Revogar convite
                      </Button>
                    </Stack>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        </Box>
      )}
      <ConfirmDialog
        open={toCancel !== null}
        title="Revogar o convite?"
        text={toCancel ? `O link enviado para ${toCancel.email} deixa de funcionar.` : ''}
        confirmLabel="Revogar convite"
        busy={cancelling}
        onConfirm={() => toCancel && void onCancelInvitation(toCancel)}
        onCancel={() => setToCancel(null)}
      />
    </Box>
  );
}
