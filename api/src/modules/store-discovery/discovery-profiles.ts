import type { Db } from '../../db/client';
import type { StoreDelivery } from '../stores/delivery-zones';
import type { PublicStoreRow } from '../stores/stores.service';
import { deliveryOfStores, storeRowsOf, type CandidateStamp } from './discovery-candidates';

export type DiscoveryProfile = { row: PublicStoreRow; delivery: StoreDelivery };

type Entry = DiscoveryProfile & { stamp: string };

const DEFAULT_MAX_ENTRIES = 5_000;

/**
 * A node's copy of the candidate stores' rows and delivery zones, each kept with the stamp the database computed
 * from them (see candidateStamps). Reading a few hundred wide rows and their zones costs far more than the search
 * itself (on PGlite ~40 ms of the ~70 ms), and they rarely change: a search fetches only the stamps, then the rows
 * whose stamp is new. Nothing to invalidate: a changed row has a new stamp on the next search, on every node.
 */
export class DiscoveryProfiles {
  private readonly entries = new Map<number, Entry>();

  constructor(private readonly maxEntries = DEFAULT_MAX_ENTRIES) {}

  get size(): number {
    return this.entries.size;
  }

  /** The profiles of `candidates`, in their order; rows missing here or stale are read in one batch. */
  async of(db: Db, candidates: CandidateStamp[]): Promise<DiscoveryProfile[]> {
    const stale = candidates.filter(({ id, stamp }) => this.entries.get(id)?.stamp !== stamp);
    if (stale.length > 0) await this.load(db, stale);
    return candidates.flatMap(({ id }) => {
      const entry = this.entries.get(id);
      return entry ? [{ row: entry.row, delivery: entry.delivery }] : [];
    });
  }

  private async load(db: Db, stale: CandidateStamp[]): Promise<void> {
    const ids = stale.map(({ id }) => id);
    const [rows, deliveries] = await Promise.all([storeRowsOf(db, ids), deliveryOfStores(db, ids)]);
    const stampOf = new Map(stale.map(({ id, stamp }) => [id, stamp]));
    for (const row of rows) {
      const id = row.store.id;
      this.entries.delete(id);
      this.entries.set(id, { row, delivery: deliveries.get(id)!, stamp: stampOf.get(id)! });
    }
    // Oldest first: a Map iterates in insertion order and a refreshed entry was re-inserted above.
    for (const id of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(id);
    }
  }
}
