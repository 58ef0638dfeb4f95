import type { PlanFeature, PlanLimits } from '@comanda/shared/domain';

/** The platform's plans at launch: product data (seeded in every database), edited by the admin afterwards. */
export const PLANS: {
  slug: string;
  name: string;
  description: string;
  priceMonthlyCents: number;
  priceYearlyCents: number;
  trialDays: number;
  limits: PlanLimits;
  features: PlanFeature[];
}[] = [
  {
    slug: 'essencial',
    name: 'Essencial',
    description: 'Cardápio digital, pedidos pelo WhatsApp e pela vitrine, para quem está começando.',
    priceMonthlyCents: 4990,
    priceYearlyCents: 49900,
    trialDays: 14,
    limits: { products: 150, branches: 0, employees: 3, orders_per_month: 1500 },
    features: ['coupons'],
  },
  {
    slug: 'profissional',
    name: 'Profissional',
    description: 'PDV com caixa, gestão de entregas, cupons e relatórios para a loja que cresce.',
    priceMonthlyCents: 9990,
    priceYearlyCents: 99900,
    trialDays: 14,
    limits: { products: 1000, branches: 2, employees: 15, orders_per_month: null },
    features: ['pos', 'delivery_management', 'coupons', 'reports'],
  },
  {
    slug: 'rede',
    name: 'Rede',
    description: 'Para redes com várias filiais: tudo do Profissional, sem limites.',
    priceMonthlyCents: 24990,
    priceYearlyCents: 249900,
    trialDays: 14,
    limits: { products: null, branches: null, employees: null, orders_per_month: null },
    features: ['pos', 'delivery_management', 'coupons', 'reports'],
  },
];

/** The plan a store that signs up tries (platform settings can name another). */
export const DEFAULT_TRIAL_PLAN = 'profissional';

/** The demo stores' plans: most pay for Profissional; the chain runs on Rede. Anything not listed: Profissional. */
export const DEMO_STORE_PLANS: Record<string, string> = { 'pizzaria-bella-napoli': 'rede' };
