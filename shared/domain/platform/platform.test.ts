import { ValidationError } from 'yup';
import { PLAN_MESSAGES, planWriteSchema } from './plans';
import { SIGNUP_MESSAGES, onboardingChecklist, publishRefusal, slugFromName, storeSignupSchema } from './onboarding';
import { quotePlanChange } from './proration';
import { ENTITLEMENT_MESSAGES, entitlementsOf, featureRefusal, limitRefusal, standingOf } from './subscriptions';

const errorsOf = (value: unknown) => {
  try {
    planWriteSchema.validateSync(value, { abortEarly: false });
    return {};
  } catch (err) {
    return Object.fromEntries((err as ValidationError).inner.map((e) => [e.path, e.message]));
  }
};

const PLAN = { id: 1, name: 'Essencial', slug: 'essencial', limits: { products: 3, branches: 1, employees: 2, orders_per_month: null }, features: ['coupons'] as const };
const at = (iso: string) => new Date(iso);

describe('plan form', () => {
  it('normalises a valid plan: blank limits are unlimited, features without repeats', () => {
    const plan = planWriteSchema.validateSync({
      name: ' Profissional ',
      slug: 'Profissional',
      price_monthly: 89.9,
      price_yearly: 899,
      trial_days: 14,
      limits: { products: '', branches: 3, employees: 10, orders_per_month: '' },
      features: ['pos', 'pos', 'coupons'],
    });
    expect(plan).toMatchObject({ name: 'Profissional', slug: 'profissional', limits: { products: null, branches: 3, employees: 10, orders_per_month: null }, features: ['pos', 'coupons'], is_retired: false });
  });

  it('names every bad field in Portuguese', () => {
    expect(errorsOf({ name: '', slug: 'com espaço', price_monthly: -1, price_yearly: 'x', trial_days: 1.5, limits: { products: -1 }, features: ['jetpack'] })).toEqual({
      name: PLAN_MESSAGES.nameRequired,
      slug: PLAN_MESSAGES.slugInvalid,
      price_monthly: PLAN_MESSAGES.priceInvalid,
      price_yearly: PLAN_MESSAGES.priceInvalid,
      trial_days: PLAN_MESSAGES.trialInvalid,
      'limits.products': PLAN_MESSAGES.limitInvalid,
      'features[0]': PLAN_MESSAGES.featureInvalid,
    });
  });
});

describe('standing: worked out from the dates and the clock', () => {
  const trial = { status: 'trialing' as const, trial_ends_at: '2026-12-01T03:00:00.000Z', current_period_end: null };
  it('a trial is ok until it ends, then 7 days of grace, then locked', () => {
    expect(standingOf(trial, at('2026-11-30T12:00:00Z'))).toEqual({ standing: 'ok', grace_ends_at: null });
    expect(standingOf(trial, at('2026-12-03T12:00:00Z'))).toEqual({ standing: 'grace', grace_ends_at: '2026-12-08T03:00:00.000Z' });
    expect(standingOf(trial, at('2026-12-08T03:00:00Z')).standing).toBe('locked');
  });
  it('an active or past-due subscription lapses at the end of its period; a suspended one is suspended whatever the dates', () => {
    const active = { status: 'active' as const, trial_ends_at: null, current_period_end: '2027-01-01T03:00:00.000Z' };
    expect(standingOf(active, at('2026-12-31T00:00:00Z')).standing).toBe('ok');
    expect(standingOf({ ...active, status: 'past_due' }, at('2027-01-05T00:00:00Z')).standing).toBe('grace');
    expect(standingOf({ ...active, status: 'suspended' }, at('2026-12-01T00:00:00Z')).standing).toBe('suspended');
  });
});

describe('entitlements: the one answer for the API and the back office', () => {
  const trial = { status: 'trialing' as const, trial_ends_at: '2026-12-01T03:00:00.000Z', current_period_end: null };
  it('features of the plan are writable while ok or in grace, read-only once locked; others are not in the plan', () => {
    const ok = entitlementsOf(PLAN, trial, at('2026-11-25T12:00:00Z'));
    expect(featureRefusal(ok, 'coupons')).toBeNull();
    expect(featureRefusal(ok, 'pos')).toBe('PDV (ponto de venda) não faz parte do seu plano.');
    const locked = entitlementsOf(PLAN, trial, at('2026-12-20T12:00:00Z'));
    expect(locked.features.coupons).toEqual({ included: true, writable: false });
    expect(featureRefusal(locked, 'coupons')).toBe(ENTITLEMENT_MESSAGES.readOnly);
  });
  it('limits: up to the plan’s number, unlimited when null; a locked store adds nothing limited but keeps taking orders', () => {
    const ok = entitlementsOf(PLAN, trial, at('2026-11-25T12:00:00Z'));
    expect(limitRefusal(ok, 'products', 2)).toBeNull();
    expect(limitRefusal(ok, 'products', 3)).toBe('Seu plano permite até 3 produtos. Mude de plano para ter mais.');
    expect(limitRefusal(ok, 'products', 1, 5)).toBe('Seu plano permite até 3 produtos. Mude de plano para ter mais.');
    expect(limitRefusal(ok, 'orders_per_month', 1_000_000)).toBeNull();
    const locked = entitlementsOf(PLAN, trial, at('2026-12-20T12:00:00Z'));
    expect(limitRefusal(locked, 'products', 0)).toBe(ENTITLEMENT_MESSAGES.readOnly);
    expect(limitRefusal(locked, 'orders_per_month', 10)).toBeNull();
  });
});

