import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_TIME_ZONE } from '@comanda/shared/domain';
import { StoreScopedCache } from '../../lib/store-scoped-cache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A serialised body with its ETag; compressed variants are made on first use and kept. */
export type CachedBody = {
  etag: string;
  body: Buffer;
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
};

export type CachedJson = CachedBody;

export type StoreVersion = { id: number; version: number };

export type CatalogSource = {
  /** Builds the payload (one query); throws an HttpError for a missing store or bad input (not cached). */
  load(): Promise<{ payload: unknown; versions: StoreVersion[] }>;
  /** Current catalog_version of these store rows (cheap; used when the TTL ran out). */
  versions(storeIds: number[]): Promise<StoreVersion[]>;
};

type CatalogEntry = CachedJson & { stamp: string };

const STORE_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE });

const stampOf = (versions: StoreVersion[]) =>
  [...versions]
    .sort((a, b) => a.id - b.id)
    .map((v) => `${v.id}.${v.version}`)
    .join(',');

export function cachedJson(payload: unknown): CachedJson {
  return cachedBody(Buffer.from(JSON.stringify(payload)));
}

export function cachedBody(body: Buffer): CachedBody {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  const variants = new Map<string, Promise<Buffer>>();
  return {
    etag,
    body,
    encoded(encoding) {
      let variant = variants.get(encoding);
      if (!variant) {
        variant =
          encoding === 'br'
            ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
            : gzip(body, { level: 6 });
        variants.set(encoding, variant);
      }
      return variant;
    },
  };
}

/**
 * Per-node cache of serialised catalog responses (products, categories), keyed by request (slug +
 * branch), on the StoreScopedCache policy: after the TTL one cheap query compares the stores'
 * catalog_version with the one the entry was built from, and only a change rebuilds it. Triggers bump
 * catalog_version and NOTIFY on every catalog change, and the app drops the entries of that store at
 * once (invalidateStore).
 */
export class CatalogCache {
  private readonly cache: StoreScopedCache<CatalogEntry>;

  /** maxBytes bounds the memory of the uncompressed bodies (oldest entries are dropped first). */
  constructor(
    ttlMs: number,
    maxBytes = 256 * 2 ** 20,
    private readonly clock: () => number = Date.now,
  ) {
    this.cache = new StoreScopedCache(ttlMs, maxBytes, clock);
  }

  /** "Esgotado hoje" lapses at the store's midnight without any write: an entry is rebuilt once a new day starts. */
  private stamp(versions: StoreVersion[]): string {
    return `${stampOf(versions)}@${STORE_DAY.format(this.clock())}`;
  }

  get size(): number {
    return this.cache.size;
  }

  async get(key: string, source: CatalogSource): Promise<CachedJson> {
    const entry = await this.cache.get(key, async (hit) => {
      if (hit && this.stamp(await source.versions(hit.storeIds)) === hit.value.stamp) return { keep: true };
      const { payload, versions } = await source.load();
      const cached = cachedJson(payload);
      return { keep: false, value: { ...cached, stamp: this.stamp(versions) }, storeIds: versions.map((v) => v.id), bytes: cached.body.length };
    });
    return entry!;
  }

  /** Drops every entry built from this store row ('*' = all). */
  invalidateStore(storeId: number | '*'): void {
    this.cache.invalidateStore(storeId);
  }

  /** Caches built from the catalog (e.g. server-rendered storefront pages) drop their entries with it. */
  onInvalidate(listener: (storeId: number | '*') => void): () => void {
    return this.cache.onInvalidate(listener);
  }
}

/** True when If-None-Match lists this ETag (weak comparison, as for GET) or is '*'. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

const COMPRESS_ABOVE_BYTES = 1024;

function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Sends a cached JSON body: 304 when If-None-Match matches, else the pre-serialised bytes (brotli or
 * gzip variant when accepted). Routes using it opt out of @fastify/compress (`compress: false`).
 */
export async function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson): Promise<FastifyReply> {
  return sendCachedBody(request, reply, cached, 'application/json; charset=utf-8');
}

/** sendCachedJson for any content type (e.g. a server-rendered HTML page). */
export async function sendCachedBody(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, contentType: string): Promise<FastifyReply> {
  void reply.header('etag', cached.etag).header('cache-control', 'public, no-cache').header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  void reply.header('content-type', contentType);
  const encoding = cached.body.length > COMPRESS_ABOVE_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
  if (encoding) return reply.header('content-encoding', encoding).send(await cached.encoded(encoding));
  return reply.send(cached.body);
}
