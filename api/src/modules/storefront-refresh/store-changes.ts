import type { QueuedEvent } from '../../outbox/outbox-events';
import type { ChangedStore, StoreChangeFeed } from './store-change-feed';

/** What a committed back-office write owes: the stores whose public caches go, the events for open storefronts. */
export type StoreChange = { storeIds: number[]; events: QueuedEvent[] };

export const NO_STORE_CHANGE: StoreChange = { storeIds: [], events: [] };

type Deps = {
  /** Drops this node's cached public data of a store (the catalog cache, and the caches built on it). */
  invalidate(store: ChangedStore): void;
  feed: StoreChangeFeed;
  outbox: { deliver(events: QueuedEvent[]): Promise<unknown> };
};

/**
 * Finishes a committed store write on this node: its own caches first (the writer reads its write at
 * once, whatever the feed's delay), then the other nodes through the feed, then the storefront events.
 */
export class StoreChanges {
  constructor(private readonly deps: Deps) {}

  async committed(change: StoreChange): Promise<void> {
    for (const storeId of change.storeIds) this.deps.invalidate(storeId);
    this.deps.feed.publish(change.storeIds);
    await this.deps.outbox.deliver(change.events);
  }

  close(): Promise<void> {
    return this.deps.feed.close();
  }
}
