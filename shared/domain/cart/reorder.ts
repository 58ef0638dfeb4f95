/**
 * "Pedir de novo": the customer area links to the storefront with `?pedir-de-novo={orderId}`; the storefront asks the
 * API for that order's items priced today (POST /api/customer/orders/{id}/reorder) and puts them in its cart.
 */
export const REORDER_PARAM = 'pedir-de-novo';
