import { reaisToCents, type DeliverySimulation, type DeliverySimulationInput, type TypedDeliveryAddress } from '@comanda/shared/domain';
import type { SqlRunner } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { chargeDelivery } from '../delivery-address/delivery-charge';
import type { DeliveryPlacer } from '../delivery-address/delivery-placer';
import { loadPosOrderingContext } from '../orders/orders.context';

const reais = (cents: number) => cents / 100;

/** A delivery refusal of chargeDelivery (a 422 on an `address.*` field): its field and message. */
function refusalOf(err: unknown): { field: string; message: string } | null {
  if (!(err instanceof HttpError) || err.statusCode !== 422 || !err.errors) return null;
  const [field, messages] = Object.entries(err.errors).find(([key]) => key.startsWith('address')) ?? [];
  return field && messages?.[0] ? { field, message: messages[0] } : null;
}

/**
 * "Simular endereço": what the checkout would charge for this address now, by the very function that charges an
 * order (chargeDelivery: the server's CEP lookup and geocoder, then checkoutQuote on the store as the POS reads it,
 * published or not). The store types the CEP and the number; the rest comes from the CEP. A refusal is an answer.
 */
export async function simulateDelivery(sql: SqlRunner, placer: DeliveryPlacer, storeId: number, input: DeliverySimulationInput, now: Date): Promise<DeliverySimulation> {
  const { store } = await loadPosOrderingContext(sql, storeId, [], now, 'orderable');
  const typed: TypedDeliveryAddress = {
    cep: input.cep,
    address: input.street ?? '',
    number: input.number,
    district: input.district ?? '',
    city: input.city ?? '',
    state: input.state ?? '',
  };
  try {
    const subtotalCents = input.subtotal == null ? 0 : reaisToCents(input.subtotal);
    const { quote, placed } = await chargeDelivery(placer, { store, orderType: 'delivery', address: typed, subtotalCents, discountCents: 0, now, placement: { fillFromCep: true } });
    const delivery = quote.delivery;
    if (!delivery?.ok || !placed) return { ok: false, field: 'address', message: 'Não foi possível calcular a entrega deste endereço.' };
    return {
      ok: true,
      zone: { name: delivery.zoneName, kind: delivery.zoneKind ?? null },
      fee: reais(delivery.feeCents),
      baseFee: reais(delivery.baseFeeCents),
      distanceFee: reais(delivery.distanceFeeCents ?? 0),
      free: delivery.freeDelivery,
      surcharges: (delivery.surcharges ?? []).map((s) => ({ label: s.label, amount: reais(s.amountCents) })),
      minOrder: reais(delivery.minOrderCents),
      estimatedTime: delivery.estimatedTime,
      distanceKm: delivery.distanceKm === null ? null : Math.round(delivery.distanceKm * 10) / 10,
      address: {
        district: placed.district,
        city: placed.city,
        state: placed.state,
        latitude: placed.location?.latitude ?? null,
        longitude: placed.location?.longitude ?? null,
      },
    };
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal) return { ok: false, ...refusal };
    throw err;
  }
}
