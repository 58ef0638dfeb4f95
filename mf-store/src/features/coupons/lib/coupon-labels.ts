import { COUPON_TYPE_LABELS, couponDateInput, formatReais } from '@comanda/shared/domain';
import type { StoreCoupon } from '../api/coupons-api';

/** '10%', 'R$ 5,00', 'Frete grátis'. */
export function couponValueLabel(coupon: Pick<StoreCoupon, 'type' | 'value'>): string {
  if (coupon.type === 'free_delivery') return COUPON_TYPE_LABELS.free_delivery;
  return coupon.type === 'percentage' ? `${String(coupon.value).replace('.', ',')}%` : formatReais(coupon.value);
}

const day = (iso: string) => couponDateInput(iso).split('-').reverse().join('/');

/** 'Sempre', 'De 01/11/2026', 'Até 31/12/2026', 'De 01/11/2026 a 31/12/2026'. */
export function couponValidityLabel(coupon: Pick<StoreCoupon, 'starts_at' | 'ends_at'>): string {
  if (coupon.starts_at && coupon.ends_at) return `${day(coupon.starts_at)} a ${day(coupon.ends_at)}`;
  if (coupon.starts_at) return `A partir de ${day(coupon.starts_at)}`;
  if (coupon.ends_at) return `Até ${day(coupon.ends_at)}`;
  return 'Sempre';
}

/** '3 de 100', '3' (no limit). */
export function couponUsesLabel(coupon: Pick<StoreCoupon, 'used_count' | 'usage_limit'>): string {
  return coupon.usage_limit === null ? String(coupon.used_count) : `${coupon.used_count} de ${coupon.usage_limit}`;
}
