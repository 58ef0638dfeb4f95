import webpush from 'web-push';
import type { PushPayload } from '@comanda/shared/domain';
import type { VapidKeyPair } from './vapid-keys';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushOptions = {
  vapid: VapidKeyPair;
  subject: string;
  /** Seconds the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  topic?: string;
  timeoutMs: number;
};

/** delivered: 2xx; gone: 404/410 (the browser unsubscribed); retry: 429, 5xx, no answer; refused: any other 4xx. */
export type PushOutcome = { kind: 'delivered' | 'gone' | 'retry' | 'refused'; status: number | null; detail?: string };

export function outcomeOf(status: number): PushOutcome['kind'] {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/**
 * One push: web-push encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID JWT (RFC 8292); the request
 * goes out with fetch, which also speaks plain http to the local push service of the tests (web-push's own
 * transport is https only).
 */
export async function sendPush(target: PushTarget, payload: PushPayload, options: PushOptions): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    vapidDetails: { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey },
    TTL: options.ttlSeconds,
    urgency: options.urgency,
    contentEncoding: 'aes128gcm',
    ...(options.topic ? { topic: options.topic } : {}),
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) if (value !== undefined) headers[name] = String(value);
  // fetch sets it from the body itself.
  delete headers['Content-Length'];
  try {
    const res = await fetch(details.endpoint, { method: 'POST', headers, body: details.body, signal: AbortSignal.timeout(options.timeoutMs), redirect: 'error' });
    const detail = res.ok ? undefined : (await res.text().catch(() => '')).slice(0, 300);
    return { kind: outcomeOf(res.status), status: res.status, ...(detail ? { detail } : {}) };
  } catch (err) {
    return { kind: 'retry', status: null, detail: err instanceof Error ? err.message : String(err) };
  }
}
