/**
 * Web Push worker of the whole site (issue 13): served at /push-sw.js, scope /, registered by shared/state/push when a
 * customer turns on "Receber notificações neste navegador". It handles only pushes and clicks on what it shows: no
 * fetch handler, so pages and files load exactly as without it (the driver app and the POS keep their own workers,
 * whose narrower scopes win for their pages).
 *
 * A push is the API's JSON (shared/domain PushPayload: title, body, url, tag), decrypted by the browser. The tag is one
 * per order, so a later status replaces the earlier notification. A click focuses a tab already on that page (or any
 * tab of the site, which it then navigates) or opens one.
 */
const ICON = '/favicon.svg';
const FALLBACK = { title: 'Comanda', body: 'Você tem uma novidade.', url: '/customer/dashboard', tag: 'comanda' };

function payloadOf(data) {
  if (!data) return FALLBACK;
  try {
    const json = data.json();
    return {
      title: typeof json.title === 'string' && json.title ? json.title : FALLBACK.title,
      body: typeof json.body === 'string' ? json.body : '',
      url: typeof json.url === 'string' && json.url ? json.url : FALLBACK.url,
      tag: typeof json.tag === 'string' && json.tag ? json.tag : FALLBACK.tag,
    };
  } catch {
    return { ...FALLBACK, body: data.text() || FALLBACK.body };
  }
}

/** Only pages of this site are opened: a link to elsewhere becomes the customer area. */
function targetOf(url) {
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin ? target : new URL(FALLBACK.url, self.location.origin);
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const payload = payloadOf(event.data);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: ICON,
      badge: ICON,
      tag: payload.tag,
      renotify: true,
      data: { url: targetOf(payload.url).href },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf(event.notification.data?.url ?? FALLBACK.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === target.href);
      if (same) return same.focus();
      const any = windows.find((client) => new URL(client.url).origin === target.origin);
      if (any) {
        const focused = await any.focus();
        return (focused ?? any).navigate(target.href);
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
