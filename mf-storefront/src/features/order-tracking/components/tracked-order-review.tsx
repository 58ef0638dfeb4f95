import type { OrderStatus } from '@comanda/shared/domain';
import { OrderReview } from '@comanda/shared/ui/order-view';
import { useSubmitTrackedOrderReviewMutation, useTrackedOrderReviewQuery } from '../api/review-api';

/** The review card of the order behind a tracking link, once it is completed (the link is the key). */
export function TrackedOrderReview({ publicId, status }: { publicId: string; status: OrderStatus }) {
  const completed = status === 'completed';
  const query = useTrackedOrderReviewQuery(publicId, { skip: !completed || !publicId });
  const [submit, submitting] = useSubmitTrackedOrderReviewMutation();
  if (!completed) return null;
  return <OrderReview state={query.data} submitting={submitting.isLoading} submit={(body) => submit({ publicId, body }).unwrap()} />;
}
