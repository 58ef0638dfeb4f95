import { asc, desc, eq, inArray } from 'drizzle-orm';
import { formatOrderNumber, type MyDataExport, type MyDataOrder } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { customerAddresses, favoriteStores, orderItems, orderReviews, orders, pushSubscriptions, stores, type OrderItemRow, type UserRow } from '../../db/schema';
import { customerSubscriptions } from '../meal-subscriptions/meal-subscriptions.changes';
import { preferencesOf } from '../web-push/web-push.service';
import { MY_DATA_PRIVACY_TEXT } from './customer-data.schema';
import { toSavedAddress } from '../customer-addresses/customer-addresses.service';

const reais = (cents: number) => cents / 100;
const iso = (date: Date | string) => new Date(date).toISOString();
const isoOrNull = (date: Date | string | null) => (date === null ? null : iso(date));

function itemsOf(rows: OrderItemRow[]): MyDataOrder['items'] {
  return [...rows]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unit_price: reais(item.unitPriceCents),
      total_price: reais(item.totalCents),
      option_lines: item.optionLines,
      notes: item.notes,
    }));
}

/**
 * GET /api/me/data-export: the caller's profile, saved addresses, orders at every store, reviews, favourite stores, marmita
 * subscriptions and notification choices; nobody else's.
 */
export async function exportMyData(db: Db, user: UserRow, now: Date): Promise<MyDataExport> {
  const [addresses, orderRows, reviewRows, favorites, preferences, browsers, mealSubscriptions] = await Promise.all([
    db.select().from(customerAddresses).where(eq(customerAddresses.userId, user.id)).orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id)),
    db
      .select({ order: orders, storeName: stores.name })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(eq(orders.userId, user.id))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    db
      .select({ review: orderReviews, storeName: stores.name, number: orders.number })
      .from(orderReviews)
      .innerJoin(orders, eq(orders.id, orderReviews.orderId))
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(eq(orders.userId, user.id))
      .orderBy(desc(orderReviews.createdAt), desc(orderReviews.id)),
    db
      .select({ storeId: favoriteStores.storeId, name: stores.name, slug: stores.slug, createdAt: favoriteStores.createdAt })
      .from(favoriteStores)
      .innerJoin(stores, eq(stores.id, favoriteStores.storeId))
      .where(eq(favoriteStores.userId, user.id))
      .orderBy(desc(favoriteStores.createdAt), desc(favoriteStores.storeId)),
    preferencesOf(db, user.id),
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)).orderBy(asc(pushSubscriptions.id)),
    customerSubscriptions(db, user.id, now),
  ]);
  const ids = orderRows.map((row) => row.order.id);
  const items = ids.length === 0 ? [] : await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id));
  const itemsByOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), item]);

  return {
    generated_at: now.toISOString(),
    privacy: MY_DATA_PRIVACY_TEXT,
    profile: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      address:
        user.address === null
          ? null
          : { cep: user.cep ?? '', address: user.address, number: user.number ?? '', complement: user.complement, district: user.district ?? '', city: user.city ?? '', state: user.state ?? '' },
      created_at: iso(user.createdAt),
      terms_version: user.termsVersion,
      terms_accepted_at: isoOrNull(user.termsAcceptedAt),
    },
    addresses: addresses.map(toSavedAddress),
    orders: orderRows.map(({ order, storeName }) => ({
      store: { id: order.storeId, name: storeName },
      number: order.number,
      display_number: formatOrderNumber(order.number),
      created_at: iso(order.createdAt),
      status: order.status,
      order_type: order.orderType,
      customer: { name: order.customerName, phone: order.customerPhone, email: order.customerEmail },
      items: itemsOf(itemsByOrder.get(order.id) ?? []),
      subtotal: reais(order.subtotalCents),
      discount: reais(order.discountCents),
      delivery_fee: reais(order.deliveryFeeCents),
      total: reais(order.totalCents),
      coupon_code: order.couponCode,
      payment_method: order.paymentMethod,
      address: order.address,
      notes: order.notes,
      cancel_reason: order.cancelReason,
    })),
    reviews: reviewRows.map(({ review, storeName, number }) => ({
      store: { id: review.storeId, name: storeName },
      order_number: number,
      display_number: formatOrderNumber(number),
      food_rating: review.foodRating,
      delivery_rating: review.deliveryRating,
      comment: review.comment,
      reply: review.reply,
      created_at: iso(review.createdAt),
    })),
    favorite_stores: favorites.map((favorite) => ({ store_id: favorite.storeId, name: favorite.name, slug: favorite.slug, created_at: iso(favorite.createdAt) })),
    meal_subscriptions: mealSubscriptions,
    notification_preferences: preferences,
    push_browsers: browsers.map((browser) => ({ user_agent: browser.userAgent, created_at: iso(browser.createdAt), last_success_at: isoOrNull(browser.lastSuccessAt) })),
  };
}
