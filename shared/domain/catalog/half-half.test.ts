/** @jest-environment node */
import { halfHalfFlavorsCents } from './half-half';

describe('halfHalfFlavorsCents', () => {
  it.each([
    [[], 'average', 0],
    [[500], 'average', 500],
    [[0, 500], 'average', 250],
    [[500, 800, 600], 'average', 633],
    [[100, 200, 200], 'average', 167],
    [[1, 2], 'average', 2],
    [[0, 500], 'highest', 500],
    [[], 'highest', 0],
  ] as const)('%p with %s → %p', (prices, rule, cents) => {
    expect(halfHalfFlavorsCents(prices, rule)).toBe(cents);
  });

  it('defaults to the average', () => {
    expect(halfHalfFlavorsCents([300, 600])).toBe(450);
  });
});
