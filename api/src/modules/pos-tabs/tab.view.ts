import { and, desc, eq, inArray, max, ne } from 'drizzle-orm';
import { storeTabSettings, tableLabels, type TabsOverview, type TabView } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orders, posTabRounds, type OrderRow, type StoreRow } from '../../db/schema';
import { salePartsOf, toPosSaleView } from '../pos-sales/pos-sale.view';

/** More open tabs than a store ever has: the tables screen's list is bounded all the same. */
const MAX_OPEN_TABS = 500;

/** A tab's last round: its items' and the rounds recorded under an Idempotency-Key (a round whose items all moved away still counts). */
async function lastRoundsOf(db: Db, tabs: OrderRow[], itemRounds: Map<number, number>): Promise<Map<number, number>> {
  const recorded = await db
    .select({ orderId: posTabRounds.orderId, round: max(posTabRounds.round) })
    .from(posTabRounds)
    .where(inArray(posTabRounds.orderId, tabs.map((t) => t.id)))
    .groupBy(posTabRounds.orderId);
  const last = new Map(itemRounds);
  for (const { orderId, round } of recorded) last.set(orderId, Math.max(last.get(orderId) ?? 0, round ?? 0));
  return last;
}

/** The views of `tabs`, in their order: the POS sale's view with its items' ids and rounds, and what the tables screen reads. */
export async function tabViews(db: Db, tabs: OrderRow[], replayed = false): Promise<TabView[]> {
  if (tabs.length === 0) return [];
  const { itemsOf, paymentsOf, names } = await salePartsOf(db, tabs);
  const itemRounds = new Map(tabs.map((tab) => [tab.id, Math.max(0, ...itemsOf(tab.id).map((item) => item.round))]));
  const rounds = await lastRoundsOf(db, tabs, itemRounds);
  return tabs.map((tab) => {
    const items = itemsOf(tab.id);
    const sale = toPosSaleView(tab, items, paymentsOf(tab.id), names, replayed);
    return {
      ...sale,
      items: sale.items.map((item, index) => ({ ...item, id: items[index]!.id, round: items[index]!.round })),
      rounds: rounds.get(tab.id) ?? 0,
      tab_open: tab.tabOpen,
      bill_requested_at: tab.billRequestedAt?.toISOString() ?? null,
      service_charge_percent: tab.serviceChargePercent,
    };
  });
}

export async function tabView(db: Db, tab: OrderRow, replayed = false): Promise<TabView> {
  const [view] = await tabViews(db, [tab], replayed);
  return view!;
}

/** GET /pos/tabs: the store's tables (its settings), its service charge, its open tabs newest first. */
export async function tabsOverview(db: Db, store: StoreRow): Promise<TabsOverview> {
  const settings = storeTabSettings(store.settings);
  const open = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, store.id), eq(orders.channel, 'pos'), eq(orders.tabOpen, true), ne(orders.status, 'cancelled')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MAX_OPEN_TABS);
  return { tables: tableLabels(settings.posTableCount), service_charge_percent: settings.serviceChargePercent, tabs: await tabViews(db, open) };
}
