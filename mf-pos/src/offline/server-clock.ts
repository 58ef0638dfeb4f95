/**
 * The server's clock as the station last saw it. A tablet's own clock is often wrong, and a sale made offline is
 * stamped with the time it was made: stamped in server time, the server can check it against the register's session.
 * Every catalog the API answers carries its `fetched_at` (server time): the offset is taken from it and kept.
 */
const KEY = 'pos_server_clock_offset';

let offsetMs: number | null = null;

function storedOffset(): number {
  if (offsetMs !== null) return offsetMs;
  const stored = Number(globalThis.localStorage?.getItem(KEY));
  offsetMs = Number.isFinite(stored) ? stored : 0;
  return offsetMs;
}

/** Records the server's time `serverIso`, read just now. */
export function observeServerTime(serverIso: string, receivedAt = Date.now()): void {
  const server = Date.parse(serverIso);
  if (!Number.isFinite(server)) return;
  offsetMs = server - receivedAt;
  globalThis.localStorage?.setItem(KEY, String(offsetMs));
}

/** Now, in the server's time (the station's clock when it never saw the server's). */
export function serverNow(): Date {
  return new Date(Date.now() + storedOffset());
}

export function resetServerClock(): void {
  offsetMs = null;
  globalThis.localStorage?.removeItem(KEY);
}
