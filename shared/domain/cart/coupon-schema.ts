/** The back office's coupon form and the API's coupon writes validate with this one schema (spec §9). */
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { couponInstant } from './coupon';
import type { CouponType } from './types';

export const COUPON_FORM_MESSAGES = {
  codeRequired: 'Informe o código do cupom.',
  codeFormat: 'Use de 3 a 32 letras, números, - ou _ (sem espaços nem acentos).',
  codeTaken: 'Já existe um cupom com este código nesta loja.',
  typeInvalid: 'Escolha o tipo do desconto.',
  valueRequired: 'Informe o valor do desconto.',
  valuePositive: 'O desconto deve ser maior que zero.',
  percentMax: 'O percentual não pode passar de 100%.',
  fixedMax: 'O desconto não pode passar de R$ 10.000,00.',
  minOrderInvalid: 'O pedido mínimo deve ser um valor em reais maior ou igual a zero.',
  dateInvalid: 'Data inválida.',
  endBeforeStart: 'O fim da validade deve ser depois do início.',
  limitInvalid: 'O limite deve ser um número inteiro maior que zero.',
} as const;

export const COUPON_TYPES: readonly CouponType[] = ['percentage', 'fixed', 'free_delivery'];
export const COUPON_TYPE_LABELS: Record<CouponType, string> = { percentage: 'Percentual (%)', fixed: 'Valor fixo (R$)', free_delivery: 'Frete grátis' };

const optionalDate = string()
  .trim()
  .nullable()
  .default(null)
  .transform((v: string | null) => (v === '' ? null : v))
  .test('date', COUPON_FORM_MESSAGES.dateInvalid, (v) => v === null || v === undefined || couponInstant(v, 'start') !== null);

const optionalLimit = number()
  .nullable()
  .default(null)
  .transform((v: number, original: unknown) => (original === '' ? null : v))
  .typeError(COUPON_FORM_MESSAGES.limitInvalid)
  .integer(COUPON_FORM_MESSAGES.limitInvalid)
  .min(1, COUPON_FORM_MESSAGES.limitInvalid)
  .max(1_000_000, COUPON_FORM_MESSAGES.limitInvalid);

/**
 * A coupon as the form and the wire write it: `value` is percentage points for 'percentage', reais for
 * 'fixed' and 0 for 'free_delivery'; money in reais; dates as 'YYYY-MM-DD' (São Paulo days, the end valid through its whole day) or ISO.
 */
export const couponWriteSchema = object({
  code: string()
    .trim()
    .required(COUPON_FORM_MESSAGES.codeRequired)
    .matches(/^[A-Za-z0-9_-]{3,32}$/, COUPON_FORM_MESSAGES.codeFormat),
  description: string().trim().nullable().default(null).max(255),
  type: mixed<CouponType>().oneOf(COUPON_TYPES, COUPON_FORM_MESSAGES.typeInvalid).required(COUPON_FORM_MESSAGES.typeInvalid),
  value: number()
    .typeError(COUPON_FORM_MESSAGES.valueRequired)
    .required(COUPON_FORM_MESSAGES.valueRequired)
    .moreThan(0, COUPON_FORM_MESSAGES.valuePositive)
    .when('type', ([type], s) => {
      // Free delivery has no value: whatever is sent is stored as 0.
      if (type === 'free_delivery') return number().transform(() => 0).default(0).required();
      return type === 'percentage' ? s.max(100, COUPON_FORM_MESSAGES.percentMax) : s.max(10_000, COUPON_FORM_MESSAGES.fixedMax);
    }),
  min_order_value: number().typeError(COUPON_FORM_MESSAGES.minOrderInvalid).min(0, COUPON_FORM_MESSAGES.minOrderInvalid).max(100_000, COUPON_FORM_MESSAGES.minOrderInvalid).default(0),
  starts_at: optionalDate,
  ends_at: optionalDate.test('after-start', COUPON_FORM_MESSAGES.endBeforeStart, function (end) {
    const start = couponInstant(this.parent.starts_at as string | null, 'start');
    const until = couponInstant(end, 'end');
    return start === null || until === null || until.getTime() > start.getTime();
  }),
  usage_limit: optionalLimit,
  per_customer_limit: optionalLimit,
  first_order_only: boolean().default(false),
  is_active: boolean().default(true),
});

export type CouponWrite = InferType<typeof couponWriteSchema>;

/** A stored instant → the São Paulo day of a date input ('YYYY-MM-DD'); Brazil keeps UTC-03:00 all year. */
export function couponDateInput(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
}

/** A coupon as the back office reads it (GET /api/stores/{id}/coupons): money in reais, `value` in percentage points or reais, and its usage. */
export type StoreCoupon = {
  id: number;
  code: string;
  description: string | null;
  type: CouponType;
  value: number;
  min_order_value: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  first_order_only: boolean;
  is_active: boolean;
  used_count: number;
  usage: { orders: number; discount_total: number; revenue: number };
};
