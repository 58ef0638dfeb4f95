import { useState } from 'react';
import { Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import AddIcon from '@mui/icons-material/Add';
import { DRIVER_KIND_LABELS, DRIVER_VEHICLE_LABELS, type DriverView } from '@comanda/shared/domain';
import { toApiError, useActiveStoreId, useToasts } from '@comanda/shared/state';
import { DisabledReason } from '@comanda/shared/ui';
import { useDeliveryDriversQuery, useReinviteDriverMutation, useUpdateDriverMutation } from '../api/delivery-api';
import { DriverFormDialog, type DriverInvitation } from '../components/driver-form-dialog';
import { DriverStateChip } from '../components/driver-state-chip';
import { useLiveDelivery } from '../hooks/use-live-delivery';
import { formatReaisBRL } from '../lib/drivers';

/**
 * /store/delivery/drivers: the store's own drivers and freelancers, their state, today's deliveries and cash in hand.
 * `refusal`: why the plan (or support mode) does not let the store change them (screens.tsx asks WriteGate).
 */
export function DriversPage({ refusal = null }: { refusal?: string | null }) {
  const storeId = useActiveStoreId();
  useLiveDelivery(storeId);
  const { data, isLoading, error } = useDeliveryDriversQuery(storeId ?? 0, { skip: storeId === null });
  const [update] = useUpdateDriverMutation();
  const { enqueueSnackbar } = useToasts();
  const [reinvite] = useReinviteDriverMutation();
  const [dialog, setDialog] = useState<{ open: boolean; driver: DriverView | null; invitation?: DriverInvitation }>({ open: false, driver: null });
  const [toggling, setToggling] = useState<number | null>(null);

  if (storeId === null) return <Alert severity="warning">Sua conta não está ligada a uma loja.</Alert>;

  const setActive = async (driver: DriverView, active: boolean) => {
    setToggling(driver.id);
    try {
      await update({
        storeId,
        driverId: driver.id,
        body: { name: driver.name, phone: driver.phone, kind: driver.kind, vehicle: driver.vehicle, plate: driver.plate, active },
      }).unwrap();
      enqueueSnackbar(active ? `${driver.name} está ativo.` : `${driver.name} está inativo.`, { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(toApiError(err, 'Não foi possível atualizar o entregador.').message, { variant: 'error' });
    } finally {
      setToggling(null);
    }
  };

  const inviteAgain = async (driver: DriverView) => {
    try {
      const result = await reinvite({ storeId, driverId: driver.id }).unwrap();
      setDialog({ open: true, driver, invitation: { driver: result.data, message: result.message } });
    } catch (err) {
      enqueueSnackbar(toApiError(err, 'Não foi possível gerar um novo convite.').message, { variant: 'error' });
    }
  };

  return (
    <Box component="section" aria-labelledby="drivers-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography id="drivers-title" variant="h5" component="h1">
          Entregadores
        </Typography>
        <DisabledReason reason={refusal}>
          <Button variant="contained" startIcon={<AddIcon />} disabled={Boolean(refusal)} onClick={() => setDialog({ open: true, driver: null })}>
            Novo entregador
          </Button>
        </DisabledReason>
      </Stack>
      {isLoading && <CircularProgress aria-label="Carregando entregadores" />}
      {error && !data && <Alert severity="error">{toApiError(error, 'Não foi possível carregar os entregadores.').message}</Alert>}
      {data && data.length === 0 && <Alert severity="info">Nenhum entregador cadastrado. Cadastre os entregadores da loja e os freelancers para atribuir pedidos.</Alert>}
      {data && data.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Entregadores da loja" sx={{ minWidth: 900 }}>
            <TableHead>
              <TableRow>
                <TableCell>Nome</TableCell>
                <TableCell>Celular</TableCell>
                <TableCell>Veículo</TableCell>
                <TableCell>Tipo</TableCell>
                <TableCell>Situação</TableCell>
                <TableCell align="right">Entregas hoje</TableCell>
                <TableCell align="right">Dinheiro em mãos</TableCell>
                <TableCell>Ativo</TableCell>
                <TableCell align="right">Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((driver) => (
                <TableRow key={driver.id} aria-label={driver.name}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {driver.name}
                    </Typography>
                    {!driver.has_account && <Chip size="small" variant="outlined" color="warning" label="Convite pendente" sx={{ mt: 0.5 }} />}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{driver.phone}</TableCell>
                  <TableCell>
                    {DRIVER_VEHICLE_LABELS[driver.vehicle]}
                    {driver.plate ? ` · ${driver.plate}` : ''}
                  </TableCell>
                  <TableCell>{DRIVER_KIND_LABELS[driver.kind]}</TableCell>
                  <TableCell>
                    <DriverStateChip state={driver.state} />
                  </TableCell>
                  <TableCell align="right">{driver.deliveries_today}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatReaisBRL(driver.cash_in_hand)}
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={driver.active}
                      disabled={toggling === driver.id || Boolean(refusal)}
                      onChange={(event) => void setActive(driver, event.target.checked)}
                      slotProps={{ input: { 'aria-label': `Ativo: ${driver.name}` } }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                      {!driver.has_account && (
                        <Button size="small" disabled={Boolean(refusal)} onClick={() => void inviteAgain(driver)} aria-label={`Reenviar convite para ${driver.name}`}>
                          Reenviar convite
                        </Button>
                      )}
                      <Button size="small" disabled={Boolean(refusal)} onClick={() => setDialog({ open: true, driver })} aria-label={`Editar ${driver.name}`}>
                        Editar
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <DriverFormDialog storeId={storeId} open={dialog.open} driver={dialog.driver} invitation={dialog.invitation} onClose={() => setDialog((current) => ({ ...current, open: false }))} />
    </Box>
  );
}
