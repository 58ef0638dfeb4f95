/**
 * Service worker of the installable driver app (Comanda Entregador, issue 12): keeps the app shell so /entregador
 * opens from the home screen quickly and, with a bad signal, still opens (the trips need the network).
 * Registered by mf-store (src/driver-app/pwa/register-driver-app.ts) with scope /entregador; the server sends
 * `Service-Worker-Allowed: /entregador` with this file (api/src/static/static-hosting.ts, nginx/comanda.conf).
 *
 *   navigations under the scope     network first (4 s), else the cached page
 *   content-hashed files            cache first (their name changes with their content)
 *   remoteEntry.js, manifests, other same-origin files of the app: network first, else the cache
 *   /api, /app (WebSocket), /storage, other origins: not touched
 */
const PAGES = 'comanda-entregador-pages-v1';
const ASSETS = 'comanda-entregador-assets-v1';
const KNOWN_CACHES = [PAGES, ASSETS];
const NETWORK_TIMEOUT_MS = 4000;
const MAX_ASSETS = 200;
const REMOTES_JSON = '/remotes.json';
/** The app's own files, next to this worker. */
const OWN_FILES = ['entregador.webmanifest', 'icons/entregador-192.png', 'icons/entregador-512.png'];
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const APP_FILE = /\.(?:js|mjs|css|json|webmanifest|png|svg|ico|woff2?)$/i;
const NOT_OURS = /^\/(?:api|app|storage)(?:\/|$)/;

const scopePath = () => new URL(self.registration.scope).pathname.replace(/\/$/, '') || '/';
/** The one cached page: the shell's index.html as served for the scope (every driver route is the same page). */
const pageUrl = () => new URL(scopePath(), self.location.origin).href;
const sameOrigin = (url) => url.origin === self.location.origin;
const cacheFor = (url) => (HASHED.test(url.pathname) ? ASSETS : PAGES);

async function fetchFresh(request) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NETWORK_TIMEOUT_MS);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

async function put(url, response) {
  if (!response || !response.ok || response.type === 'opaque') return;
  const cache = await caches.open(cacheFor(new URL(url)));
  await cache.put(url, response);
}

async function trimAssets() {
  const cache = await caches.open(ASSETS);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

async function cacheUrl(href) {
  const url = new URL(href, self.location.origin);
  if (!sameOrigin(url) || NOT_OURS.test(url.pathname)) return;
  const response = await fetch(url.href, { cache: 'no-cache', credentials: 'same-origin' });
  await put(url.href, response);
}

/** The files the page's HTML loads (scripts, styles, icons). */
function filesOf(html, base) {
  const found = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)\s*=\s*["']([^"']+)["']/gi)) {
    const url = new URL(match[1], base);
    if (sameOrigin(url) && APP_FILE.test(url.pathname)) found.add(url.href);
  }
  return [...found];
}

async function precache() {
  const page = pageUrl();
  const response = await fetch(page, { cache: 'no-cache', credentials: 'same-origin', headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`Entregador: a página ${page} respondeu ${response.status}`);
  await put(page, response.clone());
  const files = [...filesOf(await response.text(), page), new URL(REMOTES_JSON, self.location.origin).href, ...OWN_FILES.map((file) => new URL(file, self.location.href).href)];
  await Promise.allSettled(files.map(cacheUrl));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('comanda-entregador-') && !KNOWN_CACHES.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
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
    event.respondWith(networkFirst(request, `${url.origin}${url.pathname}`));
  }
});
