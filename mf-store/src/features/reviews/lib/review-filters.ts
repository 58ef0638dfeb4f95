import { REVIEW_MAX_RATING, REVIEW_MIN_RATING } from '@comanda/shared/domain';

export type ReviewFilters = { unanswered: boolean; rating: number | null; page: number };

/** The screen's filters live in the URL (?unanswered=1&rating=3&page=2): a reload or a shared link keeps them. */
export function filtersFromSearch(search: URLSearchParams): ReviewFilters {
  const rating = Number(search.get('rating'));
  const page = Number(search.get('page'));
  return {
    unanswered: search.get('unanswered') === '1',
    rating: Number.isInteger(rating) && rating >= REVIEW_MIN_RATING && rating <= REVIEW_MAX_RATING ? rating : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function searchFromFilters(filters: ReviewFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.unanswered) search.set('unanswered', '1');
  if (filters.rating !== null) search.set('rating', String(filters.rating));
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The API's query for these filters. */
export function queryOf(filters: ReviewFilters): { page: number; unanswered?: 1; rating?: number } {
  return { page: filters.page, ...(filters.unanswered ? { unanswered: 1 as const } : {}), ...(filters.rating !== null ? { rating: filters.rating } : {}) };
}
