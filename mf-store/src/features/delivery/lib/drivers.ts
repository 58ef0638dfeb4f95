import { formatBRL, reaisToCents, type DriverState, type DriverView } from '@comanda/shared/domain';

const STATE_ORDER: Record<DriverState, number> = { idle: 0, on_trip: 1, offline: 2 };

/** Drivers to choose for a trip: active ones only, free first, then on a trip, then offline; by name inside each. */
export function driversForAssignment(drivers: readonly DriverView[]): DriverView[] {
  return drivers.filter((d) => d.active).sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.name.localeCompare(b.name, 'pt-BR'));
}

/** Reais on the wire → 'R$ 12,50'. */
export const formatReaisBRL = (reais: number) => formatBRL(reaisToCents(reais));
