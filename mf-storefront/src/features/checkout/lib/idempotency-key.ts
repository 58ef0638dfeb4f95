import { randomUuid } from '@comanda/shared/domain';

/**
 * One Idempotency-Key per checkout attempt, kept in sessionStorage across retries and reloads until the
 * order is placed: a double click, a timeout retried or a reload never creates a second order. A 422
 * (nothing was created) starts a new attempt.
 */
const keyFor = (storeId: number) => `comanda:checkout:idempotency-key:${storeId}`;

export const newIdempotencyKey = (): string => randomUuid();

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
