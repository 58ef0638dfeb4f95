import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

export type AdminAction = {
  actor: { id: number; name: string };
  /** e.g. 'created', 'updated', 'suspended', 'plan_changed', 'support_opened'. */
  action: string;
  entity: 'plan' | 'subscription' | 'store' | 'user' | 'business_type' | 'platform_settings' | 'remote';
  entityId?: string | number | null;
  /** One Portuguese sentence for the audit screen. */
  summary: string;
  before?: unknown;
  after?: unknown;
};

/** Records an admin action; call it with the transaction of the change, so both commit or neither. */
export async function recordAdminAction(db: Db, entry: AdminAction): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
