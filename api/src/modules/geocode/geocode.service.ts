import { LruCache } from '../../lib/lru-cache';
import { fetchJson } from '../../lib/fetch-json';

export type Coordinates = { latitude: number; longitude: number };
export type Geocoder = (address: string) => Promise<Coordinates | null>;

/** Nominatim-format client (`/search?q=...&format=json&limit=1&countrycodes=br`); null when nothing matches. */
export function createGeocoder(options: { baseUrl: string; userAgent: string; timeoutMs: number; cacheSize?: number }): Geocoder {
  // Nominatim's usage policy asks clients to cache; it also keeps us under its 1 req/s limit.
  const cache = new LruCache<Coordinates>(options.cacheSize ?? 2000, 24 * 60 * 60 * 1000);
  return async (address) => {
    const key = address.toLowerCase();
    const cached = cache.get(key);
    if (cached) return cached;
    const params = new URLSearchParams({ q: address, format: 'json', limit: '1', countrycodes: 'br' });
    const { status, body } = await fetchJson(`${options.baseUrl}/search?${params}`, {
      timeoutMs: options.timeoutMs,
      headers: { 'user-agent': options.userAgent, 'accept-language': 'pt-BR' },
    });
    const first = status < 400 && Array.isArray(body) ? (body[0] as { lat?: unknown; lon?: unknown } | undefined) : undefined;
    const latitude = Number(first?.lat);
    const longitude = Number(first?.lon);
    if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    const coords = { latitude, longitude };
    cache.set(key, coords);
    return coords;
  };
}
