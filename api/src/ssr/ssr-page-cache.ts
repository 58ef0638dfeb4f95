import { StoreScopedCache } from '../lib/store-scoped-cache';
import { cachedBody, type CachedBody } from '../modules/catalog/catalog-cache';

/** What a page is made from, cheap to read: equal fingerprints mean the rendered page is still right. */
export type PageInputs = { fingerprint: string; storeIds: number[] };

export type PageSource<I extends PageInputs> = {
  /** null = no page for this key (e.g. missing store: the SPA answers). */
  inputs(): Promise<I | null>;
  /** The expensive part, run only when the fingerprint changed; null = could not render (the source logs why). */
  render(inputs: I): string | null;
};

type Page = { page: CachedBody | null; fingerprint: string };

/**
 * Per-node cache of server-rendered pages, on the StoreScopedCache policy: after the TTL its inputs are read
 * again (the store row and the catalog cache's ETags) and the page is rendered again only if they changed.
 * A page that failed to render is cached as null: the SPA answers until the inputs change, without rendering
 * again. Catalog change notifications drop a store's pages at once (invalidateStore).
 */
export class SsrPageCache {
  private readonly cache: StoreScopedCache<Page>;
  /** Renders done (tests and logs). */
  renders = 0;

  constructor(ttlMs: number, maxBytes = 64 * 2 ** 20, clock: () => number = Date.now) {
    this.cache = new StoreScopedCache(ttlMs, maxBytes, clock);
  }

  get size(): number {
    return this.cache.size;
  }

  async get<I extends PageInputs>(key: string, source: PageSource<I>): Promise<CachedBody | null> {
    const entry = await this.cache.get(key, async (hit) => {
      const inputs = await source.inputs();
      if (!inputs) return null;
      if (hit && hit.value.fingerprint === inputs.fingerprint) return { keep: true };
      const html = source.render(inputs);
      this.renders++;
      const page = html === null ? null : cachedBody(Buffer.from(html));
      return { keep: false, value: { page, fingerprint: inputs.fingerprint }, storeIds: inputs.storeIds, bytes: page?.body.length ?? 0 };
    });
    return entry?.page ?? null;
  }

  invalidateStore(storeId: number | '*'): void {
    this.cache.invalidateStore(storeId);
  }
}
