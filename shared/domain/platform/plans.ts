/** Plans of the platform: what a store pays and what it gets (issue 10). The admin form and the API validate with planWriteSchema. */
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import '../validation/yup-locale';

export const PLAN_FEATURES = ['pos', 'delivery_management', 'coupons', 'reports'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];
export const PLAN_FEATURE_LABELS: Record<PlanFeature, string> = {
  pos: 'PDV (ponto de venda)',
  delivery_management: 'Gestão de entregas',
  coupons: 'Cupons',
  reports: 'Relatórios',
};

export const PLAN_LIMIT_KEYS = ['products', 'branches', 'employees', 'orders_per_month'] as const;
export type PlanLimitKey = (typeof PLAN_LIMIT_KEYS)[number];
export const PLAN_LIMIT_LABELS: Record<PlanLimitKey, string> = {
  products: 'Produtos',
  branches: 'Filiais',
  employees: 'Funcionários',
  orders_per_month: 'Pedidos por mês',
};
/** null = unlimited. */
export type PlanLimits = Record<PlanLimitKey, number | null>;
export const UNLIMITED: PlanLimits = { products: null, branches: null, employees: null, orders_per_month: null };

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const BILLING_CYCLE_LABELS: Record<BillingCycle, string> = { monthly: 'Mensal', yearly: 'Anual' };

/** A plan as the API serves it (money in reais). */
export type Plan = {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  price_monthly: number;
  price_yearly: number;
  trial_days: number;
  limits: PlanLimits;
  features: PlanFeature[];
  is_retired: boolean;
  subscriptions_count?: number;
};

export const PLAN_MESSAGES = {
  nameRequired: 'Informe o nome do plano.',
  slugInvalid: 'Use letras minúsculas, números e hífens (ex.: plano-basico).',
  slugTaken: 'Já existe um plano com este identificador.',
  priceInvalid: 'Informe um preço em reais maior ou igual a zero.',
  trialInvalid: 'Os dias de teste devem ser um número inteiro de 0 a 90.',
  limitInvalid: 'O limite deve ser um número inteiro maior ou igual a zero (ou vazio para ilimitado).',
  featureInvalid: 'Recurso desconhecido.',
  inUse: (count: number) => `Este plano tem ${count} assinatura${count === 1 ? '' : 's'}: ele não pode ser excluído, apenas aposentado.`,
  retired: 'Este plano foi aposentado e não aceita novas assinaturas.',
  trialPlan: 'Este é o plano de teste das novas lojas: escolha outro nas configurações da plataforma antes de aposentá-lo, renomeá-lo ou excluí-lo.',
} as const;

const money = () => number().typeError(PLAN_MESSAGES.priceInvalid).required(PLAN_MESSAGES.priceInvalid).min(0, PLAN_MESSAGES.priceInvalid).max(100_000, PLAN_MESSAGES.priceInvalid);

const limit = () =>
  number()
    .nullable()
    .default(null)
    .transform((v: number, original: unknown) => (original === '' ? null : v))
    .typeError(PLAN_MESSAGES.limitInvalid)
    .integer(PLAN_MESSAGES.limitInvalid)
    .min(0, PLAN_MESSAGES.limitInvalid)
    .max(10_000_000, PLAN_MESSAGES.limitInvalid);

export const planWriteSchema = object({
  name: string().trim().required(PLAN_MESSAGES.nameRequired).max(80),
  slug: string()
    .trim()
    .lowercase()
    .required(PLAN_MESSAGES.slugInvalid)
    .matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, PLAN_MESSAGES.slugInvalid)
    .max(60, PLAN_MESSAGES.slugInvalid),
  description: string().trim().nullable().default(null).max(500),
  price_monthly: money(),
  price_yearly: money(),
  trial_days: number().typeError(PLAN_MESSAGES.trialInvalid).required(PLAN_MESSAGES.trialInvalid).integer(PLAN_MESSAGES.trialInvalid).min(0, PLAN_MESSAGES.trialInvalid).max(90, PLAN_MESSAGES.trialInvalid),
  limits: object(Object.fromEntries(PLAN_LIMIT_KEYS.map((key) => [key, limit()])) as Record<PlanLimitKey, ReturnType<typeof limit>>).default(UNLIMITED),
  features: array(mixed<PlanFeature>().oneOf(PLAN_FEATURES, PLAN_MESSAGES.featureInvalid).required())
    .default([])
    .transform((v: PlanFeature[]) => [...new Set(v)]),
  is_retired: boolean().default(false),
});

export type PlanWrite = InferType<typeof planWriteSchema>;

/** Prices of a plan for a cycle, in centavos. */
export function planPriceCents(plan: { price_monthly_cents: number; price_yearly_cents: number }, cycle: BillingCycle): number {
  return cycle === 'yearly' ? plan.price_yearly_cents : plan.price_monthly_cents;
}
