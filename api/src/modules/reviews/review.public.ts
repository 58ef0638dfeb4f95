import { and, desc, eq, isNull } from 'drizzle-orm';
import { PUBLIC_LATEST_REVIEWS, summarizeReviews, type PublicReviewSummary } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orderReviews, orders } from '../../db/schema';
import { findPublicStore } from '../stores/stores.service';
import { toPublicReview } from './review.serialize';
import { reviewTotalsWhere } from './review.store';

/**
 * GET /stores/{slug}/reviews/summary: the storefront's averages, count and latest reviews with the store's replies. A
 * store's own reviews (a branch's storefront shows the branch's); reported reviews are left out.
 */
export async function publicReviewSummary(db: Db, slug: string): Promise<PublicReviewSummary> {
  const { store } = await findPublicStore(db, { slug });
  const visible = and(eq(orderReviews.storeId, store.id), isNull(orderReviews.reportedAt))!;
  const [totals, latest] = await Promise.all([
    reviewTotalsWhere(db, visible),
    db
      .select({
        id: orderReviews.id,
        foodRating: orderReviews.foodRating,
        deliveryRating: orderReviews.deliveryRating,
        comment: orderReviews.comment,
        reply: orderReviews.reply,
        repliedAt: orderReviews.repliedAt,
        createdAt: orderReviews.createdAt,
        customerName: orders.customerName,
        orderType: orders.orderType,
      })
      .from(orderReviews)
      .innerJoin(orders, eq(orders.id, orderReviews.orderId))
      .where(visible)
      .orderBy(desc(orderReviews.createdAt), desc(orderReviews.id))
      .limit(PUBLIC_LATEST_REVIEWS),
  ]);
  return { ...summarizeReviews(totals), latest: latest.map(toPublicReview) };
}
