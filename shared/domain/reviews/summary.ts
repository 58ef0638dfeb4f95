import type { ReviewSummary } from './wire';

/** Aggregates of a set of reviews, as a SQL query (count, sums) or `reviewTotals` gives them. */
export type ReviewTotals = { count: number; foodSum: number; deliveryCount: number; deliverySum: number };

/** An average rounded to one decimal (4.45 → 4.5), null when there is nothing to average. */
export function ratingAverage(sum: number, count: number): number | null {
  if (!count) return null;
  return Math.round((sum / count) * 10) / 10;
}

export function reviewTotals(reviews: readonly { food_rating: number; delivery_rating: number | null }[]): ReviewTotals {
  const totals: ReviewTotals = { count: 0, foodSum: 0, deliveryCount: 0, deliverySum: 0 };
  for (const review of reviews) {
    totals.count += 1;
    totals.foodSum += review.food_rating;
    if (review.delivery_rating !== null) {
      totals.deliveryCount += 1;
      totals.deliverySum += review.delivery_rating;
    }
  }
  return totals;
}

/**
 * The summary the storefront and the store screen show: the food average over every review, the delivery average
 * over the reviews that have a delivery rating (pickup and dine-in have none), the count of reviews.
 */
export function summarizeReviews(totals: ReviewTotals): ReviewSummary {
  return {
    average_food: ratingAverage(totals.foodSum, totals.count),
    average_delivery: ratingAverage(totals.deliverySum, totals.deliveryCount),
    count: totals.count,
  };
}
