import type { AuthUser } from '@comanda/shared/domain';
import { SUPPORT_STORE_STORAGE_KEY } from './support-store-storage';

/** localStorage keys of spec section 3. */
export const AUTH_STORAGE_KEYS = { token: 'token', user: 'user', userId: 'user_id', storeId: 'store_id' } as const;

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

export function readStoredToken(): string | null {
  return storage()?.getItem(AUTH_STORAGE_KEYS.token) ?? null;
}

export function storeToken(token: string): void {
  storage()?.setItem(AUTH_STORAGE_KEYS.token, token);
}

export function removeStoredToken(): void {
  storage()?.removeItem(AUTH_STORAGE_KEYS.token);
}

export function readStoredUser(): AuthUser | null {
  const raw = storage()?.getItem(AUTH_STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as AuthUser;
  } catch {
    return null;
  }
}

export function storeUser(user: AuthUser): void {
  const s = storage();
  if (!s) return;
  s.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
  s.setItem(AUTH_STORAGE_KEYS.userId, String(user.id));
  if (user.store_id != null) s.setItem(AUTH_STORAGE_KEYS.storeId, String(user.store_id));
  else s.removeItem(AUTH_STORAGE_KEYS.storeId);
}

/** Where a store-wide staff member's choice of store is kept (per user, so it survives signing in again). */
export const ACTIVE_STORE_STORAGE_KEY = 'active_store_id';

/** The store `userId` last chose to work on in this browser, or null. */
export function readStoredActiveStore(userId: number): number | null {
  const raw = storage()?.getItem(ACTIVE_STORE_STORAGE_KEY);
  const match = raw ? /^(\d+):(\d+)$/.exec(raw) : null;
  return match && Number(match[1]) === userId ? Number(match[2]) : null;
}

export function storeActiveStore(userId: number, storeId: number | null): void {
  const s = storage();
  if (!s) return;
  if (storeId === null) s.removeItem(ACTIVE_STORE_STORAGE_KEY);
  else s.setItem(ACTIVE_STORE_STORAGE_KEY, `${userId}:${storeId}`);
}

export function clearAuthStorage(): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.values(AUTH_STORAGE_KEYS)) s.removeItem(key);
  s.removeItem(SUPPORT_STORE_STORAGE_KEY);
}
