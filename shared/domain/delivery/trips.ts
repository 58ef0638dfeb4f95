import { array, number, object, string } from 'yup';
import { distanceKm, type Coordinates } from '../orders/delivery';
import type { DriverState } from './drivers';
import '../validation/yup-locale';

/** assigned → accepted → picked_up → finished; the driver may decline an assigned trip, the store cancel one not picked up. */
export const TRIP_STATUSES = ['assigned', 'accepted', 'picked_up', 'finished', 'declined', 'cancelled'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];
export const ACTIVE_TRIP_STATUSES: readonly TripStatus[] = ['assigned', 'accepted', 'picked_up'];
export const TRIP_STATUS_LABELS: Record<TripStatus, string> = {
  assigned: 'Aguardando aceite',
  accepted: 'Aceita',
  picked_up: 'Em rota',
  finished: 'Concluída',
  declined: 'Recusada',
  cancelled: 'Cancelada',
};

export type TripAction = 'accept' | 'decline' | 'pickup' | 'cancel';

const TRIP_MOVES: Record<TripAction, { from: readonly TripStatus[]; to: TripStatus }> = {
  accept: { from: ['assigned'], to: 'accepted' },
  decline: { from: ['assigned'], to: 'declined' },
  pickup: { from: ['accepted'], to: 'picked_up' },
  cancel: { from: ['assigned', 'accepted'], to: 'cancelled' },
};

/** The status a trip moves to by `action`, or null when it cannot from `status`. */
export function tripMove(status: TripStatus, action: TripAction): TripStatus | null {
  const move = TRIP_MOVES[action];
  return move.from.includes(status) ? move.to : null;
}

export const TRIP_MESSAGES = {
  driverRequired: 'Escolha o entregador',
  ordersRequired: 'Escolha ao menos um pedido',
  tooManyOrders: (max: number) => `Uma viagem leva no máximo ${max} pedidos`,
  orderNotReady: (n: string) => `O pedido ${n} não está pronto para entrega`,
  orderNotDelivery: (n: string) => `O pedido ${n} não é de entrega`,
  orderAssigned: (n: string) => `O pedido ${n} já está com um entregador`,
  orderUnknown: (id: number) => `Pedido ${id} não encontrado nesta loja`,
  driverInactive: 'Este entregador está inativo',
  driverBusy: 'Este entregador já está em uma viagem',
  driverNoAccount: 'Este entregador ainda não aceitou o convite do app',
  tripMoved: (label: string) => `Esta viagem está ${label.toLowerCase()}`,
  codeRequired: 'Informe o código de entrega',
  codeWrong: 'Código de entrega incorreto. Peça ao cliente os 4 dígitos mostrados no acompanhamento do pedido.',
  cashRequired: 'Informe quanto recebeu em dinheiro',
  cashShort: (total: string) => `O valor recebido é menor que o total do pedido (${total})`,
  notOnTrip: 'Este pedido não está em rota com você',
  noSuggestion: 'Nenhum entregador livre e online agora',
  offline: 'Fique online para receber e fazer entregas',
} as const;

/** Orders one trip may carry (a motorbike's box). */
export const MAX_ORDERS_PER_TRIP = 5;

export const assignTripSchema = object({
  driver_id: number().typeError(TRIP_MESSAGES.driverRequired).required(TRIP_MESSAGES.driverRequired).integer().positive(),
  order_ids: array(number().required().integer().positive())
    .typeError(TRIP_MESSAGES.ordersRequired)
    .required(TRIP_MESSAGES.ordersRequired)
    .min(1, TRIP_MESSAGES.ordersRequired)
    .max(MAX_ORDERS_PER_TRIP, TRIP_MESSAGES.tooManyOrders(MAX_ORDERS_PER_TRIP)),
});

export const deliverOrderSchema = object({
  code: string().trim().required(TRIP_MESSAGES.codeRequired).matches(/^\d{4}$/, TRIP_MESSAGES.codeWrong),
  /** Cash handed over for a cash order, in reais (≥ the total; the change is the difference). */
  cash_received: number().typeError(TRIP_MESSAGES.cashRequired).min(0).nullable().default(null),
});

/**
 * The route rule: from the store, always to the nearest stop not visited yet (nearest neighbour). Stops without
 * coordinates go last, in the order given. Returns the indexes of `stops` in visiting order.
 */
export function routeOrder(start: Coordinates | null, stops: (Coordinates | null)[]): number[] {
  const located = stops.map((point, index) => ({ point, index })).filter((s): s is { point: Coordinates; index: number } => s.point !== null);
  const unlocated = stops.map((point, index) => ({ point, index })).filter((s) => s.point === null).map((s) => s.index);
  const order: number[] = [];
  let here = start ?? located[0]?.point ?? null;
  const left = [...located];
  while (left.length > 0 && here) {
    let best = 0;
    for (let i = 1; i < left.length; i++) if (distanceKm(here, left[i]!.point) < distanceKm(here, left[best]!.point)) best = i;
    const [next] = left.splice(best, 1);
    order.push(next!.index);
    here = next!.point;
  }
  return [...order, ...unlocated];
}

export type DriverCandidate = { id: number; state: DriverState; active: boolean; position: Coordinates | null };

/** The suggestion for a trip: the nearest free (online, idle, active) driver to the store; the first free one when positions are missing. */
export function suggestDriver(store: Coordinates | null, drivers: DriverCandidate[]): number | null {
  const free = drivers.filter((d) => d.active && d.state === 'idle');
  if (free.length === 0) return null;
  if (!store) return free[0]!.id;
  const withDistance = free.map((d) => ({ id: d.id, km: d.position ? distanceKm(store, d.position) : Number.POSITIVE_INFINITY }));
  withDistance.sort((a, b) => a.km - b.km);
  return withDistance[0]!.id;
}

/** A driver's speed in town for the estimate shown to the customer (km/h), by vehicle. */
const SPEED_KMH = { moto: 25, bicicleta: 14, carro: 22, a_pe: 5 } as const;

/** Minutes left for the driver at `from` to reach `to` (straight line × 1.3 for streets), at least 1. */
export function etaMinutes(from: Coordinates, to: Coordinates, vehicle: keyof typeof SPEED_KMH): number {
  const km = distanceKm(from, to) * 1.3;
  return Math.max(1, Math.round((km / SPEED_KMH[vehicle]) * 60));
}

/** Minutes after which an order out for delivery counts as late (from when it was accepted by the store). */
export const LATE_AFTER_MINUTES_DEFAULT = 45;

/**
 * The promised minutes of a store's delivery time text ('30-45 minutos' → 45, '40 min' → 40); the default when
 * the text has no number.
 */
export function promisedMinutes(deliveryTime: string | null | undefined): number {
  const numbers = (deliveryTime ?? '').match(/\d+/g)?.map(Number) ?? [];
  return numbers.length > 0 ? Math.max(...numbers) : LATE_AFTER_MINUTES_DEFAULT;
}

/** Whether an order placed at `placedAt` is late at `now` against the promised minutes. */
export function isLate(placedAt: Date, now: Date, promised: number): boolean {
  return now.getTime() - placedAt.getTime() > promised * 60_000;
}
