import { storeChannelName } from './channel-names';

/**
 * "The store's catalog changed": written through the outbox with every back-office catalog write, on the
 * store's public channel; an open storefront refetches its catalog when it arrives (no data travels: the
 * catalog responses are cached per node and already invalidated by the database triggers).
 */
export const CATALOG_UPDATED_EVENT = 'catalog.updated';

/** Public channel of one store row (storefront visitors subscribe without signing in). */
export const storePublicChannel = (storeId: number): string => storeChannelName(storeId);

export type CatalogUpdatedPayload = { store_id: number; catalog_version?: number };