describe('plan change proration', () => {
  const period = { cycle: 'monthly' as const, periodStart: at('2026-11-01T03:00:00Z'), periodEnd: at('2026-12-01T03:00:00Z') };
  it('an upgrade halfway charges the difference for the days left, stated in reais', () => {
    const quote = quotePlanChange({ ...period, fromName: 'Essencial', fromPriceCents: 4990, toName: 'Profissional', toPriceCents: 8990, now: at('2026-11-16T03:00:00Z'), paid: true });
    expect(quote).toMatchObject({ days_left: 15, days_in_period: 30, credit_cents: 2495, charge_cents: 4495, amount_due_cents: 2000, carried_credit_cents: 0 });
    expect(quote.statement).toBe(
      'Crédito de R$\u00a024,95 pelos 15 dias restantes do plano Essencial; cobrança de R$\u00a044,95 pelos mesmos 15 dias do plano Profissional; a pagar agora: R$\u00a020,00.',
    );
  });
  it('a downgrade leaves a credit for the next invoice; a trial changes plan without charge', () => {
    const down = quotePlanChange({ ...period, fromName: 'Profissional', fromPriceCents: 8990, toName: 'Essencial', toPriceCents: 4990, now: at('2026-11-16T03:00:00Z'), paid: true });
    expect(down).toMatchObject({ amount_due_cents: 0, carried_credit_cents: 2000 });
    const trial = quotePlanChange({ ...period, fromName: 'Essencial', fromPriceCents: 4990, toName: 'Profissional', toPriceCents: 8990, now: at('2026-11-16T03:00:00Z'), paid: false });
    expect(trial).toMatchObject({ credit_cents: 0, charge_cents: 0, amount_due_cents: 0 });
  });
});

describe('store sign-up and the setup checklist', () => {
  const VALID = {
    name: 'Zé Silva',
    email: 'ze@acaidoze.com.br',
    phone: '(11) 98888-1111',
    password: 'segredo123',
    password_confirmation: 'segredo123',
    store_name: 'Açaí do Zé',
    business_type: 'acaiteria',
    slug: 'Acai-do-Ze',
    whatsapp: '(11) 98888-1111',
    cep: '01310-100',
    address: 'Avenida Paulista',
    number: '1000',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'sp',
    accept_terms: true,
    terms_version: '2026-11',
  };
  it('takes the owner, the store and the accepted terms; the slug is lower-cased', () => {
    expect(storeSignupSchema.validateSync(VALID)).toMatchObject({ slug: 'acai-do-ze', state: 'SP', store_name: 'Açaí do Zé' });
  });
  it('refuses without the terms, with a bad slug or WhatsApp', () => {
    let errors: Record<string, string> = {};
    try {
      storeSignupSchema.validateSync({ ...VALID, accept_terms: false, slug: 'açaí do zé', whatsapp: '123' }, { abortEarly: false });
    } catch (err) {
      errors = Object.fromEntries((err as ValidationError).inner.map((e) => [e.path, e.message]));
    }
    expect(errors).toEqual({ accept_terms: SIGNUP_MESSAGES.acceptTerms, slug: 'Use só letras minúsculas, números e hífens (ex.: minha-loja).', whatsapp: SIGNUP_MESSAGES.whatsappInvalid });
  });
  it('suggests a slug from the name', () => {
    expect(slugFromName('Açaí do Zé & Filhos!')).toBe('acai-do-ze-filhos');
    expect(slugFromName('  Pão   Quente ')).toBe('pao-quente');
  });
  it('publishing needs hours, a product and a delivery area; logo and PIX are recommended', () => {
    const facts = { has_logo: false, has_hours: true, products: 0, has_pix_key: false, has_delivery_area: false, published: false };
    expect(publishRefusal(facts)).toBe('Antes de publicar: cadastre o primeiro produto; defina a área de entrega.');
    expect(publishRefusal({ ...facts, products: 1, has_delivery_area: true })).toBeNull();
    expect(onboardingChecklist({ ...facts, products: 2 }).map((s) => [s.key, s.done])).toEqual([
      ['logo', false],
      ['hours', true],
      ['first_product', true],
      ['pix_key', false],
      ['delivery_area', false],
      ['publish', false],
    ]);
  });
});
