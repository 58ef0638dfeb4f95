import { randomUUID } from 'node:crypto';
import { onlyDigits, storedOrderAddress, type CreateOrderInput, type OrderAddress, type PlacedAddress } from '@comanda/shared/domain';
import type { OrderRow } from '../../db/schema';
import type { Charge } from './orders.charge';
import type { NewOrder } from './orders.write';

/** Stored with the server's district, city, state and point, never the client's coordinates (online and POS orders). */
export function placedOrderAddress(orderType: string, address: CreateOrderInput['address'], placed: PlacedAddress | null): OrderAddress | null {
  if (orderType !== 'delivery' || !address || !placed) return null;
  return storedOrderAddress({
    ...address,
    district: placed.district,
    city: placed.city,
    state: placed.state,
    latitude: placed.location?.latitude ?? null,
    longitude: placed.location?.longitude ?? null,
  });
}

/** The row to write: the customer's details from the input, every amount from the server's charge. */
export function newOrder(
  input: CreateOrderInput,
  charge: Charge,
  request: { storeId: number; userId: number | null; idempotencyKey: string; requestHash: string },
): NewOrder {
  const address = placedOrderAddress(input.order_type, input.address, charge.placed);
  return {
    publicId: randomUUID(),
    storeId: request.storeId,
    orderType: input.order_type as OrderRow['orderType'],
    userId: request.userId,
    customerName: input.customer.name,
    customerPhone: onlyDigits(input.customer.phone),
    customerEmail: input.customer.email || null,
    address,
    district: address?.district ?? null,
    latitude: address?.latitude ?? null,
    longitude: address?.longitude ?? null,
    tableLabel: input.order_type === 'dine_in' ? input.table || null : null,
    subtotalCents: charge.subtotalCents,
    discountCents: charge.discountCents,
    deliveryFeeCents: charge.deliveryFeeCents,
    deliveryFeeWaivedCents: charge.deliveryFeeWaivedCents,
    totalCents: charge.totalCents,
    couponId: charge.couponId,
    couponCode: charge.couponCode,
    couponPerCustomer: charge.couponPerCustomer,
    paymentMethod: input.payment.method as OrderRow['paymentMethod'],
    changeForCents: charge.changeForCents,
    notes: input.notes || null,
    estimatedTime: charge.estimatedTime,
    deliveryZone: charge.deliveryZone,
    items: charge.items,
    // "Agendar para": the order waits as 'scheduled' until its release job (orders.scheduled-release.ts).
    ...(charge.scheduledSlot
      ? { status: 'scheduled' as const, scheduledFor: new Date(charge.scheduledSlot.start), scheduledUntil: new Date(charge.scheduledSlot.end) }
      : {}),
    idempotencyKey: request.idempotencyKey,
    requestHash: request.requestHash,
  };
}
