/**
 * Support mode: the platform admin reads one store's back office (the API allows only reads and audits each
 * request). This is only the browser's memory of which store the admin chose; the server trusts none of it.
 */
export type SupportStore = { id: number; name: string };

/** Kept per user, so a reload stays in support mode; logging out removes it (clearAuthStorage). */
export const SUPPORT_STORE_STORAGE_KEY = 'support_store';

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

function isSupportStoreOf(value: unknown, userId: number): value is SupportStore & { user_id: number } {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return entry.user_id === userId && Number.isSafeInteger(entry.id) && (entry.id as number) > 0 && typeof entry.name === 'string';
}

/** The store `userId` is reading in support mode in this browser, or null. */
export function readStoredSupportStore(userId: number): SupportStore | null {
  const raw = storage()?.getItem(SUPPORT_STORE_STORAGE_KEY);
  if (!raw) return null;
  try {
    const entry: unknown = JSON.parse(raw);
    return isSupportStoreOf(entry, userId) ? { id: entry.id, name: entry.name } : null;
  } catch {
    return null;
  }
}

export function storeSupportStore(userId: number, store: SupportStore | null): void {
  const s = storage();
  if (!s) return;
  if (store === null) s.removeItem(SUPPORT_STORE_STORAGE_KEY);
  else s.setItem(SUPPORT_STORE_STORAGE_KEY, JSON.stringify({ user_id: userId, id: store.id, name: store.name }));
}
