import {
  canEditReview,
  formatOrderNumber,
  reviewEditableUntil,
  reviewerFirstName,
  type OrderReview,
  type OrderType,
  type PublicReview,
  type StoreReview,
} from '@comanda/shared/domain';
import type { OrderReviewRow } from '../../db/schema';

const iso = (date: Date | string) => new Date(date).toISOString();
const isoOrNull = (date: Date | string | null) => (date === null ? null : iso(date));

/** The review as its author sees it (no report: that is between the store and the platform). */
export function toOrderReview(row: OrderReviewRow, orderType: OrderType, now: Date): OrderReview {
  return {
    id: row.id,
    order_id: row.orderId,
    order_type: orderType,
    food_rating: row.foodRating,
    delivery_rating: row.deliveryRating,
    comment: row.comment,
    reply: row.reply,
    replied_at: isoOrNull(row.repliedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    editable_until: reviewEditableUntil(row.createdAt).toISOString(),
    editable: canEditReview(row.createdAt, now),
  };
}

export type PublicReviewRow = Pick<OrderReviewRow, 'id' | 'foodRating' | 'deliveryRating' | 'comment' | 'reply' | 'repliedAt' | 'createdAt'> & {
  customerName: string;
  orderType: OrderType;
};

/** On the storefront: the customer's first name only, nothing of the order. */
export function toPublicReview(row: PublicReviewRow): PublicReview {
  return {
    id: row.id,
    customer_name: reviewerFirstName(row.customerName),
    order_type: row.orderType,
    food_rating: row.foodRating,
    delivery_rating: row.deliveryRating,
    comment: row.comment,
    reply: row.reply,
    replied_at: isoOrNull(row.repliedAt),
    created_at: iso(row.createdAt),
  };
}

export type StoreReviewRow = { review: OrderReviewRow; orderNumber: number; orderType: OrderType; customerName: string; repliedByName: string | null };

export function toStoreReview({ review, orderNumber, orderType, customerName, repliedByName }: StoreReviewRow): StoreReview {
  return {
    id: review.id,
    order_id: review.orderId,
    store_id: review.storeId,
    order_number: orderNumber,
    display_number: formatOrderNumber(orderNumber),
    order_type: orderType,
    customer_name: customerName,
    food_rating: review.foodRating,
    delivery_rating: review.deliveryRating,
    comment: review.comment,
    reply: review.reply,
    replied_at: isoOrNull(review.repliedAt),
    replied_by: review.repliedBy !== null ? { id: review.repliedBy, name: repliedByName ?? '' } : null,
    reported_at: isoOrNull(review.reportedAt),
    report_reason: review.reportReason,
    edited_after_reply: review.repliedAt !== null && new Date(review.updatedAt).getTime() > new Date(review.repliedAt).getTime(),
    created_at: iso(review.createdAt),
    updated_at: iso(review.updatedAt),
  };
}
