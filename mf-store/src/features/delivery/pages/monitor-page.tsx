import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Checkbox, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { DRIVER_VEHICLE_LABELS, formatOrderTime, MAX_ORDERS_PER_TRIP, TRIP_STATUS_LABELS, type DeliveryMonitor } from '@comanda/shared/domain';
import { toApiError, useActiveStoreId } from '@comanda/shared/state';
import { DisabledReason, useNow } from '@comanda/shared/ui';
import { useDeliveryMonitorQuery } from '../api/delivery-api';
import { AssignDriverDialog } from '../components/assign-driver-dialog';
import { DriverStateChip } from '../components/driver-state-chip';
import { MONITOR_POLLING_MS, useLiveDelivery } from '../hooks/use-live-delivery';
import { formatReaisBRL } from '../lib/drivers';
import { lateAt, minutesSincePlaced, readyWithoutDriver, withDriver } from '../lib/monitor';

/** /store/delivery/monitor: a live map and lists of the orders ready or out for delivery and of the drivers. */
// Leaflet loads with the map, after the lists.
const DeliveryMap = lazy(() => import('../components/delivery-map').then((module) => ({ default: module.DeliveryMap })));

/** `refusal`: why the plan (or support mode) does not let the store send orders out (screens.tsx asks WriteGate). */
export function MonitorPage({ refusal = null }: { refusal?: string | null }) {
  const storeId = useActiveStoreId();
  return (
    <Box component="section" aria-labelledby="monitor-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="monitor-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        Monitor de entregas
      </Typography>
      {storeId === null ? <Alert severity="warning">Sua conta não está ligada a uma loja.</Alert> : <Monitor storeId={storeId} refusal={refusal} />}
    </Box>
  );
}

function Monitor({ storeId, refusal }: { storeId: number; refusal: string | null }) {
  useLiveDelivery(storeId);
  const now = useNow();
  const { data, isLoading, error, refetch } = useDeliveryMonitorQuery(storeId, { pollingInterval: MONITOR_POLLING_MS });
  if (isLoading) return <CircularProgress aria-label="Carregando o monitor" />;
  if (!data)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Tentar de novo
          </Button>
        }
      >
        {toApiError(error, 'Não foi possível carregar o monitor de entregas.').message}
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' }, alignItems: 'start' }}>
      <Box sx={{ minHeight: { lg: 520 } }}>
        <Suspense fallback={<CircularProgress aria-label="Carregando o mapa" />}>
          <DeliveryMap monitor={data} now={now} />
        </Suspense>
      </Box>
      <Stack spacing={2}>
        <ReadyOrders storeId={storeId} monitor={data} refusal={refusal} />
        <OutOrders monitor={data} now={now} />
        <Drivers monitor={data} />
      </Stack>
    </Box>
  );
}

function Section({ id, title, count, children, action }: { id: string; title: string; count: number; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {title}
        </Typography>
        <Chip size="small" label={count} />
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function ReadyOrders({ storeId, monitor, refusal }: { storeId: number; monitor: DeliveryMonitor; refusal: string | null }) {
  const ready = useMemo(() => readyWithoutDriver(monitor), [monitor]);
  const [picked, setPicked] = useState<number[]>([]);
  const [open, setOpen] = useState(false);
  // An order that left the list (assigned elsewhere, cancelled) is no longer picked.
  const chosen = ready.filter((o) => picked.includes(o.id));
  const full = chosen.length >= MAX_ORDERS_PER_TRIP;
  const toggle = (id: number) => setPicked((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  return (
    <Section
      id="monitor-ready"
      title="Prontos para entrega"
      count={ready.length}
      action={
        <DisabledReason reason={refusal}>
          <Button variant="contained" size="small" startIcon={<LocalShippingIcon />} disabled={chosen.length === 0 || Boolean(refusal)} onClick={() => setOpen(true)}>
            Atribuir entregador
          </Button>
        </DisabledReason>
      }
    >
      {ready.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          Nenhum pedido pronto esperando entregador.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Pedidos prontos para entrega">
          {ready.map((order) => {
            const checked = picked.includes(order.id);
            return (
              <ListItem key={order.id} disablePadding aria-label={`Pedido ${order.number}`}>
                <ListItemButton onClick={() => toggle(order.id)} disabled={!checked && full} dense>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Checkbox edge="start" checked={checked} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-label': `Selecionar pedido ${order.number}` } }} />
                  </ListItemIcon>
                  <ListItemText
                    primary={`${order.number} — ${order.customer_name}`}
                    secondary={[order.district, formatReaisBRL(order.total), `feito às ${formatOrderTime(order.placed_at)}`].filter(Boolean).join(' · ')}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      {full && (
        <Typography variant="caption" color="text.secondary">
          Uma viagem leva no máximo {MAX_ORDERS_PER_TRIP} pedidos.
        </Typography>
      )}
      <AssignDriverDialog
        storeId={storeId}
        orders={chosen.map((o) => ({ id: o.id, number: o.number }))}
        open={open}
        onClose={() => setOpen(false)}
        onAssigned={() => setPicked([])}
      />
    </Section>
  );
}

function OutOrders({ monitor, now }: { monitor: DeliveryMonitor; now: number }) {
  const out = withDriver(monitor);
  return (
    <Section id="monitor-out" title="Em rota" count={out.length}>
      {out.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          Nenhum pedido com entregador agora.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Pedidos em rota">
          {out.map((order) => {
            const late = lateAt(order, now, monitor.store.promised_minutes);
            const minutes = minutesSincePlaced(order, now);
            return (
              <ListItem
                key={order.id}
                aria-label={`Pedido ${order.number}`}
                data-late={late || undefined}
                sx={{ px: 1, borderLeft: 4, borderLeftColor: late ? 'error.main' : 'transparent', bgcolor: late ? 'rgba(211, 47, 47, 0.08)' : undefined, borderRadius: 1 }}
              >
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <span>
                        {order.number} — {order.customer_name}
                      </span>
                      {late && <Chip size="small" color="error" label="Atrasado" />}
                    </Box>
                  }
                  secondary={[order.driver_name, order.trip_status ? TRIP_STATUS_LABELS[order.trip_status] : null, order.district].filter(Boolean).join(' · ')}
                />
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: late ? 700 : 400, color: late ? 'error.main' : 'text.secondary' }}>
                  {minutes} min
                </Typography>
              </ListItem>
            );
          })}
        </List>
      )}
    </Section>
  );
}

function Drivers({ monitor }: { monitor: DeliveryMonitor }) {
  const drivers = monitor.drivers.filter((d) => d.active);
  return (
    <Section id="monitor-drivers" title="Entregadores" count={drivers.length}>
      {drivers.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          Nenhum entregador ativo.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Entregadores">
          {drivers.map((driver) => (
            <ListItem key={driver.id} aria-label={driver.name} disableGutters secondaryAction={<DriverStateChip state={driver.state} />}>
              <ListItemText primary={driver.name} secondary={[DRIVER_VEHICLE_LABELS[driver.vehicle], driver.cash_in_hand > 0 ? `${formatReaisBRL(driver.cash_in_hand)} em mãos` : null].filter(Boolean).join(' · ')} />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
