import { number, object, string } from 'yup';
import { REVIEW_MAX_RATING, REVIEW_MIN_RATING } from '@comanda/shared/domain';

export const REVIEW_QUERY_MESSAGES = {
  ratingInvalid: 'Filtro de nota inválido: use de 1 a 5.',
  unansweredInvalid: 'Filtro "sem resposta" inválido: use 1 ou 0.',
} as const;

const text = () => string().trim().optional();

/** GET /api/stores/{storeId}/reviews (StoreReviewListQuery). Paging stays lenient, as the orders list's. */
export const storeReviewsQuerySchema = object({
  page: text(),
  per_page: text(),
  unanswered: text().oneOf(['', '0', '1', 'true', 'false'], REVIEW_QUERY_MESSAGES.unansweredInvalid),
  rating: number()
    .transform((value: number, raw: unknown) => (raw === '' ? undefined : value))
    .typeError(REVIEW_QUERY_MESSAGES.ratingInvalid)
    .integer(REVIEW_QUERY_MESSAGES.ratingInvalid)
    .min(REVIEW_MIN_RATING, REVIEW_QUERY_MESSAGES.ratingInvalid)
    .max(REVIEW_MAX_RATING, REVIEW_QUERY_MESSAGES.ratingInvalid)
    .optional(),
  branch_id: text(),
});
