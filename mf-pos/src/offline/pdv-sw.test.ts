/**
 * @jest-environment node
 *
 * The POS service worker (mf-pos/public/pdv-sw.js) run against a fake CacheStorage and network.
 */
import fs from 'node:fs';
import path from 'node:path';

const ORIGIN = 'https://pdv.comanda.test';
const SOURCE = fs.readFileSync(path.join(__dirname, '../../public/pdv-sw.js'), 'utf8');

const SHELL_HTML = `<!doctype html><html><head>
<link rel="icon" href="data:,">
<script defer src="/main.3f2a9c1d0e.js"></script>
<link href="/vendors.1234abcd99.css" rel="stylesheet">
</head><body><div id="root"></div></body></html>`;

const POS_MANIFEST = {
  id: 'mf_pos',
  name: 'mf_pos',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  shared: [{ assets: { js: { sync: ['shared-dexie.aaaaaaaaaa.js'], async: [] }, css: { sync: [], async: [] } } }],
  exposes: [{ assets: { js: { sync: ['__federation_expose_routes.bbbbbbbbbb.js'], async: ['sale.cccccccccc.js'] }, css: { sync: [], async: [] } } }],
  remotes: [],
};

type Routes = Record<string, () => Response>;

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
  return {
    stores,
    api: {
      open,
      match: async (key: string) => {
        for (const store of stores.values()) if (store.has(key)) return store.get(key)!.clone();
        return undefined;
      },
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
  };
}

function loadWorker(routes: Routes) {
  const listeners = new Map<string, (event: unknown) => void>();
  const caches = fakeCaches();
  let online = true;
  const fetch = jest.fn(async (input: string | { url: string }) => {
    const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN).href;
    if (!online) throw new TypeError('Failed to fetch');
    const route = routes[url];
    return route ? route() : new Response('não encontrado', { status: 404 });
  });
  const self = {
    registration: { scope: `${ORIGIN}/pdv-standalone` },
    location: new URL(`${ORIGIN}/remotes/mf-pos/pdv-sw.js`),
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
  const request = (url: string, mode = 'cors') => ({ url: new URL(url, ORIGIN).href, method: 'GET', mode });

  return {
    caches,
    fetch,
    self,
    setOnline: (value: boolean) => void (online = value),
    install: () => dispatch('install'),
    activate: () => dispatch('activate'),
    message: (data: unknown) => dispatch('message', { data }),
    fetchEvent: (url: string, mode?: string) => dispatch('fetch', { request: request(url, mode) }),
    cachedKeys: (name: string) => [...(caches.stores.get(name)?.keys() ?? [])].sort(),
  };
}

const js = (body: string) => () => new Response(body, { headers: { 'content-type': 'application/javascript' } });
const json = (body: unknown) => () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function platform(): Routes {
  return {
    [`${ORIGIN}/pdv-standalone`]: () => new Response(SHELL_HTML, { headers: { 'content-type': 'text/html' } }),
    [`${ORIGIN}/main.3f2a9c1d0e.js`]: js('shell'),
    [`${ORIGIN}/vendors.1234abcd99.css`]: () => new Response('body{}', { headers: { 'content-type': 'text/css' } }),
    [`${ORIGIN}/remotes.json`]: json({ mf_pos: '/remotes/mf-pos/mf-manifest.json', mf_store: '/remotes/mf-store/mf-manifest.json' }),
    [`${ORIGIN}/remotes/mf-pos/mf-manifest.json`]: json(POS_MANIFEST),
    [`${ORIGIN}/remotes/mf-pos/remoteEntry.js`]: js('entry v1'),
    [`${ORIGIN}/remotes/mf-pos/shared-dexie.aaaaaaaaaa.js`]: js('dexie'),
    [`${ORIGIN}/remotes/mf-pos/__federation_expose_routes.bbbbbbbbbb.js`]: js('routes'),
    [`${ORIGIN}/remotes/mf-pos/sale.cccccccccc.js`]: js('sale'),
    [`${ORIGIN}/remotes/mf-pos/pdv.webmanifest`]: json({ name: 'Comanda PDV' }),
    [`${ORIGIN}/remotes/mf-pos/icons/pdv-192.png`]: () => new Response('png', { headers: { 'content-type': 'image/png' } }),
    [`${ORIGIN}/remotes/mf-pos/icons/pdv-512.png`]: () => new Response('png', { headers: { 'content-type': 'image/png' } }),
  };
}

