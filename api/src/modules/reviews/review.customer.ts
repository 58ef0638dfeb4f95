import { and, desc, eq } from 'drizzle-orm';
import {
  canEditReview,
  formatOrderNumber,
  orderReviewability,
  RATING_LABELS,
  REVIEW_LABELS,
  REVIEW_MESSAGES,
  reviewHasDeliveryRating,
  reviewSchema,
  type OrderReviewState,
  type ReviewInput,
} from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orderReviews, orders, orderStatusHistory, storeStaff, type OrderReviewRow, type OrderRow } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import { enqueueEventsWith, type OutboxLease, type QueuedEvent } from '../../outbox/outbox-events';
import { createNotifications, notificationEvents } from '../notifications/notifications.service';
import { toOrderReview } from './review.serialize';

/** The notification type the store's staff get for a new review. */
export const REVIEW_NOTIFICATION_TYPE = 'review.new';

/** When the order was completed (its history row), null when no row says so. */
async function completedAt(db: Db, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'completed')))
    .orderBy(desc(orderStatusHistory.id))
    .limit(1);
  return row?.at ?? null;
}

async function reviewOf(db: Db, orderId: number): Promise<OrderReviewRow | undefined> {
  const [row] = await db.select().from(orderReviews).where(eq(orderReviews.orderId, orderId)).limit(1);
  return row;
}

async function stateOf(db: Db, order: OrderRow, review: OrderReviewRow | undefined, now: Date): Promise<OrderReviewState> {
  const base = { order_id: order.id, order_type: order.orderType, needs_delivery_rating: reviewHasDeliveryRating(order.orderType) };
  if (review) {
    const editable = canEditReview(review.createdAt, now);
    return { ...base, can_submit: editable, reason: editable ? null : REVIEW_MESSAGES.editClosed, review: toOrderReview(review, order.orderType, now) };
  }
  const reviewable = orderReviewability({ status: order.status, completedAt: await completedAt(db, order.id) }, now);
  return { ...base, can_submit: reviewable.ok, reason: reviewable.ok ? null : reviewable.reason, review: null };
}

/** GET …/review: the order's review and what its customer may do now. */
export async function reviewState(db: Db, order: OrderRow, now: Date): Promise<OrderReviewState> {
  return stateOf(db, order, await reviewOf(db, order.id), now);
}

export type ReviewWriter = { db: Db; now: Date; lease: OutboxLease };
export type SubmittedReview = { state: OrderReviewState; created: boolean; announcements: QueuedEvent[] };

const ratingText = (label: string, rating: number) => `${label} ${rating}/5 (${RATING_LABELS[rating] ?? ''})`;

/**
 * PUT …/review: creates the order's review, or edits it within its window. The order row is locked, so two
 * submissions of the same order at once are one create and one edit (never two reviews: UNIQUE(order_id) too). A new
 * review notifies the staff of the order's store (a branch's reaches its parent's staff too), in the same transaction.
 */
export async function submitReview(writer: ReviewWriter, order: OrderRow, body: unknown): Promise<SubmittedReview> {
  const input = (await validateBody(reviewSchema(order.orderType), body)) as ReviewInput;
  const { db, now, lease } = writer;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update').limit(1);
    if (!locked) throw notFound();
    const existing = await reviewOf(tx, locked.id);
    const values = { foodRating: input.food_rating, deliveryRating: input.delivery_rating, comment: input.comment, updatedAt: now };
    if (existing) {
      if (!canEditReview(existing.createdAt, now)) throw new HttpError(409, REVIEW_MESSAGES.editClosed);
      const [updated] = await tx.update(orderReviews).set(values).where(eq(orderReviews.id, existing.id)).returning();
      return { state: await stateOf(tx, locked, updated, now), created: false, announcements: [] };
    }
    const reviewable = orderReviewability({ status: locked.status, completedAt: await completedAt(tx, locked.id) }, now);
    if (!reviewable.ok) throw new HttpError(409, reviewable.reason);
    const [created] = await tx
      .insert(orderReviews)
      .values({ ...values, orderId: locked.id, storeId: locked.storeId, userId: locked.userId, createdAt: now })
      .returning();
    const staff = await tx.select({ userId: storeStaff.userId }).from(storeStaff).where(eq(storeStaff.storeId, locked.storeId));
    const ratings = [ratingText(REVIEW_LABELS.food, input.food_rating), ...(input.delivery_rating !== null ? [ratingText(REVIEW_LABELS.delivery, input.delivery_rating)] : [])];
    const notifications = await createNotifications(
      tx,
      staff.map((s) => s.userId),
      {
        type: REVIEW_NOTIFICATION_TYPE,
        title: `Nova avaliação do pedido ${formatOrderNumber(locked.number)}`,
        message: ratings.join(' · '),
        data: { review_id: created!.id, order_id: locked.id, store_id: locked.storeId, url: '/store/delivery/reviews' },
      },
    );
    const announcements = await enqueueEventsWith(tx, notificationEvents(notifications), lease);
    return { state: await stateOf(tx, locked, created, now), created: true, announcements };
  });
}
