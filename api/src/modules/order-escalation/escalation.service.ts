import { eq, sql } from 'drizzle-orm';
import { escalationSettingsSchema, NO_ESCALATION, type EscalationSettings } from '@comanda/shared/domain';
import type { Db, SqlRunner } from '../../db/client';
import { stores, type OrderRow, type StoreRow, type UserRow } from '../../db/schema';
import { validateBody } from '../../lib/validate-body';
import { changedFields, recordActivity } from '../activity/activity-log';
import { SCHEDULE_ESCALATION } from './escalation.statements';

/** The store's escalation settings (stores.settings.escalation), blanks as null. */
export function escalationOf(store: Pick<StoreRow, 'settings'>): EscalationSettings {
  const raw = (store.settings as { escalation?: Partial<EscalationSettings> } | null)?.escalation;
  return { ...NO_ESCALATION, ...(raw ?? {}) };
}

export async function saveEscalation(db: Db, store: StoreRow, actor: Pick<UserRow, 'id' | 'name'>, body: unknown): Promise<EscalationSettings> {
  const input = await validateBody(escalationSettingsSchema, body);
  const next: EscalationSettings = { alert_after_minutes: input.alert_after_minutes ?? null, auto_cancel_after_minutes: input.auto_cancel_after_minutes ?? null };
  await db.transaction(async (tx) => {
    // Merged into settings: the other keys (written by other screens) stay as they are.
    await tx
      .update(stores)
      .set({ settings: sql`coalesce(${stores.settings}, '{}'::jsonb) || jsonb_build_object('escalation', ${JSON.stringify(next)}::jsonb)`, updatedAt: new Date() })
      .where(eq(stores.id, store.id));
    const changes = changedFields(escalationOf(store), next, ['alert_after_minutes', 'auto_cancel_after_minutes']);
    if (Object.keys(changes).length > 0) {
      await recordActivity(tx as unknown as Db, { storeId: store.id, actor, entity: 'settings', entityId: 'escalation', action: 'updated', summary: 'Escalonamento de pedidos novos alterado', changes });
    }
  });
  return next;
}

/** Called in the order's transaction: the alert and auto-cancel jobs the order's store asks for. */
export async function scheduleEscalation(tx: Pick<SqlRunner, 'run'>, order: Pick<OrderRow, 'id' | 'storeId'>, placedAt: Date): Promise<void> {
  await tx.run(SCHEDULE_ESCALATION, [order.id, order.storeId, placedAt.toISOString()]);
}
