import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@comanda/shared/ui/mui';
import { TRIP_MESSAGES, type DriverProfile } from '@comanda/shared/domain';
import { toApiError } from '@comanda/shared/state';
import { useDriverTripsQuery } from '../api/driver-api';
import { TripCard } from './trip-card';

/** While online the list is polled too, in case a notification did not arrive. */
export const TRIPS_POLL_MS = 20_000;

/** The driver's trips in progress for the chosen store. */
export function DriverTrips({ profile }: { profile: DriverProfile }) {
  const { data: trips, isLoading, error, refetch } = useDriverTripsQuery(profile.driver_id, { pollingInterval: profile.online ? TRIPS_POLL_MS : 0 });

  if (isLoading) {
    return (
      <Box role="status" aria-label="Carregando entregas" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (error && !trips) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Tentar de novo</Button>}>
        {toApiError(error, 'Não foi possível carregar suas entregas.').message}
      </Alert>
    );
  }
  if (!trips || trips.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p">
          Nenhuma entrega no momento
        </Typography>
        <Typography color="text.secondary">{profile.online ? 'Quando a loja mandar pedidos para você, eles aparecem aqui.' : TRIP_MESSAGES.offline}</Typography>
      </Box>
    );
  }
  return (
    <Stack spacing={2} component="section" aria-label="Suas entregas">
      {trips.map((trip) => (
        <TripCard key={trip.id} trip={trip} driverId={profile.driver_id} />
      ))}
    </Stack>
  );
}
