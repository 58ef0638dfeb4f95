import { number, object, string } from 'yup';
import '../validation/yup-locale';
import type { OrderType } from '../orders/order-types';
import { REVIEW_COMMENT_MAX, REVIEW_MAX_RATING, REVIEW_MESSAGES, REVIEW_MIN_RATING, REVIEW_REPLY_MAX, REVIEW_REPORT_REASON_MAX, REVIEW_REPORT_REASON_MIN, reviewHasDeliveryRating } from './rules';

const rating = (required: string) =>
  number()
    .typeError(required)
    .required(required)
    .integer(REVIEW_MESSAGES.ratingRange)
    .min(REVIEW_MIN_RATING, REVIEW_MESSAGES.ratingRange)
    .max(REVIEW_MAX_RATING, REVIEW_MESSAGES.ratingRange);

/** Blank text is no text. */
const optionalText = (max: number, message: string) =>
  string()
    .trim()
    .max(max, message)
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value));

/** What PUT …/review takes: the ratings and the comment as they should now be (a create or a full edit). */
export type ReviewInput = { food_rating: number; delivery_rating: number | null; comment: string | null };

/**
 * The review of an order of `orderType`: the food rating (1–5) always, the delivery rating (1–5) for a delivery and
 * never for a pickup or dine-in, a comment of up to REVIEW_COMMENT_MAX characters (optional).
 */
export function reviewSchema(orderType: OrderType) {
  return object({
    food_rating: rating(REVIEW_MESSAGES.foodRatingRequired),
    delivery_rating: reviewHasDeliveryRating(orderType)
      ? rating(REVIEW_MESSAGES.deliveryRatingRequired)
      : number()
          .typeError(REVIEW_MESSAGES.deliveryRatingNotAllowed)
          .nullable()
          .default(null)
          .test('absent', REVIEW_MESSAGES.deliveryRatingNotAllowed, (value) => value === null || value === undefined),
    comment: optionalText(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentTooLong),
  });
}

/** POST /stores/{storeId}/reviews/{reviewId}/reply: the store's public answer (sending again replaces it). */
export const reviewReplySchema = object({
  reply: string().trim().required(REVIEW_MESSAGES.replyRequired).max(REVIEW_REPLY_MAX, REVIEW_MESSAGES.replyTooLong),
});
export type ReviewReplyInput = { reply: string };

/** POST /stores/{storeId}/reviews/{reviewId}/report: why the review is abusive (it leaves the storefront). */
export const reviewReportSchema = object({
  reason: string()
    .trim()
    .required(REVIEW_MESSAGES.reportReasonRequired)
    .min(REVIEW_REPORT_REASON_MIN, REVIEW_MESSAGES.reportReasonTooShort)
    .max(REVIEW_REPORT_REASON_MAX, REVIEW_MESSAGES.reportReasonTooLong),
});
export type ReviewReportInput = { reason: string };
