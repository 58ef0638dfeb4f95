import { CatalogCache, etagMatches, type CatalogSource, type StoreVersion } from '../src/modules/catalog/catalog-cache';

function source(payload: () => unknown, versions: () => StoreVersion[]) {
  const calls = { load: 0, versions: 0 };
  const src: CatalogSource = {
    async load() {
      calls.load++;
      return { payload: payload(), versions: versions() };
    },
    async versions() {
      calls.versions++;
      return versions();
    },
  };
  return { src, calls };
}

describe('CatalogCache', () => {
  let now = 0;
  const clock = () => now;

  it('serves within the TTL, re-checks the version after it, rebuilds only on change', async () => {
    let version = 1;
    let name = 'a';
    const { src, calls } = source(() => ({ name }), () => [{ id: 7, version }]);
    const cache = new CatalogCache(1000, 2 ** 20, clock);
    const first = await cache.get('k', src);
    expect(JSON.parse(first.body.toString())).toEqual({ name: 'a' });
    now = 500;
    expect(await cache.get('k', src)).toBe(first);
    expect(calls).toEqual({ load: 1, versions: 0 });
    now = 1500;
    expect(await cache.get('k', src)).toBe(first);
    expect(calls).toEqual({ load: 1, versions: 1 });
    name = 'b';
    version = 2;
    now = 3000;
    const second = await cache.get('k', src);
    expect(JSON.parse(second.body.toString())).toEqual({ name: 'b' });
    expect(second.etag).not.toBe(first.etag);
  });

  it('shares one load between concurrent misses', async () => {
    const { src, calls } = source(() => ({ ok: true }), () => [{ id: 1, version: 1 }]);
    const cache = new CatalogCache(1000, 2 ** 20, clock);
    const results = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', src)));
    expect(new Set(results).size).toBe(1);
    expect(calls.load).toBe(1);
  });

  it('invalidateStore drops the entries built from that store', async () => {
    const a = source(() => ({ a: 1 }), () => [{ id: 1, version: 1 }, { id: 2, version: 1 }]);
    const b = source(() => ({ b: 1 }), () => [{ id: 3, version: 1 }]);
    const cache = new CatalogCache(60_000, 2 ** 20, clock);
    await cache.get('a', a.src);
    await cache.get('b', b.src);
    cache.invalidateStore(2);
    await cache.get('a', a.src);
    await cache.get('b', b.src);
    expect([a.calls.load, b.calls.load]).toEqual([2, 1]);
    cache.invalidateStore('*');
    expect(cache.size).toBe(0);
  });

  it('errors are not cached', async () => {
    let fail = true;
    const src: CatalogSource = {
      async load() {
        if (fail) throw new Error('404');
        return { payload: [], versions: [{ id: 1, version: 1 }] };
      },
      versions: async () => [{ id: 1, version: 1 }],
    };
    const cache = new CatalogCache(60_000, 2 ** 20, clock);
    await expect(cache.get('k', src)).rejects.toThrow('404');
    fail = false;
    await expect(cache.get('k', src)).resolves.toBeDefined();
  });

  it('keeps the bodies under maxBytes, dropping the oldest', async () => {
    const cache = new CatalogCache(60_000, 250, clock);
    for (const key of ['a', 'b', 'c']) await cache.get(key, source(() => ({ pad: 'x'.repeat(100) }), () => [{ id: 1, version: 1 }]).src);
    expect(cache.size).toBe(2);
  });

  it('etagMatches: weak comparison, lists and *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});
