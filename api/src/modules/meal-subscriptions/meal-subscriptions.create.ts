import { and, eq } from 'drizzle-orm';
import { localDateAt, MEAL_SUBSCRIPTION_MESSAGES as M, mealSubscriptionSchema, minOrderNotReachedMessage, type MealSubscription, type OrderAddress } from '@comanda/shared/domain';
import type { Db, DbHandle } from '../../db/client';
import { customerAddresses, mealSubscriptions, products, stores, type UserRow } from '../../db/schema';
import { fieldError, HttpError, validationError } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import { chargeDelivery } from '../delivery-address/delivery-charge';
import type { DeliveryPlacer } from '../delivery-address/delivery-placer';
import { loadOrderingContext } from '../orders/orders.context';
import { placedOrderAddress } from '../orders/orders.new-order';
import { priceOrderItems } from '../orders/orders.pricing';
import { byId, loadSubscriptions } from './meal-subscriptions.queries';
import { toMealSubscription } from './meal-subscriptions.serialize';

export type SubscribeContext = { db: Db; sql: DbHandle; now: Date; user: UserRow; placeAddress: DeliveryPlacer };

/** A 422 of the order code re-keyed to this request's field (`items.0.selected_options.x` → `selected_options.x`). */
function rekeyed(err: unknown, rename: (field: string) => string): never {
  if (err instanceof HttpError && err.statusCode === 422 && err.errors) {
    const errors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(err.errors)) (errors[rename(field)] ??= []).push(...messages);
    throw validationError(errors);
  }
  throw err;
}

async function storeSlugOfProduct(db: Db, productId: number): Promise<string> {
  const [row] = await db.select({ slug: stores.slug }).from(products).innerJoin(stores, eq(stores.id, products.storeId)).where(eq(products.id, productId)).limit(1);
  if (!row) throw fieldError('product_id', M.productNotSubscribable);
  return row.slug;
}

/**
 * POST /customer/meal-subscriptions: everything the client sends is resolved against the server's data — the
 * product must be orderable now and offer a subscription, its options are resolved and priced by the orders'
 * line pricing, the address is one of the customer's saved ones placed by the server inside the store's
 * delivery area (the checkout's own quote), the payment method one the store accepts.
 */
export async function subscribe(ctx: SubscribeContext, body: unknown): Promise<MealSubscription> {
  const today = localDateAt(ctx.now);
  const input = await validateBody(mealSubscriptionSchema(today), body);
  if (!ctx.user.phone) throw fieldError('phone', M.phoneRequired);
  const slug = await storeSlugOfProduct(ctx.db, input.product_id);
  const { store, products: catalog } = await loadOrderingContext(ctx.sql, slug, [input.product_id], ctx.now).catch(() => {
    throw fieldError('product_id', M.productNotSubscribable);
  });
  const orderable = catalog.get(input.product_id);
  const options = orderable?.options as { has_subscription?: boolean } | null | undefined;
  if (!orderable || options?.has_subscription !== true) throw fieldError('product_id', M.productNotSubscribable);
  if (!store.orderTypes.includes('delivery')) throw fieldError('address_id', M.deliveryUnavailable);
  if (!store.paymentMethods.includes(input.payment_method as (typeof store.paymentMethods)[number])) throw fieldError('payment_method', M.paymentUnavailable);

  let priced;
  try {
    priced = priceOrderItems(catalog, store.businessType?.slug ?? null, [{ product_id: input.product_id, quantity: input.quantity, selected_options: input.selected_options ?? null }], store.quantityLimits);
  } catch (err) {
    rekeyed(err, (field) => field.replace(/^items\.0\./, ''));
  }
  const item = priced[0]!;

  const [saved] = await ctx.db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, input.address_id), eq(customerAddresses.userId, ctx.user.id)))
    .limit(1);
  if (!saved) throw fieldError('address_id', M.addressNotFound);
  const typed = { cep: saved.cep, address: saved.address, number: saved.number, complement: saved.complement, district: saved.district, city: saved.city, state: saved.state, reference: saved.reference, latitude: saved.latitude, longitude: saved.longitude };
  let charged;
  try {
    charged = await chargeDelivery(ctx.placeAddress, { store, orderType: 'delivery', address: typed, subtotalCents: item.totalCents, discountCents: 0, now: ctx.now });
  } catch (err) {
    rekeyed(err, () => 'address_id');
  }
  const { quote, placed } = charged;
  // Every delivery would be refused by the checkout's minimum: refuse the subscription instead.
  if (!quote.minOrderReached) throw fieldError('quantity', minOrderNotReachedMessage(quote.minOrderCents));
  const address = placedOrderAddress('delivery', typed, placed) as OrderAddress;

  const [row] = await ctx.db
    .insert(mealSubscriptions)
    .values({
      userId: ctx.user.id,
      storeId: store.id,
      productId: input.product_id,
      selectedOptions: item.selectedOptions as Record<string, unknown> | null,
      optionLines: item.optionLines,
      quantity: input.quantity,
      frequency: input.frequency,
      weekdays: input.weekdays as string[],
      dayOfMonth: input.day_of_month ?? null,
      addressId: saved.id,
      address,
      paymentMethod: input.payment_method,
      notes: input.notes ?? null,
      startDate: input.start_date,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  const [loaded] = await loadSubscriptions(ctx.db, byId(row!.id), today);
  return toMealSubscription(loaded!, today);
}
