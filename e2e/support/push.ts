// Web Push in e2e. Chromium's PushManager.subscribe talks to Google's FCM, which this machine cannot reach, so the page's
// PushManager hands out a subscription of the local push service (api/test-support/fake-push-service.ts) instead: the
// keys are made like a browser makes them, with the server's applicationServerKey, and the push service decrypts what
// the platform sends. Everything else is real: permission (granted through CDP), service worker registration, the
// page's API client, the job that sends the push, and the worker's `push` handler (fed through CDP).
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { startFakePushService, type BrowserSubscription, type FakePushService } from '../../api/test-support/fake-push-service';
import { baseURL } from './browser-test';

export { startFakePushService, type FakePushService };

export async function serverPublicKey(): Promise<string> {
  const response = await fetch(`${baseURL()}/api/push/public-key`);
  if (!response.ok) throw new Error(`GET /api/push/public-key → HTTP ${response.status}`);
  return ((await response.json()) as { data: { public_key: string } }).data.public_key;
}

/**
 * Replaces PushManager.subscribe/getSubscription in every page of the context: subscribe returns `subscription`
 * (recording the applicationServerKey it was asked for, in base64url, as window.__pushKeyAsked).
 */
export async function useLocalPushService(context: BrowserContext, subscription: BrowserSubscription): Promise<void> {
  await context.addInitScript((json: BrowserSubscription) => {
    const store = window as unknown as { __pushSubscribed?: boolean; __pushKeyAsked?: string };
    const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const make = (key: ArrayBuffer | null) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { applicationServerKey: key, userVisibleOnly: true },
      toJSON: () => json,
      unsubscribe: async () => {
        store.__pushSubscribed = false;
        return true;
      },
    });
    let key: ArrayBuffer | null = null;
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const asked = options?.applicationServerKey;
      const bytes = asked instanceof ArrayBuffer ? new Uint8Array(asked) : ArrayBuffer.isView(asked) ? new Uint8Array(asked.buffer, asked.byteOffset, asked.byteLength) : new Uint8Array();
      store.__pushKeyAsked = toBase64Url(bytes);
      key = bytes.slice().buffer;
      store.__pushSubscribed = true;
      return make(key) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (store.__pushSubscribed ? make(key) : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

/** The push worker's registration id (CDP ServiceWorker domain), once it is activated. */
async function pushWorkerRegistrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find((version) => version.scriptURL === `${origin}/push-sw.js` && version.status === 'activated');
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('push-sw.js não está ativo')), 10_000);
  });
  try {
    return await Promise.race([found, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a push service delivers to the browser, handed to the site's worker by Chromium (CDP ServiceWorker.deliverPushMessage). */
export async function deliverToServiceWorker(page: Page, data: string): Promise<void> {
  const origin = new URL(baseURL()).origin;
  const cdp = await page.context().newCDPSession(page);
  try {
    const registrationId = await pushWorkerRegistrationId(cdp, origin);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** The notifications the push worker is showing (title, body, tag, the page a click opens). */
export async function shownNotifications(page: Page): Promise<{ title: string; body: string; tag: string; url: string }[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: String((n.data as { url?: string } | null)?.url ?? '') }));
  });
}
