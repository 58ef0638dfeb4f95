import { Chip } from '@comanda/shared/ui/mui';
import { DRIVER_STATE_LABELS, type DriverState } from '@comanda/shared/domain';

const COLOURS = { offline: 'default', idle: 'success', on_trip: 'info' } as const;

/** Offline / Livre / Em rota. */
export function DriverStateChip({ state }: { state: DriverState }) {
  return <Chip size="small" label={DRIVER_STATE_LABELS[state]} color={COLOURS[state]} variant={state === 'offline' ? 'outlined' : 'filled'} />;
}
