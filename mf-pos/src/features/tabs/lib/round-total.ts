import { tabServiceChargeCents, type TabView } from '@comanda/shared/domain';

/**
 * The tab's total once the next round (`roundCents` of items) is in: what the screen shows and sends as
 * expected_total_cents. Items − discount + the service charge on them (tabServiceChargeCents); a new tab opens with
 * the store's percent (`storePercent`, 0 = none), an open one keeps its own (null when turned off).
 */
export function totalWithRound(tab: TabView | null, roundCents: number, storePercent: number): number {
  if (!tab) return roundCents + tabServiceChargeCents(roundCents, 0, storePercent);
  const subtotal = tab.subtotal_cents + roundCents;
  return subtotal - tab.discount_cents + tabServiceChargeCents(subtotal, tab.discount_cents, tab.service_charge_percent);
}
