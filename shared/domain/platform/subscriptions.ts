/**
 * A store's subscription and what it may do now (issue 10). The standing is worked out from the dates and the
 * clock, so a trial that ran out is treated as such at once, without waiting for a job to change its status.
 */
import type { PlanFeature, PlanLimitKey, PlanLimits } from './plans';
import { PLAN_FEATURE_LABELS, PLAN_LIMIT_LABELS } from './plans';
import { ordersPerMonthRefusal } from './orders-per-month';

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled', 'suspended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Em teste',
  active: 'Ativa',
  past_due: 'Em atraso',
  cancelled: 'Cancelada',
  suspended: 'Suspensa',
};

/** Days after a lapse (trial over, period unpaid, cancelled) during which everything still works, with a banner. */
export const GRACE_PERIOD_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * ok: everything the plan includes. grace: still everything, with a banner and a date. locked: the plan's gated
 * features are read-only and nothing limited can be added; orders already placed stay, the storefront keeps
 * selling. suspended: the platform stopped the store (its storefront says it is unavailable).
 */
export type Standing = 'ok' | 'grace' | 'locked' | 'suspended';

export type SubscriptionDates = {
  status: SubscriptionStatus;
  trial_ends_at: string | Date | null;
  current_period_end: string | Date | null;
  /** Why the platform suspended it (shown to the store's staff). */
  suspension_reason?: string | null;
};

const time = (value: string | Date | null): number | null => (value === null ? null : new Date(value).getTime());

/** When the store stopped being paid for (null: it has not). */
export function lapsedAt(sub: SubscriptionDates): number | null {
  if (sub.status === 'trialing') return time(sub.trial_ends_at);
  return time(sub.current_period_end);
}

export function standingOf(sub: SubscriptionDates, now: Date): { standing: Standing; grace_ends_at: string | null } {
  if (sub.status === 'suspended') return { standing: 'suspended', grace_ends_at: null };
  const lapsed = lapsedAt(sub);
  if (lapsed === null || now.getTime() < lapsed) return { standing: 'ok', grace_ends_at: null };
  const graceEnds = lapsed + GRACE_PERIOD_DAYS * DAY_MS;
  return { standing: now.getTime() < graceEnds ? 'grace' : 'locked', grace_ends_at: new Date(graceEnds).toISOString() };
}

/** What a store may do now: the one answer the API enforces and the back office shows. */
export type Entitlements = {
  plan: { id: number; name: string; slug: string };
  status: SubscriptionStatus;
  standing: Standing;
  grace_ends_at: string | null;
  trial_ends_at: string | null;
  current_period_end: string | null;
  suspension_reason: string | null;
  limits: PlanLimits;
  /** Features of the plan and whether they can be changed now (false: read-only or not in the plan). */
  features: Record<PlanFeature, { included: boolean; writable: boolean }>;
};

/** GET /stores/{id}/entitlements: the entitlements with what the account uses of each limit. */
export type StoreEntitlements = Entitlements & { usage: Record<PlanLimitKey, number> };

export function entitlementsOf(
  plan: { id: number; name: string; slug: string; limits: PlanLimits; features: readonly PlanFeature[] },
  sub: SubscriptionDates,
  now: Date,
): Entitlements {
  const { standing, grace_ends_at } = standingOf(sub, now);
  const writable = standing === 'ok' || standing === 'grace';
  const features = Object.fromEntries(
    (Object.keys(PLAN_FEATURE_LABELS) as PlanFeature[]).map((feature) => {
      const included = plan.features.includes(feature);
      return [feature, { included, writable: included && writable }];
    }),
  ) as Entitlements['features'];
  const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
  return {
    plan: { id: plan.id, name: plan.name, slug: plan.slug },
    status: sub.status,
    standing,
    grace_ends_at,
    trial_ends_at: iso(sub.trial_ends_at),
    current_period_end: iso(sub.current_period_end),
    suspension_reason: standing === 'suspended' ? (sub.suspension_reason ?? null) : null,
    limits: plan.limits,
    features,
  };
}

export const ENTITLEMENT_MESSAGES = {
  featureNotInPlan: (feature: PlanFeature) => `${PLAN_FEATURE_LABELS[feature]} não faz parte do seu plano.`,
  readOnly: 'Sua assinatura venceu: este recurso está somente para leitura até a regularização.',
  suspended: 'Esta loja está suspensa pela plataforma.',
  limitReached: (key: PlanLimitKey, max: number) => `Seu plano permite até ${max} ${PLAN_LIMIT_LABELS[key].toLowerCase()}. Mude de plano para ter mais.`,
} as const;

/** Why a feature cannot be changed now (null: it can). Reading a locked feature stays allowed. */
export function featureRefusal(ent: Entitlements, feature: PlanFeature): string | null {
  if (ent.standing === 'suspended') return ENTITLEMENT_MESSAGES.suspended;
  if (!ent.features[feature].included) return ENTITLEMENT_MESSAGES.featureNotInPlan(feature);
  return ent.features[feature].writable ? null : ENTITLEMENT_MESSAGES.readOnly;
}

/**
 * Why `adding` more of a limited resource is refused (null: allowed). A lapsed store adds nothing limited, except
 * orders, which keep coming within the month's ceiling (orders-per-month.ts: the limit plus a tolerance).
 */
export function limitRefusal(ent: Entitlements, key: PlanLimitKey, current: number, adding = 1): string | null {
  if (ent.standing === 'suspended') return ENTITLEMENT_MESSAGES.suspended;
  if (ent.standing === 'locked' && key !== 'orders_per_month') return ENTITLEMENT_MESSAGES.readOnly;
  const max = ent.limits[key];
  if (key === 'orders_per_month') return ordersPerMonthRefusal(max, current + adding - 1);
  return max !== null && current + adding > max ? ENTITLEMENT_MESSAGES.limitReached(key, max) : null;
}
