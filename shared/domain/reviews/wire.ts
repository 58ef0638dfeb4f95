/**
 * Wire shapes of the review calls (issue 12). Ratings are integers 1–5; averages have one decimal (null without
 * reviews); dates are ISO 8601.
 *
 * Routes:
 *   GET  /api/orders/track/{publicId}/review                  link holder (public)        → { data: OrderReviewState }
 *   PUT  /api/orders/track/{publicId}/review                  link holder: ReviewInput    → 201 (created) | 200 (edited) { data: OrderReviewState }
 *   GET  /api/customer/orders/{orderId}/review                the order's customer        → { data: OrderReviewState }
 *   PUT  /api/customer/orders/{orderId}/review                the order's customer        → as the link holder's PUT
 *   GET  /api/customer/reviews                                the signed-in customer      → { data: CustomerReviews }
 *   GET  /api/stores/{slug}/reviews                           public                      → { data: PublicReviewSummary }
 *   GET  /api/stores/{storeId}/reviews                        store.manage (StoreReviewListQuery) → StoreReviewListResponse
 *   POST /api/stores/{storeId}/reviews/{reviewId}/reply       store.manage: { reply }     → { data: StoreReview }
 *   POST /api/stores/{storeId}/reviews/{reviewId}/report      store.manage: { reason }    → { data: StoreReview }
 *
 * A PUT on an order that cannot be reviewed (not completed, cancelled, past the window) or a review past its edit
 * window is a 409 `{ message }`; bad ratings or comment, a 422 with per-field messages.
 */
import type { OrderType } from '../orders/order-types';

export type ReviewSummary = {
  /** Over every review (reported ones excluded on the storefront). */
  average_food: number | null;
  /** Over the reviews of delivery orders. */
  average_delivery: number | null;
  count: number;
};

/** The review as its author sees it. */
export type OrderReview = {
  id: number;
  order_id: number;
  order_type: OrderType;
  food_rating: number;
  delivery_rating: number | null;
  comment: string | null;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  updated_at: string;
  /** The end of the edit window (REVIEW_EDIT_HOURS after created_at). */
  editable_until: string;
  /** Whether a PUT may still change it. */
  editable: boolean;
};

/** GET/PUT …/review: the order's review, if any, and what the customer may do now. */
export type OrderReviewState = {
  order_id: number;
  order_type: OrderType;
  /** Whether a review may be sent now (no review yet and the order reviewable, or the review still editable). */
  can_submit: boolean;
  /** Why not, when can_submit is false and there is a reason to show ('…quando ele for concluído'). */
  reason: string | null;
  /** The delivery rating is asked (delivery orders). */
  needs_delivery_rating: boolean;
  review: OrderReview | null;
};

type ReviewedStore = { id: number; name: string; slug: string };

/** The customer area's reviews page: what I wrote (latest first) and my completed orders still waiting for a review. */
export type CustomerReviews = {
  reviews: Array<OrderReview & { display_number: string; ordered_at: string; store: ReviewedStore }>;
  awaiting: Array<{
    order_id: number;
    order_type: OrderType;
    display_number: string;
    ordered_at: string;
    completed_at: string | null;
    /** The end of the review window (REVIEW_WINDOW_DAYS after completion); null when the completion time is unknown. */
    review_until: string | null;
    store: ReviewedStore;
  }>;
};

/** One review on the storefront: first name only, never the order. */
export type PublicReview = {
  id: number;
  customer_name: string;
  order_type: OrderType;
  food_rating: number;
  delivery_rating: number | null;
  comment: string | null;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
};

export type PublicReviewSummary = ReviewSummary & { latest: PublicReview[] };

/** One review in the store's list. */
export type StoreReview = {
  id: number;
  order_id: number;
  /** The order's store (a branch's, for a parent store's staff). */
  store_id: number;
  order_number: number;
  display_number: string;
  order_type: OrderType;
  customer_name: string;
  food_rating: number;
  delivery_rating: number | null;
  comment: string | null;
  reply: string | null;
  replied_at: string | null;
  replied_by: { id: number; name: string } | null;
  reported_at: string | null;
  report_reason: string | null;
  /** The customer changed the review after the store replied (the reply may need a look). */
  edited_after_reply: boolean;
  created_at: string;
  updated_at: string;
};

export type StoreReviewListQuery = {
  page?: number;
  per_page?: number;
  /** 1 = only reviews without a reply. */
  unanswered?: 0 | 1;
  /** Only reviews whose food rating is this (1–5). */
  rating?: number;
  /** A parent store may narrow to one branch. */
  branch_id?: number;
};

export type StoreReviewListResponse = {
  data: StoreReview[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
  /** Over all the store's reviews (its branches' too), whatever the filters; reported ones excluded. */
  summary: ReviewSummary & { unanswered: number; reported: number };
};
