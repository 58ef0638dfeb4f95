import type { TabItemView } from '@comanda/shared/domain';
import { equalParts, partDue, personParts, tendersForPart } from './split-parts';

const item = (id: number, total: number): TabItemView => ({ id, round: 1, name: `Item ${id}`, quantity: 1, unit_price_cents: total, total_cents: total, option_lines: [], notes: null });
const totals = (parts: { total_cents: number }[]) => parts.map((p) => p.total_cents);

it('splits what is left equally, the odd centavo to the first part', () => {
  expect(totals(equalParts(1001, 2))).toEqual([501, 500]);
});

it('by person: each line to whoever had it, shared lines among all, the service charge in proportion', () => {
  const items = [item(1, 3000), item(2, 1000), item(3, 2000)];
  const { parts, fitted } = personParts(items, { 1: [0], 2: [1] }, 2, 10, 6600);
  expect(fitted).toBe(false);
  expect(parts).toEqual([
    { items_cents: 4000, service_cents: 400, total_cents: 4400 },
    { items_cents: 2000, service_cents: 200, total_cents: 2200 },
  ]);
});

it('by person on a tab already partly paid: the parts keep their proportions and add up to what is left', () => {
  const { parts, fitted } = personParts([item(1, 3000), item(2, 1000)], { 1: [0], 2: [1] }, 2, null, 2000);
  expect(fitted).toBe(true);
  expect(totals(parts)).toEqual([1500, 500]);
});

it('the last part left pays whatever the tab still owes', () => {
  const parts = equalParts(1001, 2);
  expect(partDue(parts, [false, false], 0, 1001)).toBe(501);
  expect(partDue(parts, [true, false], 1, 502)).toBe(502);
});

it('cash above a part that is not the last is sent as what it pays of the part; the last part sends the tenders as handed', () => {
  expect(tendersForPart(3565, 7130, [{ method: 'cash', amount_cents: 5000 }])).toEqual([{ method: 'cash', amount_cents: 3565 }]);
  expect(tendersForPart(3565, 7130, [{ method: 'pix', amount_cents: 1000 }, { method: 'cash', amount_cents: 5000 }])).toEqual([
    { method: 'pix', amount_cents: 1000 },
    { method: 'cash', amount_cents: 2565 },
  ]);
  expect(tendersForPart(3565, 3565, [{ method: 'cash', amount_cents: 5000 }])).toEqual([{ method: 'cash', amount_cents: 5000 }]);
});
