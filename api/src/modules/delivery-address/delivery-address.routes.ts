import type { FastifyInstance } from 'fastify';
import { deliveryQuoteRequestSchema, reaisToCents, type DeliveryQuoteResponse } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { validateBody } from '../../lib/validate-body';
import { getPublicStore } from '../stores/stores.service';
import { chargeDelivery } from './delivery-charge';

const reais = (cents: number) => cents / 100;

export async function deliveryAddressRoutes(app: FastifyInstance): Promise<void> {
  // Public, like the storefront and POST /orders: what the checkout shows for a typed address.
  app.post<{ Params: { slug: string } }>('/stores/:slug/delivery-quote', { config: { access: access.public } }, async (request) => {
    const body = await validateBody(deliveryQuoteRequestSchema, request.body);
    const now = app.now();
    const store = await getPublicStore(app.db, request.params.slug, now);
    const subtotalCents = body.subtotal == null ? 0 : reaisToCents(body.subtotal);
    const { quote, placed } = await chargeDelivery(app.deliveryPlacer, { store, orderType: 'delivery', address: body.address, subtotalCents, discountCents: 0, now });
    const delivery = quote.delivery?.ok ? quote.delivery : null;
    const data: DeliveryQuoteResponse = {
      zone: delivery?.zoneName ?? null,
      delivery_fee: reais(delivery?.feeCents ?? 0),
      base_fee: reais(delivery?.baseFeeCents ?? 0),
      free_delivery: delivery?.freeDelivery ?? false,
      min_order: reais(quote.minOrderCents),
      estimated_time: delivery?.estimatedTime ?? null,
      distance_km: delivery?.distanceKm === null || delivery?.distanceKm === undefined ? null : Math.round(delivery.distanceKm * 10) / 10,
      zone_kind: delivery?.zoneKind ?? null,
      distance_fee: reais(delivery?.distanceFeeCents ?? 0),
      surcharges: (delivery?.surcharges ?? []).map((s) => ({ label: s.label, amount: reais(s.amountCents) })),
      address: {
        district: placed!.district,
        city: placed!.city,
        state: placed!.state,
        latitude: placed!.location?.latitude ?? null,
        longitude: placed!.location?.longitude ?? null,
      },
    };
    return { data };
  });
}
