import { useCallback, type ReactNode } from 'react';
import { Alert, Box, Button, Typography } from '@comanda/shared/ui/mui';
import { DRIVER_MESSAGES, type DriverProfile } from '@comanda/shared/domain';
import { toApiError, useAuth } from '@comanda/shared/state';
import { PageSpinner, UserMenu } from '@comanda/shared/ui';
import { useDriverProfilesQuery, useSendDriverPositionMutation } from './api/driver-api';
import { DriverTopBar } from './components/driver-top-bar';
import { DriverTrips } from './components/driver-trips';
import { usePositionSharing, type PositionReading } from './hooks/use-position-sharing';
import { useRefreshOnNotification } from './hooks/use-refresh-on-notification';
import { useSelectedProfile } from './hooks/use-selected-profile';

function DriverScreen({ profiles, profile, onChooseStore }: { profiles: DriverProfile[]; profile: DriverProfile; onChooseStore: (storeId: number) => void }) {
  const [sendPosition] = useSendDriverPositionMutation();
  const driverId = profile.driver_id;
  const send = useCallback(
    // A lost position is not worth an error on the driver's screen: the next one follows in seconds.
    (reading: PositionReading) => void sendPosition({ driverId, ...reading }).unwrap().catch(() => undefined),
    [sendPosition, driverId],
  );
  const location = usePositionSharing(profile.online, send);

  return (
    <>
      <DriverTopBar profiles={profiles} profile={profile} location={location} onChooseStore={onChooseStore} />
      <Box component="main" sx={{ p: 2, maxWidth: 640, mx: 'auto' }}>
        {!profile.active && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {DRIVER_MESSAGES.inactive}
          </Alert>
        )}
        <DriverTrips profile={profile} />
      </Box>
    </>
  );
}

function Message({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box component="main" sx={{ p: 3, textAlign: 'center' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <UserMenu links={[]} />
      </Box>
      <Typography variant="h6" component="h1" sx={{ mt: 4 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The driver app's one screen: the chosen store's profile, the online switch and the trips. */
export function DriverHome() {
  const { user } = useAuth();
  const { data: profiles, isLoading, error, refetch } = useDriverProfilesQuery();
  const { selected, choose } = useSelectedProfile(profiles, user?.id ?? null);
  useRefreshOnNotification();

  if (isLoading) return <PageSpinner />;
  if (error && !profiles) {
    return (
      <Message title={toApiError(error, 'Não foi possível carregar seus dados de entregador.').message}>
        <Button variant="contained" size="large" sx={{ mt: 2 }} onClick={() => void refetch()}>
          Tentar de novo
        </Button>
      </Message>
    );
  }
  if (!profiles || !selected) {
    return (
      <Message title="Nenhuma loja cadastrou você como entregador">
        <Typography color="text.secondary">Peça à loja para enviar o convite para o seu e-mail.</Typography>
      </Message>
    );
  }
  return <DriverScreen profiles={profiles} profile={selected} onChooseStore={choose} />;
}
