import { StoreScopedCache } from '../lib/store-scoped-cache';
import { cachedBody, type CachedBody } from '../modules/catalog/catalog-cache';

/** What a page is made from, cheap to read: equal fingerprints mean the rendered page is still right. */
export type PageInputs = { fingerprint: string; storeIds: number[] };

export type PageSource<I extends PageInputs, C> = {
  /** null = no page for this key (e.g. missing store: the SPA answers). */
  inputs(): Promise<I | null>;
  /** The expensive part, run only when the fingerprint changed; null = could not render (the source logs why). */
  render(inputs: I): RenderedPage<C> | null;
};

/** A rendered page and what it was made from that each answer may need again (e.g. the data of its head tags). */
export type RenderedPage<C> = { html: string; context: C };
export type CachedPage<C> = { page: CachedBody; context: C };

type Page = { cached: CachedPage<unknown> | null; fingerprint: string };

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

  async get<I extends PageInputs, C>(key: string, source: PageSource<I, C>): Promise<CachedPage<C> | null> {
    const entry = await this.cache.get(key, async (hit) => {
      const inputs = await source.inputs();
      if (!inputs) return null;
      if (hit && hit.value.fingerprint === inputs.fingerprint) return { keep: true };
      const rendered = source.render(inputs);
      this.renders++;
      const cached = rendered === null ? null : { page: cachedBody(Buffer.from(rendered.html)), context: rendered.context };
      // The context is the data the page was rendered from, about the size of the page again.
      return { keep: false, value: { cached, fingerprint: inputs.fingerprint }, storeIds: inputs.storeIds, bytes: 2 * (cached?.page.body.length ?? 0) };
    });
    // One key, one source: the context is the C this source rendered.
    return (entry?.cached as CachedPage<C> | null | undefined) ?? null;
  }

  invalidateStore(storeId: number | '*'): void {
    this.cache.invalidateStore(storeId);
  }
}
