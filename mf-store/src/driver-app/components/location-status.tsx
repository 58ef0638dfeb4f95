import { Typography } from '@comanda/shared/ui/mui';
import { TRIP_MESSAGES } from '@comanda/shared/domain';
import type { LocationStatus } from '../hooks/use-position-sharing';

const TEXT: Record<LocationStatus, string> = {
  off: TRIP_MESSAGES.offline,
  waiting: 'Obtendo sua localização…',
  active: 'Localização ativa',
  denied: 'Permita o acesso à localização para ficar online',
  unsupported: 'Permita o acesso à localização para ficar online',
  unavailable: 'Sem sinal de localização. Verifique se o GPS está ligado.',
};

/** One small line under the switch: whether the store sees where the driver is. */
export function LocationStatusLine({ status }: { status: LocationStatus }) {
  const warn = status === 'denied' || status === 'unsupported' || status === 'unavailable';
  return (
    <Typography role="status" variant="body2" sx={{ fontWeight: warn ? 700 : 400, color: warn ? 'warning.light' : 'inherit', opacity: warn ? 1 : 0.9 }}>
      {TEXT[status]}
    </Typography>
  );
}
