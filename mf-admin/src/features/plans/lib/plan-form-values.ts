import { PLAN_LIMIT_KEYS, slugFromName, type Plan, type PlanFeature, type PlanLimitKey, type PlanWrite } from '@comanda/shared/domain';

/** What the plan form edits: numbers typed as text ('' = ilimitado for a limit), prices in reais (null = blank). */
export type PlanFormValues = {
  name: string;
  slug: string;
  description: string;
  price_monthly: number | null;
  price_yearly: number | null;
  trial_days: string | number;
  limits: Record<PlanLimitKey, string | number>;
  features: PlanFeature[];
  is_retired: boolean;
};

export const EMPTY_PLAN: PlanFormValues = {
  name: '',
  slug: '',
  description: '',
  price_monthly: null,
  price_yearly: null,
  trial_days: 14,
  limits: { products: '', branches: '', employees: '', orders_per_month: '' },
  features: [],
  is_retired: false,
};

export function formValuesOf(plan: Plan): PlanFormValues {
  return {
    name: plan.name,
    slug: plan.slug,
    description: plan.description ?? '',
    price_monthly: plan.price_monthly,
    price_yearly: plan.price_yearly,
    trial_days: plan.trial_days,
    limits: Object.fromEntries(PLAN_LIMIT_KEYS.map((key) => [key, plan.limits[key] === null ? '' : plan.limits[key]])) as PlanFormValues['limits'],
    features: [...plan.features],
    is_retired: plan.is_retired,
  };
}

/** A typed number, or what the shared schema rejects with its own message (NaN for garbage, null for blank). */
const numberOf = (input: string | number): number | null => (String(input).trim() === '' ? null : Number(input));

/**
 * The body the API validates with planWriteSchema. Blank prices and trial days stay null so the schema (not a
 * silent zero) answers; blank limits are null = ilimitado.
 */
export function planBody(values: PlanFormValues): PlanWrite {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description.trim() || null,
    price_monthly: values.price_monthly as number,
    price_yearly: values.price_yearly as number,
    trial_days: numberOf(values.trial_days) as number,
    limits: Object.fromEntries(PLAN_LIMIT_KEYS.map((key) => [key, numberOf(values.limits[key])])) as PlanWrite['limits'],
    features: values.features,
    is_retired: values.is_retired,
  };
}

/** The plan as it is, to send back with one change (retire / put back on sale). */
export function planWriteOf(plan: Plan, patch: Partial<PlanWrite> = {}): PlanWrite {
  return { ...planBody(formValuesOf(plan)), ...patch };
}

/** The identifier a new plan's name suggests ('Plano Básico' → 'plano-basico'). */
export function planSlugOf(name: string): string {
  return slugFromName(name).slice(0, 60).replace(/-+$/g, '');
}
