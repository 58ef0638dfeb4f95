import type { PublicReviewSummary } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

export const EMPTY_REVIEW_SUMMARY: PublicReviewSummary = { average_food: null, average_delivery: null, count: 0, latest: [] };

function isSummary(value: unknown): value is PublicReviewSummary {
  const data = value as Partial<PublicReviewSummary> | null;
  return typeof data === 'object' && data !== null && typeof data.count === 'number' && Array.isArray(data.latest);
}

/**
 * The storefront's reviews (GET /api/stores/{slug}/reviews/summary): averages, count and the latest reviews with the
 * store's replies. A server-rendered page brings it along (primeStorefrontCache); otherwise the browser loads it.
 */
export const storefrontReviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storefrontReviewSummary: build.query<PublicReviewSummary, string>({
      query: (slug) => ({ url: `/stores/${encodeURIComponent(slug)}/reviews/summary`, skipAuthRedirect: true }),
      // Whatever else answers (an old API without reviews) reads as no reviews: the storefront never breaks on them.
      transformResponse: (response: { data?: unknown }) => (isSummary(response?.data) ? response.data : EMPTY_REVIEW_SUMMARY),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useStorefrontReviewSummaryQuery } = storefrontReviewsApi;
