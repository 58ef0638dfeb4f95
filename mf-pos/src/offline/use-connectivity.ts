/**
 * Is the API reachable? The browser's own opinion (navigator.onLine and its online/offline events) is too
 * optimistic: a station on a Wi-Fi without internet is "online". So a request that failed on the network marks the
 * station offline too, until a request succeeds again (a light probe of /api/health runs while that lasts) or the
 * browser reports coming back online.
 */
import { useSyncExternalStore } from 'react';
import { apiBaseUrl } from '@comanda/shared/state';

export const PROBE_INTERVAL_MS = 30_000;

type Probe = () => Promise<boolean>;

const browserOnline = () => (typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean' ? true : navigator.onLine);

/** GET /api/health without caches: true when the API answered at all. */
const healthProbe: Probe = async () => {
  try {
    const response = await fetch(`${apiBaseUrl()}/health`, { cache: 'no-store', credentials: 'include' });
    return response.status < 500;
  } catch {
    return false;
  }
};

let requestFailed = false;
let probe: Probe = healthProbe;
let probeTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

function stopProbing(): void {
  if (probeTimer !== null) clearTimeout(probeTimer);
  probeTimer = null;
}

function scheduleProbe(): void {
  if (probeTimer !== null || listeners.size === 0 || !requestFailed) return;
  probeTimer = setTimeout(() => {
    probeTimer = null;
    void probe().then((ok) => {
      if (ok) reportNetworkSuccess();
      else scheduleProbe();
    });
  }, PROBE_INTERVAL_MS);
}

function onBrowserOnline(): void {
  // The browser says the link is back: give the network the benefit of the doubt (the next request will tell).
  requestFailed = false;
  stopProbing();
  emit();
}

function onBrowserOffline(): void {
  emit();
}

/** A request failed on the network (no answer, timeout): the station shows itself offline. */
export function reportNetworkFailure(): void {
  if (!requestFailed) {
    requestFailed = true;
    emit();
  }
  scheduleProbe();
}

/** A request got an answer from the API (any status): the network is back. */
export function reportNetworkSuccess(): void {
  stopProbing();
  if (requestFailed) {
    requestFailed = false;
    emit();
  }
}

/** Whether the station can reach the API, as far as it knows now. */
export function isOnline(): boolean {
  return browserOnline() && !requestFailed;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('online', onBrowserOnline);
    window.addEventListener('offline', onBrowserOffline);
  }
  scheduleProbe();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopProbing();
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', onBrowserOnline);
        window.removeEventListener('offline', onBrowserOffline);
      }
    }
  };
}

/** `online`: the station can reach the API as far as it knows; re-renders on every change. */
export function useConnectivity(): { online: boolean; reportFailure: () => void; reportSuccess: () => void } {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return { online, reportFailure: reportNetworkFailure, reportSuccess: reportNetworkSuccess };
}

/** Tests: forget failures and timers; optionally replace the health probe. */
export function resetConnectivity(replacement: Probe = healthProbe): void {
  stopProbing();
  requestFailed = false;
  probe = replacement;
}
