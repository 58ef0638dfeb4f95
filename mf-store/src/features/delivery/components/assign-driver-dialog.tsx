import { useMemo, useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, MenuItem, TextField } from '@mui/material';
import { Alert, Box, Button, Stack, Typography } from '@comanda/shared/ui/mui';
import { ValidationError } from 'yup';
import { assignTripSchema, DRIVER_STATE_LABELS, MAX_ORDERS_PER_TRIP, routeOrder, TRIP_MESSAGES, type TripView } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useToasts } from '@comanda/shared/state';
import { useAssignTripMutation, useDeliveryMonitorQuery, useDriverSuggestionQuery } from '../api/delivery-api';
import { driversForAssignment } from '../lib/drivers';

/** An order to send out: its id and its number as the store reads it ('#0042'). */
export type AssignableOrder = { id: number; number: string };

export type AssignDriverDialogProps = {
  storeId: number;
  orders: readonly AssignableOrder[];
  open: boolean;
  onClose: () => void;
  onAssigned?: (trip: TripView) => void;
};

/**
 * "Atribuir entregador": the chosen orders (in the route's order when their points are known), a driver (free ones
 * first, with their state), the suggestion of the API (the nearest free driver) and POST …/delivery/trips.
 */
export function AssignDriverDialog({ storeId, orders, open, onClose, onAssigned }: AssignDriverDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="assign-driver-title" fullWidth maxWidth="sm">
      <DialogTitle id="assign-driver-title">Atribuir entregador</DialogTitle>
      {open && <AssignForm storeId={storeId} orders={orders} onClose={onClose} onAssigned={onAssigned} />}
    </Dialog>
  );
}

function AssignForm({ storeId, orders, onClose, onAssigned }: Omit<AssignDriverDialogProps, 'open'>) {
  const { enqueueSnackbar } = useToasts();
  const orderIds = orders.map((o) => o.id);
  const monitor = useDeliveryMonitorQuery(storeId);
  const suggestion = useDriverSuggestionQuery({ storeId, orderIds }, { skip: orders.length === 0 });
  const [assign, { isLoading: saving }] = useAssignTripMutation();
  const [driverId, setDriverId] = useState<string>('');
  const [errors, setErrors] = useState<{ driver?: string; general: string[] }>({ general: [] });

  const drivers = useMemo(() => driversForAssignment(monitor.data?.drivers ?? []), [monitor.data]);
  const suggested = suggestion.data != null ? (monitor.data?.drivers.find((d) => d.id === suggestion.data) ?? null) : null;
  const routed = useMemo(() => {
    const known = new Map((monitor.data?.orders ?? []).map((o) => [o.id, o]));
    const store = monitor.data?.store;
    const start = store && store.latitude !== null && store.longitude !== null ? { latitude: store.latitude, longitude: store.longitude } : null;
    const stops = orders.map((o) => {
      const m = known.get(o.id);
      return m && m.latitude !== null && m.longitude !== null ? { latitude: m.latitude, longitude: m.longitude } : null;
    });
    return routeOrder(start, stops).map((index) => ({ ...orders[index]!, detail: known.get(orders[index]!.id) }));
  }, [monitor.data, orders]);

  const submit = async () => {
    let body: { driver_id: number; order_ids: number[] };
    try {
      body = await assignTripSchema.validate({ driver_id: driverId === '' ? undefined : Number(driverId), order_ids: orderIds }, { abortEarly: false });
    } catch (error) {
      const inner = error instanceof ValidationError ? error.inner : [];
      setErrors({ driver: inner.find((e) => e.path === 'driver_id')?.message, general: inner.filter((e) => e.path !== 'driver_id').map((e) => e.message) });
      return;
    }
    setErrors({ general: [] });
    try {
      const trip = await assign({ storeId, ...body }).unwrap();
      enqueueSnackbar(orders.length === 1 ? `Pedido ${orders[0]!.number} atribuído a ${trip.driver.name}.` : `${orders.length} pedidos atribuídos a ${trip.driver.name}.`, {
        variant: 'success',
      });
      onAssigned?.(trip);
      onClose();
    } catch (error) {
      const apiError = toApiError(error, 'Não foi possível atribuir o entregador.');
      const fields = firstFieldErrors(apiError);
      const { driver_id: driver, ...others } = fields;
      const general = Object.values(others);
      setErrors({ driver, general: general.length > 0 || driver ? general : [apiError.message] });
    }
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Box>
            <Typography variant="subtitle2" component="h3">
              {orders.length === 1 ? 'Pedido' : `Pedidos (${orders.length}) na ordem da rota`}
            </Typography>
            <List dense aria-label="Pedidos da viagem" disablePadding>
              {routed.map((order, index) => (
                <ListItem key={order.id} disableGutters>
                  <ListItemText
                    primary={`${orders.length > 1 ? `${index + 1}. ` : ''}${order.number}${order.detail ? ` — ${order.detail.customer_name}` : ''}`}
                    secondary={order.detail?.district ?? undefined}
                  />
                </ListItem>
              ))}
            </List>
            {orders.length > MAX_ORDERS_PER_TRIP && <Alert severity="warning" role="status">{TRIP_MESSAGES.tooManyOrders(MAX_ORDERS_PER_TRIP)}</Alert>}
          </Box>
          {suggestion.isSuccess &&
            (suggested ? (
              <Alert
                severity="info"
                role="status"
                action={
                  <Button color="inherit" size="small" onClick={() => setDriverId(String(suggested.id))}>
                    Usar sugestão
                  </Button>
                }
              >
                Sugerido: {suggested.name}
              </Alert>
            ) : (
              <Alert severity="warning" role="status">
                {TRIP_MESSAGES.noSuggestion}
              </Alert>
            ))}
          <TextField
            select
            id="assign-driver"
            label="Entregador"
            value={driverId}
            onChange={(event) => setDriverId(event.target.value)}
            error={Boolean(errors.driver)}
            helperText={errors.driver ?? (monitor.isSuccess && drivers.length === 0 ? 'Nenhum entregador ativo. Cadastre em Entregadores.' : undefined)}
            disabled={monitor.isLoading}
            fullWidth
          >
            {drivers.map((driver) => (
              <MenuItem key={driver.id} value={String(driver.id)}>
                {driver.name} — {DRIVER_STATE_LABELS[driver.state]}
              </MenuItem>
            ))}
          </TextField>
          {errors.general.length > 0 && (
            <Alert severity="error" role="alert">
              {errors.general.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={() => void submit()} loading={saving}>
          Atribuir
        </Button>
      </DialogActions>
    </>
  );
}
