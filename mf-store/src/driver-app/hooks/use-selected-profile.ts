import { useCallback, useState } from 'react';
import type { DriverProfile } from '@comanda/shared/domain';

/** The store a driver of several stores is working for on this phone, per account. */
const KEY = (userId: number) => `driver_store:${userId}`;

function readStoreId(userId: number | null): number | null {
  if (userId === null || typeof window === 'undefined') return null;
  const saved = Number(window.localStorage.getItem(KEY(userId)));
  return Number.isInteger(saved) && saved > 0 ? saved : null;
}

/** The profile of the chosen store (remembered in localStorage), else the first one. */
export function useSelectedProfile(profiles: DriverProfile[] | undefined, userId: number | null) {
  const [storeId, setStoreId] = useState(() => readStoreId(userId));
  const selected = profiles?.find((profile) => profile.store.id === storeId) ?? profiles?.[0] ?? null;
  const choose = useCallback(
    (id: number) => {
      setStoreId(id);
      if (userId !== null) window.localStorage.setItem(KEY(userId), String(id));
    },
    [userId],
  );
  return { selected, choose };
}
