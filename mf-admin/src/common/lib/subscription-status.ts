import type { Standing, SubscriptionStatus } from '@comanda/shared/domain';

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/** Colour of a subscription's status wherever it is shown (stores, subscriptions). */
export const STATUS_COLORS: Record<SubscriptionStatus, ChipColor> = {
  trialing: 'info',
  active: 'success',
  past_due: 'warning',
  cancelled: 'default',
  suspended: 'error',
};

/** What the subscription lets the store do now (subscriptions.ts: standingOf). */
export const STANDING_LABELS: Record<Standing, string> = {
  ok: 'Em dia',
  grace: 'Em carência',
  locked: 'Somente leitura',
  suspended: 'Suspensa',
};

export const STANDING_COLORS: Record<Standing, ChipColor> = { ok: 'success', grace: 'warning', locked: 'error', suspended: 'error' };

export const STANDING_HINTS: Record<Exclude<Standing, 'ok' | 'suspended'>, string> = {
  grace: 'A assinatura venceu; tudo funciona até o fim da carência.',
  locked: 'A assinatura venceu e a carência acabou: os recursos do plano estão somente para leitura.',
};
