export { OrderSuccessPage, ORDER_NOT_FOUND_TITLE } from './order-success-page';
export { useLiveOrder, TRACKING_POLL_MS } from './hooks/use-live-order';
