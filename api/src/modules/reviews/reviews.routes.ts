import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OrderRow } from '../../db/schema';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { findCustomerOrder, findOrderByPublicId, storeAndBranchIds } from '../orders/orders.queries';
import { reviewState, submitReview } from './review.customer';
import { customerReviews } from './review.customer-list';
import { publicReviewSummary } from './review.public';
import { listStoreReviews, replyToReview, reportReview } from './review.store';

type TrackParams = { Params: { publicId: string } };
type CustomerParams = { Params: { orderId: string } };
type StoreParams = { Params: { storeId: string; reviewId: string }; Querystring: Record<string, unknown> };

/**
 * Order reviews (issue 12, shared/domain/reviews): the customer rates a completed order (through its tracking link or
 * the customer area), the storefront shows the averages and the latest reviews, the store's managers read them,
 * reply publicly and report abuse. A store's staff see the reviews of its branches too, as they see their orders.
 */
export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  const submit = async (order: OrderRow, request: FastifyRequest, reply: FastifyReply) => {
    const submitted = await submitReview({ db: app.db, now: app.now(), lease: app.outbox.lease }, order, request.body);
    await app.outbox.deliver(submitted.announcements);
    void reply.code(submitted.created ? 201 : 200);
    return { data: submitted.state };
  };

  // Whoever holds the order's private link (the uuid is the secret), signed in or not.
  const linkHolder = { config: { access: access.public } };
  app.get<TrackParams>('/orders/track/:publicId/review', linkHolder, async (request) => ({
    data: await reviewState(app.db, await findOrderByPublicId(app.db, request.params.publicId), app.now()),
  }));
  app.put<TrackParams>('/orders/track/:publicId/review', linkHolder, async (request, reply) => submit(await findOrderByPublicId(app.db, request.params.publicId), request, reply));

  // The signed-in customer's own orders only (another's is a 404).
  const own = { config: { access: access.customer } };
  app.get('/customer/reviews', own, async (request) => ({ data: await customerReviews(app.db, currentUser(request).id, app.now()) }));
  app.get<CustomerParams>('/customer/orders/:orderId/review', own, async (request) => ({
    data: await reviewState(app.db, await findCustomerOrder(app.db, currentUser(request).id, request.params.orderId), app.now()),
  }));
  app.put<CustomerParams>('/customer/orders/:orderId/review', own, async (request, reply) =>
    submit(await findCustomerOrder(app.db, currentUser(request).id, request.params.orderId), request, reply),
  );

  // The storefront: not /stores/{slug}/reviews, which is the same path shape as the store's list below.
  app.get<{ Params: { slug: string } }>('/stores/:slug/reviews/summary', { config: { access: access.public } }, async (request) => ({
    data: await publicReviewSummary(app.db, request.params.slug),
  }));

  const manage = { config: { access: access.storeMember('storeId', 'store.manage') } };
  app.get<StoreParams>('/stores/:storeId/reviews', manage, async (request) => {
    const ids = await storeAndBranchIds(app.db, request.store!.id, request.query.branch_id);
    return listStoreReviews(app.db, ids, request.query);
  });
  app.post<StoreParams>('/stores/:storeId/reviews/:reviewId/reply', manage, async (request) => {
    const ids = await storeAndBranchIds(app.db, request.store!.id, undefined);
    return { data: await replyToReview(app.db, ids, request.params.reviewId, currentUser(request), request.body, app.now()) };
  });
  app.post<StoreParams>('/stores/:storeId/reviews/:reviewId/report', manage, async (request) => {
    const ids = await storeAndBranchIds(app.db, request.store!.id, undefined);
    return { data: await reportReview(app.db, ids, request.params.reviewId, request.body, app.now()) };
  });
}
