/**
 * Closing a table's tab (comanda, issue 11): the optional service charge (taxa de serviço, shown and optional for
 * the customer, 10% by default, at most 15%) and splitting the bill equally, by person or by item. Every split is in
 * whole centavos and its parts always add up to the bill: the centavos left over go, one each, to the parts that
 * lost most in the rounding (largest remainder), the first part on a tie.
 */

export const DEFAULT_SERVICE_CHARGE_PERCENT = 10;
export const MAX_SERVICE_CHARGE_PERCENT = 15;

/** The service charge on a tab's items, rounded to the centavo. */
export function serviceChargeCents(subtotalCents: number, percent: number): number {
  return Math.round((subtotalCents * percent) / 100);
}

/** `totalCents` shared in proportion to `weights` (non-negative, not all zero), in whole centavos that add up to it. */
export function allocate(totalCents: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  if (weights.length === 0 || weightSum <= 0) throw new Error('allocate: weights must have a positive sum');
  const exact = weights.map((w) => (totalCents * w) / weightSum);
  const parts = exact.map(Math.floor);
  let left = totalCents - parts.reduce((sum, p) => sum + p, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** The bill in `people` equal parts. */
export function splitEqually(totalCents: number, people: number): number[] {
  if (!Number.isInteger(people) || people < 1) throw new Error('splitEqually: at least one person');
  return allocate(totalCents, Array.from({ length: people }, () => 1));
}

/** A line of the tab and who shares it (indexes of the people; all of them for something shared by the table). */
export type TabLine = { total_cents: number; shared_by: readonly number[] };

export type PersonShare = { items_cents: number; service_cents: number; total_cents: number };

/**
 * By person or by item: each line is split among the people who share it, and the service charge of the whole tab
 * among the people in proportion to what they had. The parts add up to the tab's items plus its service charge.
 */
export function splitByPerson(lines: readonly TabLine[], people: number, servicePercent: number): PersonShare[] {
  if (!Number.isInteger(people) || people < 1) throw new Error('splitByPerson: at least one person');
  const items = Array.from({ length: people }, () => 0);
  for (const line of lines) {
    const sharers = [...new Set(line.shared_by)].filter((p) => Number.isInteger(p) && p >= 0 && p < people);
    const who = sharers.length > 0 ? sharers : items.map((_, index) => index);
    allocate(line.total_cents, who.map(() => 1)).forEach((part, i) => {
      items[who[i]!]! += part;
    });
  }
  const subtotal = items.reduce((sum, c) => sum + c, 0);
  const service = serviceChargeCents(subtotal, servicePercent);
  const serviceParts = subtotal > 0 ? allocate(service, items) : items.map(() => 0);
  return items.map((itemsCents, index) => ({ items_cents: itemsCents, service_cents: serviceParts[index]!, total_cents: itemsCents + serviceParts[index]! }));
}
