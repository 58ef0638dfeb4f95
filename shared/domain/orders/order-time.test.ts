import { formatOrderDateTime, formatOrderTime, orderAgeLabel, storeDate } from './order-time';

describe('orderAgeLabel', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it.each([
    [10_000, 'agora'],
    [60_000, 'há 1 min'],
    [5 * 60_000 + 30_000, 'há 5 min'],
    [59 * 60_000, 'há 59 min'],
    [60 * 60_000, 'há 1 h'],
    [80 * 60_000, 'há 1 h 20 min'],
    [24 * 60 * 60_000, 'há 1 dia'],
    [3 * 24 * 60 * 60_000, 'há 3 dias'],
  ])('%p ms ago → %p', (ms, label) => {
    expect(orderAgeLabel(ago(ms), now)).toBe(label);
  });

  it('a clock slightly behind the server says "agora", and bad dates say nothing', () => {
    expect(orderAgeLabel(new Date(now + 30_000).toISOString(), now)).toBe('agora');
    expect(orderAgeLabel('ontem', now)).toBe('');
  });
});

describe('store time (America/Sao_Paulo)', () => {
  it('formats times and dates in the store’s zone, whatever the machine’s', () => {
    expect(formatOrderTime('2026-11-22T12:46:00Z')).toBe('09:46');
    expect(formatOrderDateTime('2026-11-22T12:46:00Z')).toBe('22/11/2026 09:46');
    expect(formatOrderDateTime('2026-11-22T00:05:00Z')).toBe('21/11/2026 21:05');
  });

  it('storeDate is the store’s calendar day', () => {
    expect(storeDate('2026-11-22T02:00:00Z')).toBe('2026-11-21');
    expect(storeDate('2026-11-22T03:00:00Z')).toBe('2026-11-22');
  });
});
