import { SsrPageCache, type PageInputs, type PageSource } from './ssr-page-cache';

type Inputs = PageInputs & { html: string };

function source(read: () => Inputs | null, render: (inputs: Inputs) => string | null = (inputs) => inputs.html) {
  const calls = { inputs: 0, render: 0 };
  const src: PageSource<Inputs, string> = {
    async inputs() {
      calls.inputs++;
      return read();
    },
    render(inputs) {
      calls.render++;
      const html = render(inputs);
      return html === null ? null : { html, context: `context of ${inputs.fingerprint}` };
    },
  };
  return { src, calls };
}

describe('SsrPageCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 0;
  });

  it('serves within the TTL, re-reads the inputs after it, renders again only when they changed', async () => {
    let fingerprint = 'v1';
    const { src, calls } = source(() => ({ fingerprint, storeIds: [1], html: `<p>${fingerprint}</p>` }));
    const cache = new SsrPageCache(1000, 2 ** 20, clock);
    const first = await cache.get('loja', src);
    expect(first?.page.body.toString()).toBe('<p>v1</p>');
    expect(first?.context).toBe('context of v1');
    now = 500;
    expect(await cache.get('loja', src)).toBe(first);
    expect(calls).toEqual({ inputs: 1, render: 1 });
    now = 1500;
    expect(await cache.get('loja', src)).toBe(first);
    expect(calls).toEqual({ inputs: 2, render: 1 });
    fingerprint = 'v2';
    now = 3000;
    const second = await cache.get('loja', src);
    expect(second?.page.body.toString()).toBe('<p>v2</p>');
    expect(second?.context).toBe('context of v2');
    expect(second?.page.etag).not.toBe(first?.page.etag);
    expect(cache.renders).toBe(2);
  });

  it('renders once for concurrent misses', async () => {
    const { src, calls } = source(() => ({ fingerprint: 'a', storeIds: [1], html: 'a' }));
    const cache = new SsrPageCache(1000, 2 ** 20, clock);
    const pages = await Promise.all(Array.from({ length: 8 }, () => cache.get('loja', src)));
    expect(new Set(pages).size).toBe(1);
    expect(calls).toEqual({ inputs: 1, render: 1 });
  });

  it('drops the pages of a store on invalidation (catalog change notification)', async () => {
    const a = source(() => ({ fingerprint: 'a', storeIds: [1, 2], html: 'a' }));
    const b = source(() => ({ fingerprint: 'b', storeIds: [3], html: 'b' }));
    const cache = new SsrPageCache(60_000, 2 ** 20, clock);
    await cache.get('a', a.src);
    await cache.get('b', b.src);
    cache.invalidateStore(2);
    await cache.get('a', a.src);
    await cache.get('b', b.src);
    expect([a.calls.inputs, b.calls.inputs]).toEqual([2, 1]);
    cache.invalidateStore('*');
    expect(cache.size).toBe(0);
  });

  it('answers null without inputs (missing store), and does not render a failing page again for the same inputs', async () => {
    const missing = source(() => null);
    const cache = new SsrPageCache(1000, 2 ** 20, clock);
    expect(await cache.get('x', missing.src)).toBeNull();
    expect(cache.size).toBe(0);

    const failing = source(() => ({ fingerprint: 'f', storeIds: [1], html: '' }), () => null);
    expect(await cache.get('f', failing.src)).toBeNull();
    now = 2000;
    expect(await cache.get('f', failing.src)).toBeNull();
    expect(failing.calls).toEqual({ inputs: 2, render: 1 });
  });

  it('keeps its memory under maxBytes, dropping the oldest pages', async () => {
    const cache = new SsrPageCache(60_000, 20, clock);
    for (const key of ['a', 'b', 'c']) await cache.get(key, source(() => ({ fingerprint: key, storeIds: [1], html: '123456' })).src);
    expect(cache.size).toBe(1);
  });
});
