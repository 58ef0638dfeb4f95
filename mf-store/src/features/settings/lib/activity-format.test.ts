import { formatChangeValue, relativeTime } from './activity-format';

describe('activity log formatting', () => {
  it('shows lists, objects with Portuguese labels, instants on São Paulo time and blanks as a dash', () => {
    expect(formatChangeValue(['pix', 'cash'])).toBe('pix, cash');
    expect(formatChangeValue({ friday: ['18:00-02:00'], monday: [] })).toBe('Sexta-feira: 18:00-02:00');
    expect(formatChangeValue({ until: '2026-11-24T22:30:00.000Z', message: 'cozinha cheia' })).toBe('até: 24/11/2026, 19:30; mensagem: cozinha cheia');
    expect(formatChangeValue(null)).toBe('—');
  });

  it('says when relative to now', () => {
    const now = new Date('2026-11-24T20:00:00Z');
    expect(relativeTime('2026-11-24T19:55:00Z', now)).toBe('há 5 minutos');
    expect(relativeTime('2026-11-23T20:00:00Z', now)).toBe('ontem');
    expect(relativeTime('2026-11-24T19:59:40Z', now)).toBe('agora mesmo');
  });
});
