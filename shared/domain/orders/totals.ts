/** Order money, centavos: items subtotal − coupon discount + delivery fee; the discount never exceeds the subtotal. */
export type OrderTotals = { subtotalCents: number; discountCents: number; deliveryFeeCents: number; totalCents: number };

export function orderTotals(input: { subtotalCents: number; discountCents: number; deliveryFeeCents: number }): OrderTotals {
  const discountCents = Math.min(Math.max(input.discountCents, 0), input.subtotalCents);
  const deliveryFeeCents = Math.max(input.deliveryFeeCents, 0);
  return {
    subtotalCents: input.subtotalCents,
    discountCents,
    deliveryFeeCents,
    totalCents: input.subtotalCents - discountCents + deliveryFeeCents,
  };
}
