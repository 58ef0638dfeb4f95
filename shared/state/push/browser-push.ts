/**
 * The browser's side of Web Push: the service worker (shell/public/push-sw.js, served at /push-sw.js with scope /)
 * and its PushManager subscription. No Redux or API here: use-browser-push.ts joins them.
 */
export const PUSH_WORKER_URL = '/push-sw.js';
export const PUSH_WORKER_SCOPE = '/';

/** unsupported: no service worker, PushManager or Notification (or not https); denied: the user blocked the site. */
export type BrowserPushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

export function browserPushSupport(): BrowserPushSupport {
  if (typeof window === 'undefined' || !window.isSecureContext) return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : Notification.permission;
}

/** The VAPID public key (base64url) as PushManager.subscribe wants it. */
export function applicationServerKeyOf(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The push worker's registration, once its worker is active (registering again the same script changes nothing). */
export async function pushWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE });
  const pending = registration.active ? null : (registration.installing ?? registration.waiting);
  if (pending) {
    await new Promise<void>((resolve) => {
      const check = () => {
        if (pending.state === 'activated' || pending.state === 'redundant') resolve();
      };
      pending.addEventListener('statechange', check);
      check();
    });
  }
  return registration;
}

/** This browser's subscription, if it has one (without asking anything or registering the worker). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for the permission (the browser's prompt) and subscribes with the installation's key. Null when the user
 * did not allow it. A subscription made with another key (the installation's keys were replaced) is renewed.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription | null> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  const registration = await pushWorkerRegistration();
  const key = applicationServerKeyOf(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const current = existing.options.applicationServerKey;
    if (current && sameBytes(new Uint8Array(current), key)) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
