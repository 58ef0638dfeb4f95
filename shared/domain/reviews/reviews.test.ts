import { ValidationError } from 'yup';
import { yupFieldErrors } from '../validation';
import {
  canEditReview,
  formatRatingAverage,
  orderReviewability,
  REVIEW_EDIT_HOURS,
  REVIEW_MESSAGES,
  REVIEW_WINDOW_DAYS,
  reviewCountLabel,
  reviewEditableUntil,
  reviewerFirstName,
  reviewReplySchema,
  reviewReportSchema,
  reviewSchema,
  reviewTotals,
  summarizeReviews,
} from './index';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function errorsOf(run: () => Promise<unknown>): Promise<Record<string, string[]>> {
  try {
    await run();
  } catch (err) {
    if (err instanceof ValidationError) return yupFieldErrors(err);
    throw err;
  }
  return {};
}

describe('review schema', () => {
  const validate = (type: 'delivery' | 'pickup' | 'dine_in', body: unknown) => reviewSchema(type).validate(body, { abortEarly: false, stripUnknown: true });

  it('a delivery needs both ratings, 1 to 5, whole stars', async () => {
    await expect(validate('delivery', { food_rating: 5, delivery_rating: 4, comment: '  Ótima pizza  ' })).resolves.toEqual({ food_rating: 5, delivery_rating: 4, comment: 'Ótima pizza' });
    expect(await errorsOf(() => validate('delivery', {}))).toEqual({
      food_rating: [REVIEW_MESSAGES.foodRatingRequired],
      delivery_rating: [REVIEW_MESSAGES.deliveryRatingRequired],
    });
    expect(await errorsOf(() => validate('delivery', { food_rating: 0, delivery_rating: 6 }))).toEqual({
      food_rating: [REVIEW_MESSAGES.ratingRange],
      delivery_rating: [REVIEW_MESSAGES.ratingRange],
    });
    expect(await errorsOf(() => validate('delivery', { food_rating: 4.5, delivery_rating: 'muito' }))).toEqual({
      food_rating: [REVIEW_MESSAGES.ratingRange],
      delivery_rating: [REVIEW_MESSAGES.deliveryRatingRequired],
    });
  });

  it('pickup and dine-in have no delivery rating: absent or null passes, a number is refused', async () => {
    await expect(validate('pickup', { food_rating: 3 })).resolves.toEqual({ food_rating: 3, delivery_rating: null, comment: null });
    await expect(validate('dine_in', { food_rating: 3, delivery_rating: null, comment: '' })).resolves.toEqual({ food_rating: 3, delivery_rating: null, comment: null });
    expect(await errorsOf(() => validate('pickup', { food_rating: 3, delivery_rating: 5 }))).toEqual({ delivery_rating: [REVIEW_MESSAGES.deliveryRatingNotAllowed] });
  });

  it('the comment is optional, up to 1000 characters', async () => {
    await expect(validate('pickup', { food_rating: 1, comment: 'x'.repeat(1000) })).resolves.toMatchObject({ comment: 'x'.repeat(1000) });
    expect(await errorsOf(() => validate('pickup', { food_rating: 1, comment: 'x'.repeat(1001) }))).toEqual({ comment: [REVIEW_MESSAGES.commentTooLong] });
  });

  it('reply and report', async () => {
    expect(await errorsOf(() => reviewReplySchema.validate({ reply: '   ' }, { abortEarly: false }))).toEqual({ reply: [REVIEW_MESSAGES.replyRequired] });
    await expect(reviewReplySchema.validate({ reply: ' Obrigado! ' })).resolves.toEqual({ reply: 'Obrigado!' });
    expect(await errorsOf(() => reviewReportSchema.validate({}, { abortEarly: false }))).toEqual({ reason: [REVIEW_MESSAGES.reportReasonRequired] });
    expect(await errorsOf(() => reviewReportSchema.validate({ reason: 'ruim' }, { abortEarly: false }))).toEqual({ reason: [REVIEW_MESSAGES.reportReasonTooShort] });
  });
});

describe('review rules', () => {
  const completedAt = new Date('2026-11-01T20:00:00Z');

  it('an order is reviewable once completed, for the window after its completion', () => {
    expect(orderReviewability({ status: 'delivering', completedAt: null }, completedAt)).toEqual({ ok: false, reason: REVIEW_MESSAGES.notYet });
    expect(orderReviewability({ status: 'cancelled', completedAt: null }, completedAt)).toEqual({ ok: false, reason: REVIEW_MESSAGES.cancelled });
    expect(orderReviewability({ status: 'completed', completedAt }, completedAt)).toEqual({ ok: true });
    expect(orderReviewability({ status: 'completed', completedAt }, completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY)).toEqual({ ok: true });
    expect(orderReviewability({ status: 'completed', completedAt }, completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY + 1)).toEqual({ ok: false, reason: REVIEW_MESSAGES.windowClosed });
    expect(orderReviewability({ status: 'completed', completedAt: null }, completedAt)).toEqual({ ok: true });
  });

  it('a review is editable for REVIEW_EDIT_HOURS after it was first sent', () => {
    const createdAt = '2026-11-02T10:00:00.000Z';
    expect(reviewEditableUntil(createdAt).toISOString()).toBe(new Date(Date.parse(createdAt) + REVIEW_EDIT_HOURS * HOUR).toISOString());
    expect(canEditReview(createdAt, Date.parse(createdAt) + REVIEW_EDIT_HOURS * HOUR)).toBe(true);
    expect(canEditReview(createdAt, Date.parse(createdAt) + REVIEW_EDIT_HOURS * HOUR + 1)).toBe(false);
  });

  it('summaries: food over all, delivery over the deliveries, one decimal', () => {
    const reviews = [
      { food_rating: 5, delivery_rating: 4 },
      { food_rating: 4, delivery_rating: null },
      { food_rating: 4, delivery_rating: 5 },
    ];
    expect(summarizeReviews(reviewTotals(reviews))).toEqual({ average_food: 4.3, average_delivery: 4.5, count: 3 });
    expect(summarizeReviews(reviewTotals([]))).toEqual({ average_food: null, average_delivery: null, count: 0 });
    expect(summarizeReviews(reviewTotals([{ food_rating: 3, delivery_rating: null }]))).toEqual({ average_food: 3, average_delivery: null, count: 1 });
  });

  it('display helpers', () => {
    expect(reviewerFirstName('  Maria  Souza ')).toBe('Maria');
    expect(reviewerFirstName('')).toBe('Cliente');
    expect(formatRatingAverage(4.3)).toBe('4,3');
    expect(formatRatingAverage(5)).toBe('5,0');
    expect(formatRatingAverage(null)).toBe('–');
    expect(reviewCountLabel(1)).toBe('1 avaliação');
    expect(reviewCountLabel(12)).toBe('12 avaliações');
  });
});
