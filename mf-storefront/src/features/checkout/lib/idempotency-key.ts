/**
 * One Idempotency-Key per checkout attempt, kept in sessionStorage across retries and reloads until the
 * order is placed: a double click, a timeout retried or a reload never creates a second order. A 422
 * (nothing was created) starts a new attempt.
 */
const keyFor = (storeId: number) => `comanda:checkout:idempotency-key:${storeId}`;

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** crypto.randomUUID only exists in secure contexts; a plain-http deployment gets the same v4 layout from getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

let memory: Record<number, string> = {};

/** The key of the current attempt (created on first use). */
export function checkoutAttemptKey(storeId: number): string {
  try {
    const stored = sessionStorage.getItem(keyFor(storeId));
    if (stored) return stored;
    const key = newIdempotencyKey();
    sessionStorage.setItem(keyFor(storeId), key);
    return key;
  } catch {
    // Storage disabled: the key lives as long as the page.
    memory[storeId] ??= newIdempotencyKey();
    return memory[storeId];
  }
}

/** After success (or a refusal that created nothing): the next confirmation is a new attempt. */
export function endCheckoutAttempt(storeId: number): void {
  delete memory[storeId];
  try {
    sessionStorage.removeItem(keyFor(storeId));
  } catch {
    // nothing stored
  }
}

/** Tests only. */
export function resetCheckoutAttemptMemory(): void {
  memory = {};
}
