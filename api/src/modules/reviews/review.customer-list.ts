import { and, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import { formatOrderNumber, orderReviewability, reviewWindowEnd, type CustomerReviews } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orderReviews, orders, orderStatusHistory, stores } from '../../db/schema';
import { toOrderReview } from './review.serialize';

/** How many reviews and waiting orders the customer area lists (the latest). */
const LIMIT = 50;

const storeColumns = { storeId: stores.id, storeName: stores.name, storeSlug: stores.slug };
const storeOf = (row: { storeId: number; storeName: string; storeSlug: string }) => ({ id: row.storeId, name: row.storeName, slug: row.storeSlug });

/** GET /api/customer/reviews: the reviews the customer wrote and their completed orders still waiting for one. */
export async function customerReviews(db: Db, userId: number, now: Date): Promise<CustomerReviews> {
  const written = await db
    .select({ review: orderReviews, orderType: orders.orderType, number: orders.number, orderedAt: orders.createdAt, ...storeColumns })
    .from(orderReviews)
    .innerJoin(orders, eq(orders.id, orderReviews.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orderReviews.createdAt), desc(orderReviews.id))
    .limit(LIMIT);

  const completed = await db
    .select({ id: orders.id, orderType: orders.orderType, number: orders.number, orderedAt: orders.createdAt, ...storeColumns })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(orderReviews, eq(orderReviews.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'completed'), isNull(orderReviews.id)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(LIMIT);
  const completedAt = new Map<number, Date>();
  if (completed.length > 0) {
    const rows = await db
      .select({ orderId: orderStatusHistory.orderId, at: max(orderStatusHistory.createdAt) })
      .from(orderStatusHistory)
      .where(and(inArray(orderStatusHistory.orderId, completed.map((o) => o.id)), eq(orderStatusHistory.status, 'completed')))
      .groupBy(orderStatusHistory.orderId);
    for (const row of rows) if (row.at) completedAt.set(row.orderId, new Date(row.at));
  }

  return {
    reviews: written.map((row) => ({
      ...toOrderReview(row.review, row.orderType, now),
      display_number: formatOrderNumber(row.number),
      ordered_at: new Date(row.orderedAt).toISOString(),
      store: storeOf(row),
    })),
    awaiting: completed
      .filter((order) => orderReviewability({ status: 'completed', completedAt: completedAt.get(order.id) ?? null }, now).ok)
      .map((order) => {
        const at = completedAt.get(order.id) ?? null;
        return {
          order_id: order.id,
          order_type: order.orderType,
          display_number: formatOrderNumber(order.number),
          ordered_at: new Date(order.orderedAt).toISOString(),
          completed_at: at ? at.toISOString() : null,
          review_until: at ? reviewWindowEnd(at).toISOString() : null,
          store: storeOf(order),
        };
      }),
  };
}
