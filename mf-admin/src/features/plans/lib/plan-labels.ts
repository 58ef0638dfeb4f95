import { PLAN_LIMIT_LABELS, type PlanLimitKey } from '@comanda/shared/domain';
import { formatInteger } from '../../../common/lib/format';

export const UNLIMITED_LABEL = 'Ilimitado';

/** 1500 → '1.500'; null → 'Ilimitado'. */
export function limitValueLabel(value: number | null): string {
  return value === null ? UNLIMITED_LABEL : formatInteger(value);
}

/** 'Produtos: 150'. */
export function limitLabel(key: PlanLimitKey, value: number | null): string {
  return `${PLAN_LIMIT_LABELS[key]}: ${limitValueLabel(value)}`;
}

/** '14 dias', '1 dia', 'Sem teste'. */
export function trialLabel(days: number): string {
  if (days === 0) return 'Sem teste';
  return days === 1 ? '1 dia' : `${days} dias`;
}

export function subscriptionsLabel(count: number | undefined): string {
  const n = count ?? 0;
  return n === 1 ? '1 assinatura' : `${formatInteger(n)} assinaturas`;
}
