import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Product } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { mealSubscriptionDeliveries, mealSubscriptions, mealSubscriptionSkips, orders, products, stores, users, type MealSubscriptionRow } from '../../db/schema';
import { storedOptionsOf } from '../catalog/stored-options';
import type { OrderableProduct } from '../orders/orders.context';

/** A subscription with what its views need: the store, the product as an order would price it (null: no longer sold), the customer. */
export type LoadedSubscription = {
  row: MealSubscriptionRow;
  store: { id: number; name: string; slug: string; businessTypeSlug: string | null };
  product: { id: number; name: string; image: string | null; orderable: OrderableProduct | null };
  customer: { id: number; name: string; phone: string | null };
  skippedDates: string[];
};

const orderableNow = sql<boolean>`EXISTS (SELECT 1 FROM orderable_products op WHERE op.id = ${products.id})`;

/** Subscriptions with their store, product, customer and skipped dates from `fromDate` on, in one query plus one for skips. */
export async function loadSubscriptions(db: Db, where: ReturnType<typeof and>, fromDate: string, limit = 500): Promise<LoadedSubscription[]> {
  const rows = await db
    .select({
      row: mealSubscriptions,
      store: { id: stores.id, name: stores.name, slug: stores.slug },
      storeType: sql<string | null>`(SELECT bt.slug FROM business_types bt WHERE bt.id = ${stores.businessTypeId})`,
      product: products,
      orderable: orderableNow,
      customer: { id: users.id, name: users.name, phone: users.phone },
    })
    .from(mealSubscriptions)
    .innerJoin(stores, eq(stores.id, mealSubscriptions.storeId))
    .innerJoin(products, eq(products.id, mealSubscriptions.productId))
    .innerJoin(users, eq(users.id, mealSubscriptions.userId))
    .where(where)
    .orderBy(desc(mealSubscriptions.id))
    .limit(limit);
  const ids = rows.map((r) => r.row.id);
  const skips = ids.length
    ? await db
        .select()
        .from(mealSubscriptionSkips)
        .where(and(inArray(mealSubscriptionSkips.subscriptionId, ids), gte(mealSubscriptionSkips.date, fromDate)))
        .orderBy(mealSubscriptionSkips.date)
    : [];
  return rows.map((r) => {
    const slug = r.product.businessTypeSlug ?? r.storeType;
    const product: Product = {
      id: r.product.id,
      name: r.product.name,
      price: r.product.priceCents / 100,
      promo_price: r.product.promoPriceCents === null ? null : r.product.promoPriceCents / 100,
      business_type_slug: slug,
      business_type_options: r.product.businessTypeOptions as Product['business_type_options'],
    } as Product;
    return {
      row: r.row,
      store: { ...r.store, businessTypeSlug: r.storeType },
      product: {
        id: r.product.id,
        name: r.product.name,
        image: r.product.image,
        orderable: r.orderable ? { product, options: storedOptionsOf(slug, r.product.businessTypeOptions, r.product.normalizedOptions) } : null,
      },
      customer: r.customer,
      skippedDates: skips.filter((s) => s.subscriptionId === r.row.id).map((s) => s.date),
    };
  });
}

export const ofCustomer = (userId: number) => eq(mealSubscriptions.userId, userId);
export const ofStore = (storeId: number, status?: string) =>
  status ? and(eq(mealSubscriptions.storeId, storeId), eq(mealSubscriptions.status, status)) : eq(mealSubscriptions.storeId, storeId);
export const byId = (id: number) => eq(mealSubscriptions.id, id);

/** The orders made for the subscriptions on `date`. */
export async function deliveriesOn(db: Db, subscriptionIds: number[], date: string): Promise<Map<number, { id: number; number: number }>> {
  if (subscriptionIds.length === 0) return new Map();
  const rows = await db
    .select({ subscriptionId: mealSubscriptionDeliveries.subscriptionId, id: orders.id, number: orders.number })
    .from(mealSubscriptionDeliveries)
    .innerJoin(orders, eq(orders.id, mealSubscriptionDeliveries.orderId))
    .where(and(inArray(mealSubscriptionDeliveries.subscriptionId, subscriptionIds), eq(mealSubscriptionDeliveries.date, date)));
  return new Map(rows.map((r) => [r.subscriptionId, { id: r.id, number: r.number }]));
}
