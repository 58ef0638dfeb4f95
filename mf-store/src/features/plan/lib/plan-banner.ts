import { DEFAULT_TIME_ZONE, ENTITLEMENT_MESSAGES, ordersPerMonthCeiling, type Entitlements, type StoreEntitlements } from '@comanda/shared/domain';

export type PlanBannerText = { severity: 'info' | 'warning' | 'error'; text: string };

const DAY_MS = 86_400_000;
const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: DEFAULT_TIME_ZONE });
const countFormat = new Intl.NumberFormat('pt-BR');
/** From this share of the plan's monthly orders on, the owner is warned. */
const ORDERS_WARNING_PERCENT = 80;

/** dd/mm/aaaa in the stores' time zone. */
export const formatPlanDate = (iso: string): string => dateFormat.format(new Date(iso));

export const PLAN_BANNER_MESSAGES = {
  trialDaysLeft: (days: number) => `Teste grátis: ${days === 1 ? 'falta 1 dia' : `faltam ${days} dias`}`,
  trialEnded: 'Seu período de teste terminou',
  subscriptionLapsed: 'Sua assinatura venceu',
  grace: (title: string, date: string) => `${title}. Até ${date} tudo continua funcionando; os recursos do plano ficam somente leitura depois dessa data.`,
  locked: 'Assinatura vencida: recursos do plano em modo somente leitura. Os pedidos continuam chegando.',
  ordersUsed: (placed: number, limit: number) => `Você já recebeu ${countFormat.format(placed)} de ${countFormat.format(limit)} pedidos do plano neste mês.`,
  ordersTolerance: (ceiling: number) =>
    `Pedidos acima de ${countFormat.format(ceiling)} (o limite com a tolerância) serão recusados até o fim do mês. Mude de plano para receber mais.`,
  ordersRefused: 'Novos pedidos estão sendo recusados até o fim do mês. Mude de plano para voltar a recebê-los.',
} as const;

/** What the store area says about the subscription at `now` (null: nothing to say). */
export function planBannerOf(ent: Entitlements | null | undefined, now: Date): PlanBannerText | null {
  if (!ent) return null;
  switch (ent.standing) {
    case 'suspended':
      return { severity: 'error', text: ent.suspension_reason ? `${ENTITLEMENT_MESSAGES.suspended} Motivo: ${ent.suspension_reason}` : ENTITLEMENT_MESSAGES.suspended };
    case 'locked':
      return { severity: 'error', text: PLAN_BANNER_MESSAGES.locked };
    case 'grace': {
      const title = ent.status === 'trialing' ? PLAN_BANNER_MESSAGES.trialEnded : PLAN_BANNER_MESSAGES.subscriptionLapsed;
      return { severity: 'warning', text: ent.grace_ends_at ? PLAN_BANNER_MESSAGES.grace(title, formatPlanDate(ent.grace_ends_at)) : `${title}.` };
    }
    case 'ok': {
      if (ent.status !== 'trialing' || !ent.trial_ends_at) return null;
      const days = Math.ceil((new Date(ent.trial_ends_at).getTime() - now.getTime()) / DAY_MS);
      return days > 0 ? { severity: 'info', text: PLAN_BANNER_MESSAGES.trialDaysLeft(days) } : null;
    }
  }
}

/**
 * What the store area says about the plan's orders of the month (null: under 80% or unlimited): a warning from
 * 80%, and at 100% that orders past the tolerance are refused (or already are).
 */
export function ordersBannerOf(ent: StoreEntitlements | null | undefined): PlanBannerText | null {
  const limit = ent?.limits.orders_per_month ?? null;
  if (!ent || limit === null) return null;
  const placed = ent.usage.orders_per_month;
  if (placed * 100 < limit * ORDERS_WARNING_PERCENT) return null;
  const used = PLAN_BANNER_MESSAGES.ordersUsed(placed, limit);
  if (placed < limit) return { severity: 'warning', text: used };
  const ceiling = ordersPerMonthCeiling(limit);
  return { severity: 'error', text: `${used} ${placed >= ceiling ? PLAN_BANNER_MESSAGES.ordersRefused : PLAN_BANNER_MESSAGES.ordersTolerance(ceiling)}` };
}
