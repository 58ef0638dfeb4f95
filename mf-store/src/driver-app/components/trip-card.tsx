import { useState } from 'react';
import { Card, CardActions, CardContent } from '@mui/material';
import { Button, Chip, Stack, Typography } from '@comanda/shared/ui/mui';
import { TRIP_STATUS_LABELS, type TripStatus, type TripStopView, type TripView } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { ConfirmDialog } from '@comanda/shared/ui';
import { useAcceptTripMutation, useDeclineTripMutation, usePickupTripMutation } from '../api/driver-api';
import { DeliverDialog } from './deliver-dialog';
import { TripStop } from './trip-stop';

const STATUS_COLOR: Record<TripStatus, 'warning' | 'info' | 'success' | 'default'> = {
  assigned: 'warning',
  accepted: 'info',
  picked_up: 'success',
  finished: 'default',
  declined: 'default',
  cancelled: 'default',
};

const BIG = { minHeight: 56, fontSize: 18 } as const;

/** One trip: its status, where to pick the orders up, the stops in the route's order and the next step's button. */
export function TripCard({ trip, driverId }: { trip: TripView; driverId: number }) {
  const { enqueueSnackbar } = useToasts();
  const [accept, accepting] = useAcceptTripMutation();
  const [decline, declining] = useDeclineTripMutation();
  const [pickup, pickingUp] = usePickupTripMutation();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [delivering, setDelivering] = useState<TripStopView | null>(null);
  const busy = accepting.isLoading || declining.isLoading || pickingUp.isLoading;
  const args = { driverId, tripId: trip.id };

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(toApiError(error).message, { variant: 'error' });
    }
  }

  const count = trip.stops.length;
  return (
    <Card component="article" aria-label={`Viagem ${trip.id}`} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {count === 1 ? '1 entrega' : `${count} entregas`}
          </Typography>
          <Chip label={TRIP_STATUS_LABELS[trip.status]} color={STATUS_COLOR[trip.status]} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Retirar em: {trip.store.name} — {trip.store.address}
        </Typography>
        {trip.stops.map((stop, index) => (
          <TripStop key={stop.order_id} stop={stop} position={index + 1} canDeliver={trip.status === 'picked_up'} onDeliver={() => setDelivering(stop)} />
        ))}
      </CardContent>
      {trip.status === 'assigned' && (
        <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
          <Button variant="outlined" color="error" size="large" disabled={busy} onClick={() => setConfirmDecline(true)} sx={{ ...BIG, flex: 1 }}>
            Recusar
          </Button>
          <Button variant="contained" size="large" disabled={busy} onClick={() => void run(() => accept(args).unwrap(), 'Viagem aceita. Vá até a loja retirar os pedidos.')} sx={{ ...BIG, flex: 2 }}>
            Aceitar
          </Button>
        </CardActions>
      )}
      {trip.status === 'accepted' && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button variant="contained" size="large" fullWidth disabled={busy} onClick={() => void run(() => pickup(args).unwrap(), 'Pedidos retirados. Bom caminho!')} sx={BIG}>
            Retirei os pedidos
          </Button>
        </CardActions>
      )}
      <ConfirmDialog
        open={confirmDecline}
        title="Recusar esta viagem?"
        text="A loja escolherá outro entregador para estes pedidos."
        confirmLabel="Recusar viagem"
        busy={busy}
        onCancel={() => setConfirmDecline(false)}
        onConfirm={() => {
          setConfirmDecline(false);
          void run(() => decline(args).unwrap(), 'Viagem recusada.');
        }}
      />
      {delivering && <DeliverDialog driverId={driverId} stop={delivering} onClose={() => setDelivering(null)} />}
    </Card>
  );
}
