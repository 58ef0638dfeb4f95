import { number, object } from 'yup';
import type { DeliveryZoneKind } from '../delivery/zones';
import { reaisToCents } from '../money';
import { DELIVERY_REFUSAL_FIELDS, type DeliveryQuote, type DeliveryRefusalReason } from './delivery';
import { ORDER_MESSAGES, orderAddressSchema } from './order-request-schema';

/** POST /api/stores/{slug}/delivery-quote: the address and, for free delivery, the items subtotal (reais). */
export const deliveryQuoteRequestSchema = object({
  address: orderAddressSchema.typeError(ORDER_MESSAGES.addressRequired).required(ORDER_MESSAGES.addressRequired),
  subtotal: number().typeError('Subtotal inválido').min(0, 'Subtotal inválido').max(1_000_000, 'Subtotal inválido').nullable().optional(),
});

/** The answer (reais): what delivering to the address costs, computed like the order's charge. */
export type DeliveryQuoteResponse = {
  zone: string | null;
  delivery_fee: number;
  /** The fee before free delivery. */
  base_fee: number;
  free_delivery: boolean;
  min_order: number;
  estimated_time: string | null;
  distance_km: number | null;
  /** The kind of zone that priced it ('polygon', 'district', 'distance'); null = the flat fee. Absent from older servers. */
  zone_kind?: DeliveryZoneKind | null;
  /** The per-km part of base_fee (reais). */
  distance_fee?: number;
  /** The surcharges in base_fee (time windows, rain mode), reais. */
  surcharges?: { label: string; amount: number }[];
  /** Where the server placed the address (CEP's district, city and state; its own geocoder's point). */
  address: { district: string; city: string; state: string; latitude: number | null; longitude: number | null };
};

/** The server's answer as the checkout's DeliveryQuote (centavos). */
export function deliveryQuoteOfResponse(response: DeliveryQuoteResponse): DeliveryQuote {
  return {
    ok: true,
    feeCents: reaisToCents(response.delivery_fee),
    baseFeeCents: reaisToCents(response.base_fee),
    freeDelivery: response.free_delivery,
    minOrderCents: reaisToCents(response.min_order),
    estimatedTime: response.estimated_time,
    zoneName: response.zone,
    distanceKm: response.distance_km,
    zoneKind: response.zone_kind ?? null,
    distanceFeeCents: reaisToCents(response.distance_fee ?? 0),
    surcharges: (response.surcharges ?? []).map((s) => ({ label: s.label, amountCents: reaisToCents(s.amount) })),
  };
}

/** A 422 body of POST /delivery-quote as a refusal (the first `address.*` message); null for any other error. */
export function deliveryRefusalOf(body: unknown): DeliveryQuote | null {
  const errors = body && typeof body === 'object' ? (body as { errors?: Record<string, unknown> }).errors : undefined;
  if (!errors || typeof errors !== 'object') return null;
  for (const [reason, field] of Object.entries(DELIVERY_REFUSAL_FIELDS) as [DeliveryRefusalReason, string][]) {
    const messages = errors[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string') return { ok: false, reason, message: messages[0] };
  }
  const first = Object.entries(errors).find(([field, messages]) => field.startsWith('address') && Array.isArray(messages) && typeof messages[0] === 'string');
  return first ? { ok: false, reason: 'location', message: (first[1] as string[])[0]! } : null;
}
