import { centsToReais, formatBRL, reaisToCents } from './brl';

// Intl separates 'R$' from the number with a no-break space (U+00A0); compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatBRL', () => {
  it.each([
    [2990, 'R$ 29,90'],
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [100, 'R$ 1,00'],
    [123456, 'R$ 1.234,56'],
    [123456789, 'R$ 1.234.567,89'],
    [-2990, '-R$ 29,90'],
  ])('%p → %p', (cents, expected) => {
    expect(plain(formatBRL(cents))).toBe(expected);
  });

  it('uses the no-break space Intl emits', () => {
    expect(formatBRL(2990)).toMatch(/^R\$\u00a029,90$/);
  });

  it('rounds fractional cents half away from zero and never shows -0', () => {
    expect(plain(formatBRL(2989.5))).toBe('R$ 29,90');
    expect(plain(formatBRL(-2989.5))).toBe('-R$ 29,90');
    expect(plain(formatBRL(-0.4))).toBe('R$ 0,00');
    expect(plain(formatBRL(-0))).toBe('R$ 0,00');
  });

  it('rejects non-finite input', () => {
    expect(() => formatBRL(Number.NaN)).toThrow(RangeError);
    expect(() => formatBRL(Infinity)).toThrow(RangeError);
  });
});

describe('centsToReais', () => {
  it('divides by 100', () => {
    expect(centsToReais(2990)).toBe(29.9);
    expect(centsToReais(0)).toBe(0);
    expect(centsToReais(-150)).toBe(-1.5);
    expect(centsToReais(123456)).toBe(1234.56);
  });

  it('round-trips with reaisToCents', () => {
    for (let cents = -1000; cents <= 100000; cents += 7) expect(reaisToCents(centsToReais(cents))).toBe(cents);
  });
});

describe('reaisToCents with numbers', () => {
  it.each([
    [29.9, 2990],
    [29.99, 2999],
    [0, 0],
    [1234.56, 123456],
    [0.07, 7],
    [1.005, 101],
    [8.675, 868],
    [-1.5, -150],
    [-1.005, -101],
    [19.999, 2000],
  ])('%p → %p', (reais, cents) => {
    expect(reaisToCents(reais)).toBe(cents);
  });

  it('has no float drift', () => {
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(0.1 * 3)).toBe(30);
    expect(reaisToCents(1.1 + 2.2)).toBe(330);
    expect(reaisToCents(4.35)).toBe(435); // 4.35 * 100 = 434.99999999999994
    expect(reaisToCents(1.15)).toBe(115); // 1.15 * 100 = 114.99999999999999
  });

  it('never returns -0', () => {
    expect(Object.is(reaisToCents(-0.001), 0)).toBe(true);
    expect(Object.is(reaisToCents(-0), 0)).toBe(true);
  });

  it('rejects non-finite and unsafe amounts', () => {
    expect(() => reaisToCents(Number.NaN)).toThrow(RangeError);
    expect(() => reaisToCents(Infinity)).toThrow(RangeError);
    expect(() => reaisToCents(1e20)).toThrow(RangeError);
  });
});

describe('reaisToCents with strings', () => {
  it.each([
    ['29,90', 2990],
    ['29.90', 2990],
    ['29,9', 2990],
    ['29', 2900],
    ['0,05', 5],
    [',5', 50],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.234.567,89', 123456789],
    ['1.234.567', 123456700],
    ['R$ 29,90', 2990],
    ['R$\u00a01.234,56', 123456],
    ['  29,90  ', 2990],
    ['-29,90', -2990],
    ['+29,90', 2990],
    ['29,905', 2991],
    ['29,904', 2990],
    ['0,1', 10],
    ['0.30000000000000004', 30],
  ])('%p → %p', (text, cents) => {
    expect(reaisToCents(text)).toBe(cents);
  });

  it.each(['', '   ', 'abc', 'R$', ',', '1,2,3', '1,234,56', '1.23.4', '12a', '1.234,5.6', '1.234,567,89', '--1', '1-'])(
    'rejects %p',
    (text) => {
      expect(() => reaisToCents(text)).toThrow(RangeError);
    },
  );
});
