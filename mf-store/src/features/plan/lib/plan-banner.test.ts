import { ENTITLEMENT_MESSAGES } from '@comanda/shared/domain';
import { entitlementsFixture } from '../test-fixtures';
import { ordersBannerOf, planBannerOf } from './plan-banner';

const NOW = new Date('2026-11-24T15:00:00-03:00');
const readOnly = { included: true, writable: false };

describe('planBannerOf', () => {
  it('says nothing for an active subscription in good standing, or without a subscription', () => {
    expect(planBannerOf(entitlementsFixture(), NOW)).toBeNull();
    expect(planBannerOf(null, NOW)).toBeNull();
  });

  it('counts the trial days left (rounding up a part of a day)', () => {
    const trial = (ends: string) => planBannerOf(entitlementsFixture({ status: 'trialing', trial_ends_at: ends, current_period_end: null }), NOW);
    expect(trial('2026-12-08T18:00:00.000Z')).toEqual({ severity: 'info', text: 'Teste grátis: faltam 14 dias' });
    expect(trial('2026-11-25T12:00:00.000Z')).toEqual({ severity: 'info', text: 'Teste grátis: falta 1 dia' });
  });

  it('in the grace period: a trial that ended or a lapsed subscription, with the date it turns read-only', () => {
    const grace = { standing: 'grace' as const, grace_ends_at: '2026-11-28T14:00:00.000Z' };
    expect(planBannerOf(entitlementsFixture({ ...grace, status: 'trialing', trial_ends_at: '2026-11-21T14:00:00.000Z' }), NOW)).toEqual({
      severity: 'warning',
      text: 'Seu período de teste terminou. Até 28/11/2026 tudo continua funcionando; os recursos do plano ficam somente leitura depois dessa data.',
    });
    expect(planBannerOf(entitlementsFixture({ ...grace, status: 'past_due' }), NOW)?.text).toBe(
      'Sua assinatura venceu. Até 28/11/2026 tudo continua funcionando; os recursos do plano ficam somente leitura depois dessa data.',
    );
  });

  it('the date is the day in Brazil (São Paulo), dd/mm/aaaa', () => {
    const lateNight = entitlementsFixture({ standing: 'grace', status: 'past_due', grace_ends_at: '2026-12-01T02:30:00.000Z' });
    expect(planBannerOf(lateNight, NOW)?.text).toContain('Até 30/11/2026');
  });

  it('locked: read-only, orders keep coming; suspended: the platform stopped the store', () => {
    const features = { pos: readOnly, delivery_management: readOnly, coupons: readOnly, reports: readOnly };
    expect(planBannerOf(entitlementsFixture({ standing: 'locked', status: 'past_due', grace_ends_at: '2026-11-20T14:00:00.000Z', features }), NOW)).toEqual({
      severity: 'error',
      text: 'Assinatura vencida: recursos do plano em modo somente leitura. Os pedidos continuam chegando.',
    });
    expect(planBannerOf(entitlementsFixture({ standing: 'suspended', status: 'suspended' }), NOW)).toEqual({ severity: 'error', text: ENTITLEMENT_MESSAGES.suspended });
    expect(planBannerOf(entitlementsFixture({ standing: 'suspended', status: 'suspended', suspension_reason: 'Pagamento contestado.' }), NOW)?.text).toBe(
      `${ENTITLEMENT_MESSAGES.suspended} Motivo: Pagamento contestado.`,
    );
  });
});

describe('ordersBannerOf', () => {
  const orders = (limit: number | null, placed: number) =>
    ordersBannerOf(entitlementsFixture({ limits: { products: 100, branches: 1, employees: 5, orders_per_month: limit }, usage: { products: 10, branches: 0, employees: 2, orders_per_month: placed } }));

  it('says nothing under 80% of the plan’s orders, on an unlimited plan, or without a subscription', () => {
    expect(orders(1500, 1199)).toBeNull();
    expect(orders(null, 100_000)).toBeNull();
    expect(ordersBannerOf(null)).toBeNull();
  });

  it('from 80%: how many of the month’s orders were received', () => {
    expect(orders(1500, 1200)).toEqual({ severity: 'warning', text: 'Você já recebeu 1.200 de 1.500 pedidos do plano neste mês.' });
    expect(orders(1500, 1499)?.severity).toBe('warning');
  });

  it('at 100%: orders past the tolerance are refused, then that they are being refused', () => {
    expect(orders(1500, 1500)).toEqual({
      severity: 'error',
      text: 'Você já recebeu 1.500 de 1.500 pedidos do plano neste mês. Pedidos acima de 1.650 (o limite com a tolerância) serão recusados até o fim do mês. Mude de plano para receber mais.',
    });
    expect(orders(1500, 1650)).toEqual({
      severity: 'error',
      text: 'Você já recebeu 1.650 de 1.500 pedidos do plano neste mês. Novos pedidos estão sendo recusados até o fim do mês. Mude de plano para voltar a recebê-los.',
    });
  });
});
