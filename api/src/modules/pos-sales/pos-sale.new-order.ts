import { randomUUID } from 'node:crypto';
import { largestPaymentMethod, onlyDigits, type PosSaleInput, type TenderLine } from '@comanda/shared/domain';
import type { OrderRow, UserRow } from '../../db/schema';
import { placedOrderAddress } from '../orders/orders.new-order';
import type { NewOrder } from '../orders/orders.write';
import type { PosCharge } from './pos-sale.charge';

/** The name on a sale whose customer gave none. */
export const COUNTER_CUSTOMER_NAME = 'Cliente balcão';

export type SaleCustomer = { userId: number | null; name: string | null };

export type PosSaleRequest = {
  storeId: number;
  sessionId: number;
  operator: Pick<UserRow, 'id' | 'name'>;
  customer: SaleCustomer;
  discountApprovedBy: number | null;
  idempotencyKey: string;
  requestHash: string;
};

/**
 * The order row of a POS sale: channel 'pos', confirmed by the operator who took it (first history entry names
 * them), amounts from the server's charge, the method of its largest tender (cash while nothing is paid yet).
 */
export function newPosOrder(input: PosSaleInput, charge: PosCharge, lines: readonly TenderLine[], request: PosSaleRequest): NewOrder {
  const address = placedOrderAddress(input.order_type, input.address, charge.placed);
  return {
    publicId: randomUUID(),
    storeId: request.storeId,
    channel: 'pos',
    status: 'confirmed',
    orderType: input.order_type as OrderRow['orderType'],
    userId: request.customer.userId,
    customerName: input.customer?.name || request.customer.name || COUNTER_CUSTOMER_NAME,
    customerPhone: onlyDigits(input.customer?.phone),
    customerEmail: null,
    cpf: onlyDigits(input.customer?.cpf) || null,
    address,
    district: address?.district ?? null,
    latitude: address?.latitude ?? null,
    longitude: address?.longitude ?? null,
    tableLabel: input.order_type === 'dine_in' ? input.table || null : null,
    subtotalCents: charge.subtotalCents,
    discountCents: charge.discountCents,
    deliveryFeeCents: charge.deliveryFeeCents,
    deliveryFeeWaivedCents: 0,
    serviceChargeCents: charge.serviceChargeCents,
    totalCents: charge.totalCents,
    priceDifferenceCents: charge.priceDifferenceCents,
    couponId: null,
    couponCode: null,
    couponPerCustomer: false,
    paymentMethod: largestPaymentMethod(lines) ?? 'cash',
    changeForCents: null,
    notes: input.notes || null,
    estimatedTime: charge.estimatedTime,
    deliveryZone: charge.deliveryZone,
    soldOfflineAt: input.sold_offline_at ?? null,
    createdBy: request.operator.id,
    registerSessionId: request.sessionId,
    discountApprovedBy: request.discountApprovedBy,
    historyActor: { id: request.operator.id, name: request.operator.name },
    items: charge.items,
    idempotencyKey: request.idempotencyKey,
    requestHash: request.requestHash,
  };
}