it('install caches the /pdv-standalone page, its files, /remotes.json and the POS remote (entry and chunks)', async () => {
  const worker = loadWorker(platform());
  await worker.install();
  expect(worker.self.skipWaiting).toHaveBeenCalled();
  expect(worker.cachedKeys('comanda-pdv-pages-v1')).toEqual([
    `${ORIGIN}/pdv-standalone`,
    `${ORIGIN}/remotes.json`,
    `${ORIGIN}/remotes/mf-pos/icons/pdv-192.png`,
    `${ORIGIN}/remotes/mf-pos/icons/pdv-512.png`,
    `${ORIGIN}/remotes/mf-pos/mf-manifest.json`,
    `${ORIGIN}/remotes/mf-pos/pdv.webmanifest`,
    `${ORIGIN}/remotes/mf-pos/remoteEntry.js`,
  ]);
  expect(worker.cachedKeys('comanda-pdv-assets-v1')).toEqual([
    `${ORIGIN}/main.3f2a9c1d0e.js`,
    `${ORIGIN}/remotes/mf-pos/__federation_expose_routes.bbbbbbbbbb.js`,
    `${ORIGIN}/remotes/mf-pos/sale.cccccccccc.js`,
    `${ORIGIN}/remotes/mf-pos/shared-dexie.aaaaaaaaaa.js`,
    `${ORIGIN}/vendors.1234abcd99.css`,
  ]);
  await worker.activate();
  expect(worker.self.clients.claim).toHaveBeenCalled();
});

it('offline, every navigation under /pdv-standalone gets the cached page; other pages are left alone', async () => {
  const worker = loadWorker(platform());
  await worker.install();
  worker.setOnline(false);
  const response = await worker.fetchEvent(`${ORIGIN}/pdv-standalone/payment`, 'navigate');
  expect(await response!.text()).toBe(SHELL_HTML);
  expect(await worker.fetchEvent(`${ORIGIN}/store/dashboard`, 'navigate')).toBeUndefined();
});

it('online, a navigation goes to the network and refreshes the cached page', async () => {
  const routes = platform();
  const worker = loadWorker(routes);
  await worker.install();
  routes[`${ORIGIN}/pdv-standalone/index`] = () => new Response('<html>nova versão</html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
  expect(await (await worker.fetchEvent(`${ORIGIN}/pdv-standalone/index`, 'navigate'))!.text()).toBe('<html>nova versão</html>');
  worker.setOnline(false);
  expect(await (await worker.fetchEvent(`${ORIGIN}/pdv-standalone`, 'navigate'))!.text()).toBe('<html>nova versão</html>');
});

it('hashed files come from the cache first; a new one is fetched once and kept', async () => {
  const worker = loadWorker(platform());
  await worker.install();
  worker.fetch.mockClear();
  expect(await (await worker.fetchEvent(`${ORIGIN}/remotes/mf-pos/sale.cccccccccc.js`))!.text()).toBe('sale');
  expect(worker.fetch).not.toHaveBeenCalled();

  const routes = platform();
  const later = loadWorker({ ...routes, [`${ORIGIN}/remotes/mf-pos/payment.dddddddddd.js`]: js('payment') });
  expect(await (await later.fetchEvent(`${ORIGIN}/remotes/mf-pos/payment.dddddddddd.js`))!.text()).toBe('payment');
  later.setOnline(false);
  expect(await (await later.fetchEvent(`${ORIGIN}/remotes/mf-pos/payment.dddddddddd.js`))!.text()).toBe('payment');
});

it('remoteEntry.js and the manifests: network first (a new deploy wins), the cache when offline', async () => {
  const routes = platform();
  const worker = loadWorker(routes);
  await worker.install();
  routes[`${ORIGIN}/remotes/mf-pos/remoteEntry.js`] = js('entry v2');
  expect(await (await worker.fetchEvent(`${ORIGIN}/remotes/mf-pos/remoteEntry.js`))!.text()).toBe('entry v2');
  worker.setOnline(false);
  expect(await (await worker.fetchEvent(`${ORIGIN}/remotes/mf-pos/remoteEntry.js`))!.text()).toBe('entry v2');
  expect(JSON.parse(await (await worker.fetchEvent(`${ORIGIN}/remotes.json`))!.text())).toMatchObject({ mf_pos: '/remotes/mf-pos/mf-manifest.json' });
});

it('leaves the API, the WebSocket path, other origins and writes to the network', async () => {
  const worker = loadWorker(platform());
  expect(await worker.fetchEvent(`${ORIGIN}/api/stores/7/pos/catalog`)).toBeUndefined();
  expect(await worker.fetchEvent(`${ORIGIN}/app/key`)).toBeUndefined();
  expect(await worker.fetchEvent('https://tile.openstreetmap.org/1/1/1.png')).toBeUndefined();
});

it('keeps the files the page loaded before the worker controlled it', async () => {
  const worker = loadWorker({ ...platform(), [`${ORIGIN}/remotes/mf-pos/late.eeeeeeeeee.js`]: js('late') });
  await worker.message({ type: 'CACHE_URLS', urls: [`${ORIGIN}/remotes/mf-pos/late.eeeeeeeeee.js`, `${ORIGIN}/api/auth/me`, 'https://outro.site/x.js'] });
  expect(worker.cachedKeys('comanda-pdv-assets-v1')).toEqual([`${ORIGIN}/remotes/mf-pos/late.eeeeeeeeee.js`]);
  expect(worker.fetch).toHaveBeenCalledTimes(1);
});
