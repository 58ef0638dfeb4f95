import { ENTITLEMENT_MESSAGES } from '@comanda/shared/domain';
import { entitlementsFixture } from '../test-fixtures';
import { planBannerOf } from './plan-banner';

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
