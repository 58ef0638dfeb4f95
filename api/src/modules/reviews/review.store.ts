import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { REVIEW_MESSAGES, reviewReplySchema, reviewReportSchema, summarizeReviews, type StoreReview, type StoreReviewListResponse, type ReviewReplyInput, type ReviewReportInput } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orderReviews, orders, users, type UserRow } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { idOrNotFound } from '../../lib/parse-id';
import { validateBody, validateQuery } from '../../lib/validate-body';
import { storeReviewsQuerySchema } from './reviews.schema';
import { toStoreReview } from './review.serialize';

const PER_PAGE = 20;
const MAX_PER_PAGE = 100;

const positiveInt = (value: unknown, fallback: number, max: number) => {
  const n = Number(typeof value === 'string' ? value.trim() || NaN : NaN);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

const storeReviewColumns = {
  review: orderReviews,
  orderNumber: orders.number,
  orderType: orders.orderType,
  customerName: orders.customerName,
  repliedByName: users.name,
};

function selectStoreReviews(db: Db) {
  return db.select(storeReviewColumns).from(orderReviews).innerJoin(orders, eq(orders.id, orderReviews.orderId)).leftJoin(users, eq(users.id, orderReviews.repliedBy));
}

/** Aggregates of reviews matching `where`, as summarizeReviews takes them. */
export async function reviewTotalsWhere(db: Db, where: SQL) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      foodSum: sql<number>`coalesce(sum(${orderReviews.foodRating}), 0)::int`,
      deliveryCount: sql<number>`count(${orderReviews.deliveryRating})::int`,
      deliverySum: sql<number>`coalesce(sum(${orderReviews.deliveryRating}), 0)::int`,
    })
    .from(orderReviews)
    .where(where);
  return { count: Number(row?.count ?? 0), foodSum: Number(row?.foodSum ?? 0), deliveryCount: Number(row?.deliveryCount ?? 0), deliverySum: Number(row?.deliverySum ?? 0) };
}

/**
 * GET /stores/{storeId}/reviews: the reviews of the store and its branches (`storeIds`), newest first, paginated;
 * `unanswered=1` keeps those without a reply, `rating=N` those whose food rating is N. The summary covers them all.
 */
export async function listStoreReviews(db: Db, storeIds: number[], rawQuery: unknown): Promise<StoreReviewListResponse> {
  const query = await validateQuery(storeReviewsQuerySchema, rawQuery);
  const scope = inArray(orderReviews.storeId, storeIds);
  const where: SQL[] = [scope];
  if (query.unanswered === '1' || query.unanswered === 'true') where.push(isNull(orderReviews.reply));
  if (query.rating !== undefined) where.push(eq(orderReviews.foodRating, query.rating));
  const perPage = positiveInt(query.per_page, PER_PAGE, MAX_PER_PAGE);
  const [[counted], totals, [flags]] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(orderReviews).where(and(...where)),
    reviewTotalsWhere(db, and(scope, isNull(orderReviews.reportedAt))!),
    db
      .select({
        unanswered: sql<number>`(count(*) FILTER (WHERE ${orderReviews.reply} IS NULL))::int`,
        reported: sql<number>`(count(*) FILTER (WHERE ${orderReviews.reportedAt} IS NOT NULL))::int`,
      })
      .from(orderReviews)
      .where(scope),
  ]);
  const total = Number(counted?.total ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(positiveInt(query.page, 1, 1_000_000), lastPage);
  const rows = await selectStoreReviews(db)
    .where(and(...where))
    .orderBy(desc(orderReviews.createdAt), desc(orderReviews.id))
    .limit(perPage)
    .offset((current - 1) * perPage);
  return {
    data: rows.map(toStoreReview),
    meta: { current_page: current, last_page: lastPage, per_page: perPage, total },
    summary: { ...summarizeReviews(totals), unanswered: Number(flags?.unanswered ?? 0), reported: Number(flags?.reported ?? 0) },
  };
}

/** A review of one of `storeIds`; another store's is a 404, never a hint that it exists. */
async function findStoreReview(db: Db, storeIds: number[], reviewId: string): Promise<StoreReview> {
  const id = idOrNotFound(reviewId);
  const [row] = await selectStoreReviews(db)
    .where(and(eq(orderReviews.id, id), inArray(orderReviews.storeId, storeIds)))
    .limit(1);
  if (!row) throw notFound();
  return toStoreReview(row);
}

/** POST …/reply: the store's public answer; sending again edits it (replied_at and replied_by follow the last edit). */
export async function replyToReview(db: Db, storeIds: number[], reviewId: string, actor: UserRow, body: unknown, now: Date): Promise<StoreReview> {
  const review = await findStoreReview(db, storeIds, reviewId);
  const input = (await validateBody(reviewReplySchema, body)) as ReviewReplyInput;
  await db
    .update(orderReviews)
    .set({ reply: input.reply, repliedAt: now, repliedBy: actor.id })
    .where(and(eq(orderReviews.id, review.id), inArray(orderReviews.storeId, storeIds)));
  return findStoreReview(db, storeIds, String(review.id));
}

/** POST …/report: marks the review as abusive with the reason; it leaves the storefront. Once per review (409 after). */
export async function reportReview(db: Db, storeIds: number[], reviewId: string, body: unknown, now: Date): Promise<StoreReview> {
  const review = await findStoreReview(db, storeIds, reviewId);
  const input = (await validateBody(reviewReportSchema, body)) as ReviewReportInput;
  const [updated] = await db
    .update(orderReviews)
    .set({ reportedAt: now, reportReason: input.reason })
    .where(and(eq(orderReviews.id, review.id), inArray(orderReviews.storeId, storeIds), isNull(orderReviews.reportedAt)))
    .returning({ id: orderReviews.id });
  if (!updated) throw new HttpError(409, REVIEW_MESSAGES.alreadyReported);
  return findStoreReview(db, storeIds, String(review.id));
}
