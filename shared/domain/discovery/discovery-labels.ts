import { formatBRL, reaisToCents } from '../money';
import { formatOpening } from '../store/store-schedule';
import type { DiscoveryDelivery } from './discovery-wire';

/** '30-45 minutos', '30 a 45 min', '40 min' → minutes; null when the text says no number. */
export function deliveryTimeMinutes(text: string | null | undefined): { min: number; max: number } | null {
  const numbers = (text ?? '').match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length === 0) return null;
  const [first, second] = numbers as [number, number | undefined];
  return second === undefined ? { min: first, max: first } : { min: Math.min(first, second), max: Math.max(first, second) };
}

export const DISCOVERY_STATUS = { open: 'Aberta agora', closed: 'Fechada', paused: 'Pedidos pausados' } as const;

/** 'Aberta agora', 'Fechada · abre hoje às 18:00' (or 'abre terça às 18:00': formatOpening), 'Pedidos pausados', 'Fechada'. */
export function discoveryStatusText(status: { isOpen: boolean; paused: boolean; opensAt: string | null }, now: Date): string {
  if (status.isOpen) return DISCOVERY_STATUS.open;
  if (status.paused) return DISCOVERY_STATUS.paused;
  return status.opensAt ? `${DISCOVERY_STATUS.closed} · abre ${formatOpening(new Date(status.opensAt), now)}` : DISCOVERY_STATUS.closed;
}

export const NO_DELIVERY_TEXT = 'Não entrega no seu endereço';

/** 'Entrega R$ 5,00 · 30–45 min', 'Entrega grátis · 30–45 min', or 'Não entrega no seu endereço'. */
export function discoveryDeliveryText(delivery: DiscoveryDelivery | null): string {
  if (!delivery) return NO_DELIVERY_TEXT;
  const fee = delivery.free ? 'Entrega grátis' : `Entrega ${formatBRL(reaisToCents(delivery.fee))}`;
  if (!delivery.eta) return fee;
  const { min, max } = delivery.eta;
  return `${fee} · ${min === max ? `${min}` : `${min}–${max}`} min`;
}
