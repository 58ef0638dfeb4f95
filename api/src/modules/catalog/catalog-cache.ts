import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A serialised JSON body with its ETag; compressed variants are made on first use and kept. */
export type CachedJson = {
  etag: string;
  body: Buffer;
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
};

export type StoreVersion = { id: number; version: number };

export type CatalogSource = {
  /** Builds the payload (one query); throws an HttpError for a missing store or bad input (not cached). */
  load(): Promise<{ payload: unknown; versions: StoreVersion[] }>;
  /** Current catalog_version of these store rows (cheap; used when the TTL ran out). */
  versions(storeIds: number[]): Promise<StoreVersion[]>;
};

type Entry = CachedJson & { storeIds: number[]; stamp: string; checkedAt: number };

const stampOf = (versions: StoreVersion[]) =>
  [...versions]
    .sort((a, b) => a.id - b.id)
    .map((v) => `${v.id}.${v.version}`)
    .join(',');

export function cachedJson(payload: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(payload));
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
 * branch). An entry is served without touching the database for `ttlMs`; after that one cheap query
 * compares the stores' catalog_version with the one the entry was built from, and only a change
 * rebuilds it. Triggers bump catalog_version and NOTIFY on every catalog change, and the app drops the
 * entries of that store at once (invalidateStore), so the TTL only bounds staleness if a notification
 * is lost. Concurrent misses of one key share one load.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<Entry>>();
  private generation = 0;
  private bytes = 0;

  /** maxBytes bounds the memory of the uncompressed bodies (oldest entries are dropped first). */
  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = 256 * 2 ** 20,
    private readonly clock: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, source: CatalogSource): Promise<CachedJson> {
    const hit = this.entries.get(key);
    if (hit && this.clock() - hit.checkedAt < this.ttlMs) return hit;
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.refresh(key, hit, source).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  /** Drops every entry built from this store row ('*' = all). */
  invalidateStore(storeId: number | '*'): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (storeId === '*' || entry.storeIds.includes(storeId)) this.drop(key);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }

  private async refresh(key: string, hit: Entry | undefined, source: CatalogSource): Promise<Entry> {
    const generation = this.generation;
    // An invalidation during the load may have been missed by what was read: keep the entry but re-check it next time.
    const checkedAt = () => (generation === this.generation ? this.clock() : 0);
    try {
      if (hit && stampOf(await source.versions(hit.storeIds)) === hit.stamp) {
        hit.checkedAt = checkedAt();
        return hit;
      }
      const { payload, versions } = await source.load();
      const entry: Entry = { ...cachedJson(payload), storeIds: versions.map((v) => v.id), stamp: stampOf(versions), checkedAt: checkedAt() };
      this.drop(key);
      this.entries.set(key, entry);
      this.bytes += entry.body.length;
      while (this.bytes > this.maxBytes && this.entries.size > 1) this.drop(this.entries.keys().next().value as string);
      return entry;
    } catch (err) {
      this.drop(key);
      throw err;
    }
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
  void reply.header('etag', cached.etag).header('cache-control', 'public, no-cache').header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  void reply.header('content-type', 'application/json; charset=utf-8');
  const encoding = cached.body.length > COMPRESS_ABOVE_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
  if (encoding) return reply.header('content-encoding', encoding).send(await cached.encoded(encoding));
  return reply.send(cached.body);
}
