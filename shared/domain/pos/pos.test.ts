import { DISCOUNT_MESSAGES, MANAGER_PIN_MESSAGES, discountNeedsApproval, managerPinSchema, posDiscountCents, posDiscountRefusal, posDiscountSchema } from './discount';
import { allocate, serviceChargeCents, splitByPerson, splitEqually } from './bill-split';
import { closingOf, closeRegisterSchema, cashMovementSchema, differenceLabel, openRegisterSchema, registerTotals, sangriaRefusal, REGISTER_MESSAGES } from './cash-register';
import { largestPaymentMethod, settleTenders, tenderLines, TenderError, TENDER_MESSAGES } from './tenders';
import { offlineSaleTimeRefusal, OFFLINE_CLOCK_SKEW_MS, POS_SALE_MESSAGES } from './sale';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('settleTenders: split payment and change', () => {
  it('cash above the total gives change; the register takes the net', () => {
    expect(settleTenders(4350, [{ method: 'cash', amount_cents: 5000 }])).toEqual({ due_cents: 4350, paid_cents: 4350, remaining_cents: 0, change_cents: 650, taken: { cash: 4350 } });
  });

  it('split across methods: card and PIX exactly, cash pays the rest with change', () => {
    const settled = settleTenders(10_000, [
      { method: 'credit_card', amount_cents: 4000 },
      { method: 'pix', amount_cents: 3000 },
      { method: 'cash', amount_cents: 5000 },
    ]);
    expect(settled).toMatchObject({ paid_cents: 10_000, remaining_cents: 0, change_cents: 2000, taken: { credit_card: 4000, pix: 3000, cash: 3000 } });
    expect(Object.values(settled.taken).reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it('a partial payment leaves the rest due', () => {
    expect(settleTenders(9000, [{ method: 'meal_voucher', amount_cents: 3000 }])).toMatchObject({ paid_cents: 3000, remaining_cents: 6000, change_cents: 0 });
  });

  it('a card above what is due is refused, naming the tender', () => {
    let error: unknown;
    try {
      settleTenders(5000, [{ method: 'cash', amount_cents: 2000 }, { method: 'debit_card', amount_cents: 3500 }]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TenderError);
    expect((error as TenderError).index).toBe(1);
    expect(plain((error as Error).message)).toBe(plain(TENDER_MESSAGES.overpaidNonCash(3000)));
  });

  it('zero, negative and fractional amounts are refused', () => {
    for (const amount of [0, -100, 10.5]) expect(() => settleTenders(1000, [{ method: 'cash', amount_cents: amount }])).toThrow(TENDER_MESSAGES.positive);
  });
});

describe('cash register', () => {
  const sales = [settleTenders(4350, [{ method: 'cash', amount_cents: 5000 }]), settleTenders(10_000, [{ method: 'credit_card', amount_cents: 4000 }, { method: 'cash', amount_cents: 6000 }]), settleTenders(2500, [{ method: 'pix', amount_cents: 2500 }])];

  it('expected cash = float + cash sales + suprimento − sangria; other methods as sold', () => {
    const totals = registerTotals(10_000, sales, [
      { kind: 'sangria', amount_cents: 5000 },
      { kind: 'suprimento', amount_cents: 2000 },
    ]);
    expect(totals).toMatchObject({
      sales_count: 3,
      sales_total_cents: 16_850,
      sales: { cash: 10_350, credit_card: 4000, pix: 2500, debit_card: 0, meal_voucher: 0 },
      sangria_cents: 5000,
      suprimento_cents: 2000,
      expected: { cash: 10_000 + 10_350 + 2000 - 5000, credit_card: 4000, pix: 2500, debit_card: 0, meal_voucher: 0 },
    });
  });

  it('a sangria above the cash in the drawer is refused', () => {
    const totals = registerTotals(1000, sales, []);
    expect(sangriaRefusal(totals, totals.expected.cash)).toBeNull();
    expect(sangriaRefusal(totals, totals.expected.cash + 1)).toBe(REGISTER_MESSAGES.sangriaAboveCash(totals.expected.cash));
  });

  it('closing: expected against counted per method, and in total', () => {
    const totals = registerTotals(10_000, sales, [{ kind: 'sangria', amount_cents: 5000 }]);
    const closing = closingOf(totals, { cash: totals.expected.cash - 150, credit_card: 4000, pix: 2500, debit_card: 0, meal_voucher: 200 });
    expect(closing.lines.find((l) => l.method === 'cash')).toMatchObject({ difference_cents: -150 });
    expect(closing.lines.find((l) => l.method === 'meal_voucher')).toMatchObject({ difference_cents: 200 });
    expect(closing.difference_cents).toBe(50);
    expect(closing.expected_cents).toBe(totals.opening_float_cents + totals.sales_total_cents - totals.sangria_cents);
    expect(plain(differenceLabel(-150))).toBe('Falta de R$ 1,50');
    expect(plain(differenceLabel(200))).toBe('Sobra de R$ 2,00');
    expect(differenceLabel(0)).toBe('Sem diferença');
  });

  it('forms: a float may be zero, a movement needs an amount and a reason, a count every method', async () => {
    const station = { station_id: 'st-0123456789', station_name: ' Balcão 1 ' };
    await expect(openRegisterSchema.validate({ ...station, opening_float_cents: 0 })).resolves.toEqual({ station_id: 'st-0123456789', station_name: 'Balcão 1', opening_float_cents: 0 });
    await expect(openRegisterSchema.validate({ ...station, opening_float_cents: -1 })).rejects.toThrow(REGISTER_MESSAGES.floatRequired);
    await expect(openRegisterSchema.validate({ ...station, station_id: 'a b', opening_float_cents: 0 })).rejects.toThrow(REGISTER_MESSAGES.stationRequired);
    await expect(cashMovementSchema.validate({ kind: 'sangria', amount_cents: 0, reason: 'Depósito' })).rejects.toThrow(REGISTER_MESSAGES.amountPositive);
    await expect(cashMovementSchema.validate({ kind: 'sangria', amount_cents: 100, reason: '  ' })).rejects.toThrow(REGISTER_MESSAGES.reasonRequired);
    await expect(cashMovementSchema.validate({ kind: 'suprimento', amount_cents: 100_000_01, reason: 'Troco' })).rejects.toThrow(REGISTER_MESSAGES.amountTooLarge);
    await expect(closeRegisterSchema.validate({ counted: { cash: 100, debit_card: 0, credit_card: 0, pix: 0 } })).rejects.toThrow(REGISTER_MESSAGES.countRequired);
  });
});

describe('bill split', () => {
  it('service charge rounds to the centavo', () => {
    expect(serviceChargeCents(12_345, 10)).toBe(1235);
    expect(serviceChargeCents(0, 10)).toBe(0);
  });

  it('allocate: parts add up, leftover centavos to the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1000, [3, 1])).toEqual([750, 250]);
    expect(allocate(101, [1, 1])).toEqual([51, 50]);
    expect(() => allocate(100, [0, 0])).toThrow();
  });

  it('equally among n people', () => {
    const parts = splitEqually(10_001, 3);
    expect(parts).toEqual([3334, 3334, 3333]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(10_001);
  });

  it('by person and by item: own lines, shared lines split, service in proportion, parts add up to the bill', () => {
    const lines = [
      { total_cents: 4500, shared_by: [0] },
      { total_cents: 3000, shared_by: [1] },
      { total_cents: 1001, shared_by: [] }, // the table's: everyone
      { total_cents: 2000, shared_by: [1, 2] },
    ];
    const shares = splitByPerson(lines, 3, 10);
    expect(shares.map((s) => s.items_cents)).toEqual([4500 + 334, 3000 + 334 + 1000, 333 + 1000]);
    const subtotal = 4500 + 3000 + 1001 + 2000;
    expect(shares.reduce((sum, s) => sum + s.service_cents, 0)).toBe(serviceChargeCents(subtotal, 10));
    expect(shares.reduce((sum, s) => sum + s.total_cents, 0)).toBe(subtotal + serviceChargeCents(subtotal, 10));
  });

  it('without service charge, and a person with nothing pays nothing', () => {
    const shares = splitByPerson([{ total_cents: 2500, shared_by: [0] }], 2, 0);
    expect(shares).toEqual([
      { items_cents: 2500, service_cents: 0, total_cents: 2500 },
      { items_cents: 0, service_cents: 0, total_cents: 0 },
    ]);
  });
});

describe('POS discount', () => {
  it('by value or percent, rounded, never above the items', () => {
    expect(posDiscountCents(8990, { type: 'percent', value: 10 })).toBe(899);
    expect(posDiscountCents(8995, { type: 'percent', value: 12.5 })).toBe(1124);
    expect(posDiscountCents(5000, { type: 'value', value: 700 })).toBe(700);
    expect(posDiscountCents(5000, { type: 'value', value: 9000 })).toBe(5000);
    expect(posDiscountCents(5000, null)).toBe(0);
    expect(plain(posDiscountRefusal(5000, { type: 'value', value: 5001 }) ?? '')).toBe('O desconto não pode passar do valor dos itens (R$ 50,00).');
    expect(posDiscountRefusal(5000, { type: 'percent', value: 100 })).toBeNull();
  });

  it('the form: a percentage between 0,01 and 100, a value in whole centavos above zero', async () => {
    await expect(posDiscountSchema.validate({ type: 'percent', value: 0 })).rejects.toThrow(DISCOUNT_MESSAGES.percentRange);
    await expect(posDiscountSchema.validate({ type: 'percent', value: 101 })).rejects.toThrow(DISCOUNT_MESSAGES.percentRange);
    await expect(posDiscountSchema.validate({ type: 'value', value: 0 })).rejects.toThrow(DISCOUNT_MESSAGES.valuePositive);
    await expect(posDiscountSchema.validate({ type: 'value', value: 150 })).resolves.toEqual({ type: 'value', value: 150 });
  });

  it('an attendant needs a manager’s PIN; owners and store admins do not', () => {
    expect(discountNeedsApproval('attendant')).toBe(true);
    expect(discountNeedsApproval('store_admin')).toBe(false);
    expect(discountNeedsApproval('store_owner')).toBe(false);
  });
});

describe('tender lines: the payments a sale records', () => {
  it('each tender pays what is still due; the cash above it is its change; they add up to the settlement', () => {
    const tenders = [{ method: 'credit_card', amount_cents: 4000 }, { method: 'cash', amount_cents: 2000 }, { method: 'cash', amount_cents: 5000 }] as const;
    const { settlement, lines } = tenderLines(10_000, tenders);
    expect(lines).toEqual([
      { method: 'credit_card', amount_cents: 4000, change_cents: 0 },
      { method: 'cash', amount_cents: 2000, change_cents: 0 },
      { method: 'cash', amount_cents: 4000, change_cents: 1000 },
    ]);
    expect(lines.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(settlement.paid_cents);
    expect(lines.reduce((sum, l) => sum + l.change_cents, 0)).toBe(settlement.change_cents);
  });

  it('a tender handed over once the sale is paid is refused, naming it; settleTenders’ refusals stand', () => {
    expect(() => tenderLines(1000, [{ method: 'cash', amount_cents: 1000 }, { method: 'cash', amount_cents: 500 }])).toThrow(TENDER_MESSAGES.nothingDue);
    expect(() => tenderLines(1000, [{ method: 'pix', amount_cents: 1500 }])).toThrow(TenderError);
    expect(tenderLines(1000, []).lines).toEqual([]);
  });

  it('the order records the method of its largest payment (the first of equals)', () => {
    expect(largestPaymentMethod([{ method: 'cash', amount_cents: 500 }, { method: 'meal_voucher', amount_cents: 2000 }, { method: 'pix', amount_cents: 2000 }])).toBe('meal_voucher');
    expect(largestPaymentMethod([])).toBeNull();
  });
});

describe('a sale made offline and the manager PIN', () => {
  const opened = new Date('2026-11-24T18:00:00Z');
  const now = new Date('2026-11-24T22:00:00Z');
  it('a sale made offline must fall within its register session, never in the future (with a little clock skew)', () => {
    expect(offlineSaleTimeRefusal(new Date('2026-11-24T20:00:00Z'), opened, now)).toBeNull();
    expect(offlineSaleTimeRefusal(new Date(opened.getTime() - OFFLINE_CLOCK_SKEW_MS + 1), opened, now)).toBeNull();
    expect(offlineSaleTimeRefusal(new Date('2026-11-24T17:00:00Z'), opened, now)).toBe(POS_SALE_MESSAGES.offlineTooOld);
    expect(offlineSaleTimeRefusal(new Date(now.getTime() + OFFLINE_CLOCK_SKEW_MS + 1), opened, now)).toBe(POS_SALE_MESSAGES.offlineTooOld);
  });

  it('a PIN has 4 to 6 digits', () => {
    expect(managerPinSchema.isValidSync({ pin: '1234' })).toBe(true);
    expect(managerPinSchema.isValidSync({ pin: '123456' })).toBe(true);
    for (const pin of ['123', '1234567', '12a4', '']) expect(() => managerPinSchema.validateSync({ pin })).toThrow(MANAGER_PIN_MESSAGES.pinInvalid);
  });
});
