import { BILLING_CYCLE_LABELS, formatReais, type AdminSubscription, type BillingCycle } from '@comanda/shared/domain';
import { formatDate } from '../../../common/lib/format';

/** 'AAAA-MM-DD' (a calendar day, no time zone) → dd/mm/aaaa. */
export function formatDay(day: string | null): string {
  return day ? day.slice(0, 10).split('-').reverse().join('/') : '—';
}

/** 'R$ 99,90/mês', 'R$ 999,00/ano'. */
export function priceLabel(price: number, cycle: BillingCycle): string {
  return `${formatReais(price)}/${cycle === 'yearly' ? 'ano' : 'mês'}`;
}

export const cycleLabel = (cycle: BillingCycle) => BILLING_CYCLE_LABELS[cycle];

/** Until when the store is covered: the trial's end, or the paid period's. */
export function coveredUntil(sub: Pick<AdminSubscription, 'status' | 'trial_ends_at' | 'current_period_end'>): string {
  if (sub.status === 'trialing') return sub.trial_ends_at ? `Teste até ${formatDate(sub.trial_ends_at)}` : 'Em teste';
  return sub.current_period_end ? `Até ${formatDate(sub.current_period_end)}` : '—';
}

/** '123.456.789-09' / '12.345.678/0001-95' from the stored digits; anything else as it is. */
export function formatDocument(document: string | null): string {
  if (!document) return '—';
  const d = document.replace(/\D/g, '');
  if (d.length === 11) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
  if (d.length === 14) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
  return document;
}
