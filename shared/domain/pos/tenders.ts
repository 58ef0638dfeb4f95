/**
 * How a POS sale is paid (issue 11): one or more tenders of any method. Only cash can be handed over above what is
 * due, and the difference is the change; a card, PIX or meal-voucher tender is charged exactly, so together they
 * never exceed what is left to pay. A sale may stay partly paid (a table's tab paid in parts).
 */
import { formatBRL } from '../money';

export const POS_PAYMENT_METHODS = ['cash', 'debit_card', 'credit_card', 'pix', 'meal_voucher'] as const;
export type PosPaymentMethod = (typeof POS_PAYMENT_METHODS)[number];

export const POS_PAYMENT_METHOD_LABELS: Record<PosPaymentMethod, string> = {
  cash: 'Dinheiro',
  debit_card: 'Cartão de débito',
  credit_card: 'Cartão de crédito',
  pix: 'PIX',
  meal_voucher: 'Vale-refeição',
};

export function isPosPaymentMethod(value: unknown): value is PosPaymentMethod {
  return typeof value === 'string' && (POS_PAYMENT_METHODS as readonly string[]).includes(value);
}

export type Tender = { method: PosPaymentMethod; amount_cents: number };

export const TENDER_MESSAGES = {
  positive: 'Informe um valor maior que zero.',
  overpaidNonCash: (cents: number) => `Só dinheiro pode passar do valor devido: faltam ${formatBRL(cents)}.`,
  nothingDue: 'A venda já está paga: retire este pagamento.',
} as const;

export type TenderSettlement = {
  due_cents: number;
  /** What the tenders cover of the sale (never more than due). */
  paid_cents: number;
  remaining_cents: number;
  /** Cash handed over above what was due. */
  change_cents: number;
  /** Per method, what it paid of the sale (cash net of the change): what the register takes in. */
  taken: Partial<Record<PosPaymentMethod, number>>;
};

export class TenderError extends Error {
  constructor(
    message: string,
    readonly index: number,
  ) {
    super(message);
  }
}

/**
 * Applies `tenders` in order to a sale of `dueCents`. Non-cash tenders may not exceed what is still due when they
 * are applied (a TenderError names the tender); cash may, and the excess over the whole sale is the change.
 */
export function settleTenders(dueCents: number, tenders: readonly Tender[]): TenderSettlement {
  let remaining = dueCents;
  let cashHanded = 0;
  const taken: Partial<Record<PosPaymentMethod, number>> = {};
  tenders.forEach((tender, index) => {
    if (!Number.isSafeInteger(tender.amount_cents) || tender.amount_cents <= 0) throw new TenderError(TENDER_MESSAGES.positive, index);
    if (tender.method === 'cash') {
      cashHanded += tender.amount_cents;
      remaining -= tender.amount_cents;
      return;
    }
    const dueNow = Math.max(0, remaining);
    if (tender.amount_cents > dueNow) throw new TenderError(TENDER_MESSAGES.overpaidNonCash(dueNow), index);
    remaining -= tender.amount_cents;
    taken[tender.method] = (taken[tender.method] ?? 0) + tender.amount_cents;
  });
  const change = Math.min(cashHanded, Math.max(0, -remaining));
  if (cashHanded > 0) taken.cash = cashHanded - change;
  const paid = dueCents - Math.max(0, remaining);
  return { due_cents: dueCents, paid_cents: paid, remaining_cents: Math.max(0, remaining), change_cents: change, taken };
}

/** One tender as the register records it: what it paid of the sale (cash net of its change) and the change. */
export type TenderLine = { method: PosPaymentMethod; amount_cents: number; change_cents: number };

/**
 * The tenders of settleTenders (same refusals) one by one, as payment rows: each pays what is still due when it is
 * applied; the cash above that is its change. A tender that would pay nothing (cash handed over once the sale is
 * paid) is refused, naming it. The lines' amounts add up to the settlement's paid_cents, their change to its change.
 */
export function tenderLines(dueCents: number, tenders: readonly Tender[]): { settlement: TenderSettlement; lines: TenderLine[] } {
  const settlement = settleTenders(dueCents, tenders);
  let remaining = dueCents;
  const lines = tenders.map((tender, index): TenderLine => {
    const applied = Math.min(tender.amount_cents, Math.max(0, remaining));
    if (applied === 0) throw new TenderError(TENDER_MESSAGES.nothingDue, index);
    remaining -= applied;
    return { method: tender.method, amount_cents: applied, change_cents: tender.amount_cents - applied };
  });
  return { settlement, lines };
}

/** The method of the largest payment (the first of equals), which an order records as its payment method; null without any. */
export function largestPaymentMethod(payments: readonly { method: PosPaymentMethod; amount_cents: number }[]): PosPaymentMethod | null {
  let largest: { method: PosPaymentMethod; amount_cents: number } | null = null;
  for (const payment of payments) if (!largest || payment.amount_cents > largest.amount_cents) largest = payment;
  return largest?.method ?? null;
}
