/**
 * Dynamic PIX (issue 14): a store that connects a PSP implementing the Banco Central's "API Pix" gets, for each PIX
 * order, an immediate charge (cob) with its own txid and expiry; the PSP's webhook marks the order paid. Without a
 * provider the order keeps the static BR Code (pix.ts). Shared by the API (charges, webhook, expiry) and the pages
 * (the PIX block, the kanban's "Pago" badge, the settings form).
 */

/** The charge's life on our side: made by a job after the order commits, paid by the webhook, or expired. */
export const PIX_CHARGE_STATUSES = ['creating', 'active', 'paid', 'expired'] as const;
export type PixChargeStatus = (typeof PIX_CHARGE_STATUSES)[number];

/** The platform's default time to pay, in minutes, and the range a store may set. */
export const DEFAULT_PIX_EXPIRY_MINUTES = 30;
export const PIX_EXPIRY_MINUTES_RANGE = { min: 5, max: 1440 } as const;

/** BCB: a cob's txid is 26 to 35 characters of [a-zA-Z0-9]. */
export const PIX_TXID_PATTERN = /^[a-zA-Z0-9]{26,35}$/;

/**
 * The txid of an order's charge: 'CMD' + store id + 'P' + order id, zero-padded to 32 characters. Deterministic, so a
 * retried creation asks the PSP for the same charge (idempotent by txid) instead of making a second one.
 */
export function pixTxidForOrder(storeId: number, orderId: number): string {
  const head = `CMD${storeId}P`;
  return `${head}${String(orderId).padStart(32 - head.length, '0')}`;
}

/** The cob's valor.original ("12.34") in centavos; null when it is not a well-formed amount. */
export function pixAmountCents(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}\.\d{2}$/.test(value)) return null;
  const [reais, cents] = value.split('.') as [string, string];
  return Number(reais) * 100 + Number(cents);
}

/** centavos → the API Pix's decimal text ("12.34"). */
export const pixAmountText = (cents: number): string => (cents / 100).toFixed(2);

/** The reason an unpaid PIX order is cancelled with when its charge expires. */
export const PIX_EXPIRED_CANCEL_REASON = 'PIX não pago no prazo';

export const PIX_PAID_LABEL = 'Pago';
export const PIX_PAID_TITLE = 'Pagamento confirmado';

/** "Pague em até 30 min": the time to pay, as the PIX block states it. */
export function pixPayWithinLabel(minutes: number): string {
  if (minutes < 60 || minutes % 60 !== 0) return `Pague em até ${minutes} min`;
  const hours = minutes / 60;
  return `Pague em até ${hours} ${hours === 1 ? 'hora' : 'horas'}`;
}

/** The checkout's PIX option, before the order exists: "Pague em até 30 min pelo código que aparece após o pedido". */
export const pixCheckoutDeadline = (minutes: number): string => `${pixPayWithinLabel(minutes)} pelo código que aparece após o pedido`;

/** The countdown to the charge's expiry: '29:59', '1:05:00'; '0:00' once expired. */
export function pixCountdown(expiresAt: string | Date, now: Date): string {
  const left = Math.max(0, Math.floor((new Date(expiresAt).getTime() - now.getTime()) / 1000));
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = String(left % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The minutes a charge gives to pay, from when the order was placed to its expiry (rounded). */
export const pixMinutesToPay = (createdAt: string, expiresAt: string): number => Math.round((Date.parse(expiresAt) - Date.parse(createdAt)) / 60_000);
