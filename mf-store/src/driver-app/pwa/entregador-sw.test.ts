/**
 * @jest-environment node
 *
 * The driver app's service worker (mf-store/public/entregador-sw.js) against a fake CacheStorage and network.
 */
import fs from 'node:fs';
import path from 'node:path';

const ORIGIN = 'https://app.comanda.test';
const SOURCE = fs.readFileSync(path.join(__dirname, '../../../public/entregador-sw.js'), 'utf8');
const SHELL_HTML = '<!doctype html><html><head><script defer src="/main.3f2a9c1d0e.js"></script><link href="/vendors.1234abcd99.css" rel="stylesheet"></head><body></body></html>';

function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      put: async (key: string, response: Response) => void store.set(key, response),
      match: async (key: string) => store.get(key)?.clone(),
      keys: async () => [...store.keys()],
      delete: async (key: string) => store.delete(key),
    };
  };
  const api = {
    open,
    match: async (key: string) => {
      for (const store of stores.values()) if (store.has(key)) return store.get(key)!.clone();
      return undefined;
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  return { stores, api };
}

type Routes = Record<string, () => Response>;

function loadWorker(routes: Routes) {
  const listeners = new Map<string, (event: unknown) => void>();
  const caches = fakeCaches();
  let online = true;
  const fetch = jest.fn(async (input: string | { url: string }) => {
    if (!online) throw new TypeError('Failed to fetch');
    const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN).href;
    return routes[url]?.() ?? new Response('não encontrado', { status: 404 });
  });
  const self = {
    registration: { scope: `${ORIGIN}/entregador` },
    location: new URL(`${ORIGIN}/remotes/mf-store/entregador-sw.js`),
    clients: { claim: jest.fn(async () => undefined) },
    skipWaiting: jest.fn(async () => undefined),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  new Function('self', 'caches', 'fetch', SOURCE)(self, caches.api, fetch);

  async function dispatch(type: string, extra: object = {}) {
    const waits: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    listeners.get(type)!({ ...extra, waitUntil: (p: Promise<unknown>) => waits.push(p), respondWith: (r: Promise<Response>) => (response = r) });
    await Promise.all(waits);
    return response;
  }
  return {
    self,
    fetch,
    setOnline: (value: boolean) => void (online = value),
    install: () => dispatch('install'),
    fetchEvent: (url: string, mode = 'cors') => dispatch('fetch', { request: { url: new URL(url, ORIGIN).href, method: 'GET', mode } }),
    cachedKeys: () => [...caches.stores.values()].flatMap((store) => [...store.keys()]).sort(),
  };
}

const file = (body: string, type = 'application/javascript') => () => new Response(body, { headers: { 'content-type': type } });

const platform = (): Routes => ({
  [`${ORIGIN}/entregador`]: file(SHELL_HTML, 'text/html'),
  [`${ORIGIN}/main.3f2a9c1d0e.js`]: file('shell'),
  [`${ORIGIN}/vendors.1234abcd99.css`]: file('body{}', 'text/css'),
  [`${ORIGIN}/remotes.json`]: file('{}', 'application/json'),
  [`${ORIGIN}/remotes/mf-store/entregador.webmanifest`]: file('{}', 'application/manifest+json'),
  [`${ORIGIN}/remotes/mf-store/icons/entregador-192.png`]: file('png', 'image/png'),
  [`${ORIGIN}/remotes/mf-store/icons/entregador-512.png`]: file('png', 'image/png'),
  [`${ORIGIN}/remotes/mf-store/remoteEntry.js`]: file('entry'),
});

it('install keeps the /entregador page, its files, /remotes.json, the manifest and the icons', async () => {
  const worker = loadWorker(platform());
  await worker.install();
  expect(worker.self.skipWaiting).toHaveBeenCalled();
  expect(worker.cachedKeys()).toEqual(
    [
      `${ORIGIN}/entregador`,
      `${ORIGIN}/main.3f2a9c1d0e.js`,
      `${ORIGIN}/remotes.json`,
      `${ORIGIN}/remotes/mf-store/entregador.webmanifest`,
      `${ORIGIN}/remotes/mf-store/icons/entregador-192.png`,
      `${ORIGIN}/remotes/mf-store/icons/entregador-512.png`,
      `${ORIGIN}/vendors.1234abcd99.css`,
    ].sort(),
  );
});

it('without network, a navigation under /entregador gets the cached page and the remote the cached entry; the API is never touched', async () => {
  const worker = loadWorker(platform());
  await worker.install();
  expect(await (await worker.fetchEvent(`${ORIGIN}/remotes/mf-store/remoteEntry.js`))!.text()).toBe('entry');
  worker.setOnline(false);
  expect(await (await worker.fetchEvent(`${ORIGIN}/entregador/qualquer`, 'navigate'))!.text()).toBe(SHELL_HTML);
  expect(await (await worker.fetchEvent(`${ORIGIN}/remotes/mf-store/remoteEntry.js`))!.text()).toBe('entry');
  expect(await worker.fetchEvent(`${ORIGIN}/store/dashboard`, 'navigate')).toBeUndefined();
  expect(await worker.fetchEvent(`${ORIGIN}/api/driver/me`)).toBeUndefined();
  expect(await worker.fetchEvent(`${ORIGIN}/app/key`)).toBeUndefined();
});
