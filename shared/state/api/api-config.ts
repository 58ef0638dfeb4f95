declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- global augmentation needs an interface
  interface Window {
    __COMANDA_CONFIG__?: { apiUrl?: string };
  }
}

/** The API base: same origin `/api` unless the page sets window.__COMANDA_CONFIG__.apiUrl. */
export function apiBaseUrl(): string {
  if (typeof window !== 'undefined' && window.__COMANDA_CONFIG__?.apiUrl) return window.__COMANDA_CONFIG__.apiUrl;
  return '/api';
}
