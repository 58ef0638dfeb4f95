import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';

/** What the activity log records: the back-office objects whose changes an owner wants to trace. */
export type ActivityEntity = 'store' | 'settings' | 'hours' | 'branch' | 'category' | 'product' | 'coupon' | 'employee' | 'catalog_import' | 'driver';

export type ActivityAction = 'created' | 'updated' | 'deleted' | 'activated' | 'deactivated' | 'imported' | 'invited';

export type FieldChange = { from: unknown; to: unknown };

export type ActivityEntry = {
  storeId: number;
  actor: { id: number; name: string } | null;
  entity: ActivityEntity;
  entityId?: string | number | null;
  action: ActivityAction;
  /** One Portuguese sentence for the log screen, e.g. 'Preço de "Pizza Margherita" alterado'. */
  summary: string;
  changes?: Record<string, FieldChange>;
};

/** The fields of `fields` whose value differs between `before` and `after` (compared as JSON). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>, fields: readonly (keyof T & string)[]): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    if (JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null)) changes[field] = { from: before[field] ?? null, to: after[field] ?? null };
  }
  return changes;
}

/** Writes one entry; call it with the transaction of the change it describes, so both commit or neither. */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    storeId: entry.storeId,
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? null,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    action: entry.action,
    summary: entry.summary,
    changes: entry.changes ?? {},
  });
}
