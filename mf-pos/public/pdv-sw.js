/**
 * Service worker of the installable POS (Comanda PDV, issue 11): the app keeps opening at /pdv-standalone while the
 * network is down. Registered by mf-pos (features/offline/register-service-worker.ts) with scope /pdv-standalone.
 *
 * Hand-written on purpose: what /pdv-standalone loads is the shell's page and chunks, /remotes.json and the mf-pos
 * remote, three builds that deploy apart, so no single build can list them for a precache manifest (workbox's
 * InjectManifest would only see mf-pos, and it does not run under rspack anyway). Instead the worker reads the
 * lists at install time from the page itself, /remotes.json and the remote's mf-manifest.json, and caches what the
 * page loads afterwards.
 *
 *   navigations under the scope     network first (4 s), else the cached page
 *   content-hashed files            cache first (their name changes with their content)
 *   remoteEntry.js, manifests, other same-origin files of the app: network first, else the cache
 *   /api, /app (WebSocket), other origins: not touched (the POS queues its sales itself)
 */
const PAGES = 'comanda-pdv-pages-v1';
const ASSETS = 'comanda-pdv-assets-v1';
const KNOWN_CACHES = [PAGES, ASSETS];
const NETWORK_TIMEOUT_MS = 4000;
const MAX_ASSETS = 300;
const REMOTES_JSON = '/remotes.json';
/** The app's own files, next to this worker: the web manifest and its icons. */
const OWN_FILES = ['pdv.webmanifest', 'icons/pdv-192.png', 'icons/pdv-512.png'];
const POS_REMOTE = 'mf_pos';
/** e.g. main.3f2a9c1d0e.js, 412.a1b2c3d4e5.css: the build puts the content hash before the extension. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const APP_FILE = /\.(?:js|mjs|css|json|webmanifest|png|svg|ico|woff2?)$/i;
const NOT_OURS = /^\/(?:api|app|storage)(?:\/|$)/;

const scopePath = () => new URL(self.registration.scope).pathname.replace(/\/$/, '') || '/';
/** The one cached page: the shell's index.html as served for the scope (every POS route is the same page). */
const pageUrl = () => new URL(scopePath(), self.location.origin).href;

function timeout(ms) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  return { signal: controller.signal, done: () => clearTimeout(timer) };
}

async function fetchFresh(request, init = {}) {
  const limit = timeout(NETWORK_TIMEOUT_MS);
  try {
    return await fetch(request, { ...init, signal: limit.signal });
  } finally {
    limit.done();
  }
}

const sameOrigin = (url) => url.origin === self.location.origin;
const cacheFor = (url) => (HASHED.test(url.pathname) ? ASSETS : PAGES);

async function trimAssets() {
  const cache = await caches.open(ASSETS);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

async function put(url, response) {
  if (!response || !response.ok || response.type === 'opaque') return;
  const cache = await caches.open(cacheFor(new URL(url)));
  await cache.put(url, response);
}

async function cacheUrl(href) {
  const url = new URL(href, self.location.origin);
  if (!sameOrigin(url) || NOT_OURS.test(url.pathname)) return;
  if (HASHED.test(url.pathname) && (await caches.match(url.href))) return;
  const response = await fetch(url.href, { cache: 'no-cache', credentials: 'same-origin' });
  await put(url.href, response);
}

/** The files a page's HTML loads (scripts, styles, icons, preloads). */
function filesOf(html, base) {
  const found = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)\s*=\s*["']([^"']+)["']/gi)) {
    const url = new URL(match[1], base);
    if (sameOrigin(url) && APP_FILE.test(url.pathname)) found.add(url.href);
  }
  return [...found];
}

/** remoteEntry.js and every chunk the POS remote lists in its mf-manifest.json (exposed module and shared copies). */
function filesOfManifest(manifest, manifestUrl) {
  const files = [];
  const entry = manifest && manifest.metaData && manifest.metaData.remoteEntry;
  if (entry && entry.name) files.push(new URL(`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`, manifestUrl).href);
  for (const part of [...(manifest.exposes || []), ...(manifest.shared || [])]) {
    const assets = part.assets || {};
    for (const kind of [assets.js, assets.css]) {
      for (const file of [...((kind && kind.sync) || []), ...((kind && kind.async) || [])]) files.push(new URL(file, manifestUrl).href);
    }
  }
  return files;
}

async function precache() {
  const page = pageUrl();
  const response = await fetch(page, { cache: 'no-cache', credentials: 'same-origin', headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`PDV: a página ${page} respondeu ${response.status}`);
  await put(page, response.clone());
  const files = [...filesOf(await response.text(), page), ...OWN_FILES.map((file) => new URL(file, self.location.href).href)];

  try {
    const remotes = await fetch(REMOTES_JSON, { cache: 'no-cache', credentials: 'same-origin' });
    await put(new URL(REMOTES_JSON, self.location.origin).href, remotes.clone());
    const manifestHref = (await remotes.json())[POS_REMOTE];
    const manifestUrl = manifestHref && new URL(manifestHref, self.location.origin);
    if (manifestUrl && sameOrigin(manifestUrl)) {
      const manifestResponse = await fetch(manifestUrl.href, { cache: 'no-cache', credentials: 'same-origin' });
      await put(manifestUrl.href, manifestResponse.clone());
      files.push(...filesOfManifest(await manifestResponse.json(), manifestUrl.href));
    }
  } catch {
    // The remote's files are cached as the page loads them (runtime caching below).
  }
  await Promise.allSettled(files.map(cacheUrl));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('comanda-pdv-') && !KNOWN_CACHES.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** The page asks the worker to keep files it loaded before the worker controlled it (its first visit). */
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'CACHE_URLS' && Array.isArray(data.urls)) {
    event.waitUntil(Promise.allSettled(data.urls.filter((url) => typeof url === 'string').map(cacheUrl)).then(trimAssets));
  }
});

async function networkFirst(request, key) {
  try {
    const response = await fetchFresh(request);
    if (response.ok) await put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(key);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request.url);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await put(request.url, response.clone());
    void trimAssets();
  }
  return response;
}

async function navigation(request) {
  try {
    const response = await fetchFresh(request);
    if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) await put(pageUrl(), response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(pageUrl());
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!sameOrigin(url) || NOT_OURS.test(url.pathname)) return;

  if (request.mode === 'navigate') {
    const scope = scopePath();
    if (url.pathname === scope || url.pathname.startsWith(`${scope}/`)) event.respondWith(navigation(request));
    return;
  }
  if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (url.pathname === REMOTES_JSON || APP_FILE.test(url.pathname)) {
    const key = `${url.origin}${url.pathname}`;
    event.respondWith(networkFirst(request, key));
  }
});
