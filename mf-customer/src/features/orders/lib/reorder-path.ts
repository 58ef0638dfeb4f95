import { REORDER_PARAM } from '@comanda/shared/domain';

/** The storefront puts the order's items back in its cart, priced again today, when opened with this parameter. */
export const reorderPath = (storeSlug: string, orderId: number) => `/loja/${encodeURIComponent(storeSlug)}?${REORDER_PARAM}=${orderId}`;
