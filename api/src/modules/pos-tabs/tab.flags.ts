import { storeTabSettings, TAB_MESSAGES, tabBillSchema, tabServiceChargeSchema } from '@comanda/shared/domain';
import type { OrderRow, StoreRow } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { idOrNotFound } from '../../lib/parse-id';
import { validateBody } from '../../lib/validate-body';
import type { QueuedEvent } from '../../outbox/outbox-events';
import { announceTabsUpdated } from './tab-events';
import type { TabWriter } from './tab.rounds';
import { lockOpenTab, saveTab, type TabChange } from './tab.state';

type Written = { order: OrderRow; announcements: QueuedEvent[] };

/** One change of an open tab, locked, recomputed and announced in one transaction. */
async function changeTab(w: TabWriter, storeId: number, rawOrderId: string, change: (tab: OrderRow) => TabChange, field: string): Promise<Written> {
  const id = idOrNotFound(rawOrderId);
  return w.sql.transaction(async (tx) => {
    const tab = await lockOpenTab(tx, storeId, id);
    const { order } = await saveTab(tx, tab, change(tab), field);
    return { order, announcements: await announceTabsUpdated(tx, [order.id], w.parentId, w.lease) };
  });
}

/**
 * POST /stores/{id}/pos/tabs/{orderId}/service-charge { enabled }: the store's percent (as it is now) on this tab, or
 * none; the tab's total follows (turned off, it may not fall below what was paid: 422).
 */
export async function setServiceCharge(w: TabWriter, store: StoreRow, rawOrderId: string, body: unknown): Promise<Written> {
  const { enabled } = await validateBody(tabServiceChargeSchema, body);
  const percent = storeTabSettings(store.settings).serviceChargePercent;
  if (enabled && percent <= 0) throw fieldError('enabled', TAB_MESSAGES.noServiceCharge);
  return changeTab(w, store.id, rawOrderId, () => ({ serviceChargePercent: enabled ? percent : null }), 'enabled');
}

/** POST /stores/{id}/pos/tabs/{orderId}/bill { requested }: the table asked for the bill (when it first asked is kept), or not any more. */
export async function setBillRequested(w: TabWriter, store: StoreRow, rawOrderId: string, body: unknown): Promise<Written> {
  const { requested } = await validateBody(tabBillSchema, body);
  return changeTab(w, store.id, rawOrderId, (tab) => ({ billRequestedAt: requested ? (tab.billRequestedAt ?? w.now) : null }), 'requested');
}
