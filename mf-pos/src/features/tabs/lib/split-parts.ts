import { allocate, splitByPerson, splitEqually, tenderLines, type TabItemView, type Tender } from '@comanda/shared/domain';

export type SplitMode = 'equal' | 'person' | 'item';

/** Who shares each line of the tab: item id → the people's indexes (none: the whole table shares it). */
export type Assignment = Record<number, number[]>;

/** One person's part of the bill (what they had and their share of the service charge, when split by person). */
export type BillPart = { total_cents: number; items_cents: number | null; service_cents: number | null };

/** What is left to pay in `people` equal parts. */
export function equalParts(remainingCents: number, people: number): BillPart[] {
  return splitEqually(remainingCents, people).map((total) => ({ total_cents: total, items_cents: null, service_cents: null }));
}

/**
 * By person or by item: each line among the people who share it, the service charge (at the tab's percent) in
 * proportion to what each had. When the tab had a discount or was partly paid already, the parts are brought to what
 * is left to pay in the same proportions (`fitted`), so paying every part closes the tab.
 */
export function personParts(items: readonly TabItemView[], assignment: Assignment, people: number, servicePercent: number | null, remainingCents: number): { parts: BillPart[]; fitted: boolean } {
  const shares = splitByPerson(items.map((item) => ({ total_cents: item.total_cents, shared_by: assignment[item.id] ?? [] })), people, servicePercent ?? 0);
  const sum = shares.reduce((total, share) => total + share.total_cents, 0);
  if (sum === remainingCents) return { parts: shares.map((share) => ({ ...share })), fitted: false };
  const totals = sum > 0 ? allocate(remainingCents, shares.map((share) => share.total_cents)) : splitEqually(remainingCents, people);
  return { parts: totals.map((total) => ({ total_cents: total, items_cents: null, service_cents: null })), fitted: true };
}

/** What part `index` pays now: its share, except the last part left, which pays whatever the tab still owes. */
export function partDue(parts: readonly BillPart[], paid: readonly boolean[], index: number, tabRemainingCents: number): number {
  const othersLeft = parts.some((part, i) => i !== index && !paid[i] && part.total_cents > 0);
  return othersLeft ? Math.min(parts[index]?.total_cents ?? 0, tabRemainingCents) : tabRemainingCents;
}

/**
 * The tenders to send for a part. The server applies tenders to everything the tab still owes, so cash handed over
 * above a part that is not the last would pay the next parts instead of being change: such a part sends what each
 * tender pays of it (the change is counted here); the last part sends the tenders as handed (the server records the change).
 */
export function tendersForPart(dueCents: number, tabRemainingCents: number, tenders: readonly Tender[]): Tender[] {
  if (dueCents >= tabRemainingCents) return [...tenders];
  return tenderLines(dueCents, tenders).lines.map(({ method, amount_cents }) => ({ method, amount_cents }));
}
