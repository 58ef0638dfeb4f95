/** What a refresh decided: the cached value is still right, a new value, or nothing for this key. */
export type Refreshed<V> = { keep: true } | { keep: false; value: V; storeIds: number[]; bytes: number } | null;

type Entry<V> = { value: V; storeIds: number[]; bytes: number; checkedAt: number };

/**
 * Per-node cache of values built from store rows (serialised catalogs, rendered pages). An entry is served
 * as is for `ttlMs`; after that `refresh` (given the entry) checks it cheaply and rebuilds only when it is
 * stale. Change notifications drop a store's entries at once (invalidateStore), so the TTL only bounds
 * staleness when a notification is lost. Concurrent misses of one key share one refresh; `maxBytes`
 * bounds memory (oldest entries go first).
 */
export class StoreScopedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inflight = new Map<string, Promise<V | null>>();
  private readonly invalidationListeners = new Set<(storeId: number | '*') => void>();
  private generation = 0;
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, refresh: (hit: { value: V; storeIds: number[] } | undefined) => Promise<Refreshed<V>>): Promise<V | null> {
    const hit = this.entries.get(key);
    if (hit && this.clock() - hit.checkedAt < this.ttlMs) return Promise.resolve(hit.value);
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.load(key, refresh).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  /** Drops every entry built from this store row ('*' = all) and tells the listeners. */
  invalidateStore(storeId: number | '*'): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (storeId === '*' || entry.storeIds.includes(storeId)) this.drop(key);
    for (const listener of this.invalidationListeners) listener(storeId);
  }

  /** Caches built on top of this one drop their entries with it. */
  onInvalidate(listener: (storeId: number | '*') => void): () => void {
    this.invalidationListeners.add(listener);
    return () => this.invalidationListeners.delete(listener);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  private async load(key: string, refresh: (hit: { value: V; storeIds: number[] } | undefined) => Promise<Refreshed<V>>): Promise<V | null> {
    const generation = this.generation;
    // An invalidation during the load may have been missed by what was read: keep the entry but re-check it next time.
    const checkedAt = () => (generation === this.generation ? this.clock() : 0);
    try {
      const hit = this.entries.get(key);
      const result = await refresh(hit);
      if (result === null) {
        this.drop(key);
        return null;
      }
      if (result.keep && hit) {
        hit.checkedAt = checkedAt();
        return hit.value;
      }
      if (result.keep) throw new Error('StoreScopedCache: refresh kept an entry that does not exist');
      this.drop(key);
      this.entries.set(key, { value: result.value, storeIds: result.storeIds, bytes: result.bytes, checkedAt: checkedAt() });
      this.bytes += result.bytes;
      while (this.bytes > this.maxBytes && this.entries.size > 1) this.drop(this.entries.keys().next().value as string);
      return result.value;
    } catch (err) {
      this.drop(key);
      throw err;
    }
  }
}
