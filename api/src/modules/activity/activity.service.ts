import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { Db } from '../../db/client';
import { activityLog, type ActivityLogRow } from '../../db/schema';
import type { activityQuerySchema } from './activity.schema';

export const ACTIVITY_PER_PAGE = 20;

const toEntry = (row: ActivityLogRow) => ({
  id: row.id,
  actor: row.actorName === null && row.actorId === null ? null : { id: row.actorId, name: row.actorName },
  entity: row.entity,
  entityId: row.entityId,
  action: row.action,
  summary: row.summary,
  changes: row.changes,
  createdAt: row.createdAt.toISOString(),
});

export type ActivityEntryWire = ReturnType<typeof toEntry>;

/** A page of the store's log, newest first (the (store_id, created_at, id) index serves it). */
export async function listActivity(db: Db, storeId: number, query: InferType<typeof activityQuerySchema>) {
  const where: SQL[] = [eq(activityLog.storeId, storeId)];
  if (query.entity) where.push(eq(activityLog.entity, query.entity));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(activityLog).where(and(...where));
  const lastPage = Math.max(1, Math.ceil(Number(total) / ACTIVITY_PER_PAGE));
  const rows = await db
    .select()
    .from(activityLog)
    .where(and(...where))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(ACTIVITY_PER_PAGE)
    .offset((query.page - 1) * ACTIVITY_PER_PAGE);
  return { data: rows.map(toEntry), meta: { current_page: query.page, last_page: lastPage, per_page: ACTIVITY_PER_PAGE, total: Number(total) } };
}
