import { useLiveQuery } from 'dexie-react-hooks';
import { posDb, type OutboxSale } from './pos-db';

export type PendingSales = {
  /** Sales waiting to reach the API (pending or being sent). */
  waiting: number;
  /** Sales the API refused, oldest first: the operator retries or discards each. */
  rejected: OutboxSale[];
  /** False until the database answered the first time. */
  loaded: boolean;
};

const EMPTY: PendingSales = { waiting: 0, rejected: [], loaded: false };

/** The outbox of the store (every store when `storeId` is null/undefined), live across tabs. */
export function usePendingSales(storeId?: number | null): PendingSales {
  return useLiveQuery(
    async (): Promise<PendingSales> => {
      const rows = await posDb().outbox.orderBy('seq').toArray();
      const mine = storeId == null ? rows : rows.filter((row) => row.store_id === storeId);
      return { waiting: mine.filter((row) => row.status !== 'rejected').length, rejected: mine.filter((row) => row.status === 'rejected'), loaded: true };
    },
    [storeId],
    EMPTY,
  );
}
