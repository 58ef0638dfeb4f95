import { formatBRL } from '../money';
import type { BillingCycle } from './plans';

const DAY_MS = 86_400_000;

export type PlanChangeQuote = {
  /** Whole days left in the current period (rounded up). */
  days_left: number;
  days_in_period: number;
  /** Unused part of what was paid for the current plan. */
  credit_cents: number;
  /** The new plan for the rest of the period. */
  charge_cents: number;
  /** What is invoiced now (0 when the credit covers it). */
  amount_due_cents: number;
  /** Credit left for the next invoice (downgrades). */
  carried_credit_cents: number;
  /** The statement shown to the admin and on the invoice, in Portuguese. */
  statement: string;
};

/**
 * Proration by days of a plan change in the middle of a period: the unused days of the current plan are a
 * credit, the same days of the new plan a charge. A trial (nothing paid) has no credit and no charge: the new
 * plan simply applies.
 */
export function quotePlanChange(input: {
  fromName: string;
  fromPriceCents: number;
  toName: string;
  toPriceCents: number;
  cycle: BillingCycle;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
  paid: boolean;
}): PlanChangeQuote {
  const total = Math.max(1, Math.round((input.periodEnd.getTime() - input.periodStart.getTime()) / DAY_MS));
  const left = Math.min(total, Math.max(0, Math.ceil((input.periodEnd.getTime() - input.now.getTime()) / DAY_MS)));
  if (!input.paid || left === 0) {
    return {
      days_left: left,
      days_in_period: total,
      credit_cents: 0,
      charge_cents: 0,
      amount_due_cents: 0,
      carried_credit_cents: 0,
      statement: `Mudança de ${input.fromName} para ${input.toName} sem cobrança proporcional: o novo plano vale a partir de agora e é cobrado no próximo período.`,
    };
  }
  const credit = Math.round((input.fromPriceCents * left) / total);
  const charge = Math.round((input.toPriceCents * left) / total);
  const due = Math.max(0, charge - credit);
  const carried = Math.max(0, credit - charge);
  const days = `${left} dia${left === 1 ? '' : 's'}`;
  const tail = due > 0 ? `a pagar agora: ${formatBRL(due)}.` : `sem valor a pagar agora; ${formatBRL(carried)} ficam de crédito para a próxima fatura.`;
  return {
    days_left: left,
    days_in_period: total,
    credit_cents: credit,
    charge_cents: charge,
    amount_due_cents: due,
    carried_credit_cents: carried,
    statement: `Crédito de ${formatBRL(credit)} pelos ${days} restantes do plano ${input.fromName}; cobrança de ${formatBRL(charge)} pelos mesmos ${days} do plano ${input.toName}; ${tail}`,
  };
}
