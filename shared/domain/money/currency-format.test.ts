import { createCurrencyFormat } from './currency-format';

describe('createCurrencyFormat defaults', () => {
  const currency = createCurrencyFormat();

  it('uses "," for thousands, "." for decimals and precision 2', () => {
    expect(currency.options).toMatchObject({ thousands: ',', decimal: '.', precision: 2, prefix: '', suffix: '' });
    expect(currency.format(1234567.891)).toBe('1,234,567.89');
    expect(currency.format(0)).toBe('0.00');
  });

  it('shifts typed digits in from the right (cash-register typing)', () => {
    const steps: string[] = [];
    let text = currency.format(null);
    for (const digit of '12345') {
      text = currency.format(text + digit);
      steps.push(text);
    }
    expect(steps).toEqual(['0.01', '0.12', '1.23', '12.34', '123.45']);
  });

  it('shifts back on backspace', () => {
    expect(currency.format('123.4')).toBe('12.34');
  });

  it('formats numbers exactly, rounding half up in decimal', () => {
    expect(currency.format(29.9)).toBe('29.90');
    expect(currency.format(1.005)).toBe('1.01');
    expect(currency.format(0.1 + 0.2)).toBe('0.30');
    expect(currency.format(1e21)).toBe('1,000,000,000,000,000,000,000.00');
    expect(currency.format(1e-7)).toBe('0.00');
  });

  it('parses the text back to a number', () => {
    expect(currency.parse('1,234.56')).toBe(1234.56);
    expect(currency.parse(currency.format(29.9))).toBe(29.9);
  });

  it('shows zero for a blank value when allowBlank is off', () => {
    expect(currency.format('')).toBe('0.00');
    expect(currency.format(undefined)).toBe('0.00');
    expect(currency.format(Number.NaN)).toBe('0.00');
    expect(currency.parse('')).toBe(0);
    expect(currency.shouldClearOnBackspace('0.00')).toBe(false);
  });

  it('ignores junk characters', () => {
    expect(currency.format('abc12x3')).toBe('1.23');
  });
});

describe('prefix, suffix and separators', () => {
  const brl = createCurrencyFormat({ prefix: 'R$ ', thousands: '.', decimal: ',' });

  it('renders pt-BR style', () => {
    expect(brl.format(1234.5)).toBe('R$ 1.234,50');
    expect(brl.parse('R$ 1.234,50')).toBe(1234.5);
  });

  it('renders a suffix', () => {
    const percent = createCurrencyFormat({ suffix: ' %', precision: 1 });
    expect(percent.format(12.34)).toBe('12.3 %');
    expect(percent.parse('12.3 %')).toBe(12.3);
  });

  it.each([
    ['prefix', { prefix: 'R$1' }],
    ['suffix', { suffix: '+' }],
    ['thousands', { thousands: '-' }],
    ['decimal', { decimal: '0' }],
  ])('throws a clear error when %s contains a digit, + or -', (key, options) => {
    expect(() => createCurrencyFormat(options)).toThrow(
      new RegExp(`"${key}" must not contain digits, "\\+" or "-"`),
    );
  });
});

describe('precision', () => {
  it('defaults to 2 when missing or NaN', () => {
    expect(createCurrencyFormat({ precision: Number.NaN }).options.precision).toBe(2);
  });

  it('is clamped to 0..1000 and truncated', () => {
    expect(createCurrencyFormat({ precision: -3 }).options.precision).toBe(0);
    expect(createCurrencyFormat({ precision: 5000 }).options.precision).toBe(1000);
    expect(createCurrencyFormat({ precision: 3.7 }).options.precision).toBe(3);
  });

  it('precision 0 has no decimal part', () => {
    const whole = createCurrencyFormat({ precision: 0 });
    expect(whole.format(1234.6)).toBe('1,235');
    expect(whole.format('1,234')).toBe('1,234');
    expect(whole.parse('1,234')).toBe(1234);
  });

  it('keeps every digit at precision 1000', () => {
    const wide = createCurrencyFormat({ precision: 1000 });
    const text = wide.format(1.5);
    expect(text).toBe(`1.5${'0'.repeat(999)}`);
    expect(wide.parse(text)).toBe(1.5);
  });

  it('precision 3', () => {
    expect(createCurrencyFormat({ precision: 3 }).format(2.0005)).toBe('2.001');
  });
});

describe('min and max', () => {
  const bounded = createCurrencyFormat({ min: 1, max: 100 });

  it('clamp formatted and parsed values', () => {
    expect(bounded.format(0.5)).toBe('1.00');
    expect(bounded.format(250)).toBe('100.00');
    expect(bounded.format('99999')).toBe('100.00');
    expect(bounded.parse('0.10')).toBe(1);
    expect(bounded.parse('500.00')).toBe(100);
    expect(bounded.format(50)).toBe('50.00');
  });

  it('clamp a blank value to min when allowBlank is off', () => {
    expect(bounded.format('')).toBe('1.00');
  });

  it('clamp negative values to a negative min', () => {
    const signed = createCurrencyFormat({ min: -10 });
    expect(signed.format(-25)).toBe('-10.00');
    expect(signed.parse('-5.00')).toBe(-5);
  });

  it('reject min greater than max and non-finite limits', () => {
    expect(() => createCurrencyFormat({ min: 10, max: 1 })).toThrow(/"min" \(10\) must not be greater than "max" \(1\)/);
    expect(() => createCurrencyFormat({ max: Number.NaN })).toThrow(/"max" must be a finite number/);
  });
});

describe('negative values', () => {
  const currency = createCurrencyFormat({ prefix: 'R$ ' });

  it('puts the minus before the prefix', () => {
    expect(currency.format(-1234.5)).toBe('-R$ 1,234.50');
    expect(currency.parse('-R$ 1,234.50')).toBe(-1234.5);
  });

  it('a typed "-" anywhere makes the value negative and a "+" makes it positive', () => {
    expect(currency.format('R$ 12.34-')).toBe('-R$ 12.34');
    expect(currency.format('-R$ 12.34+')).toBe('R$ 12.34');
  });

  it('a lone "-" gives negative zero text but parses to 0', () => {
    expect(currency.format('-')).toBe('-R$ 0.00');
    expect(Object.is(currency.parse('-'), 0)).toBe(true);
  });

  it('disableNegative drops the sign', () => {
    const positive = createCurrencyFormat({ disableNegative: true });
    expect(positive.format(-12.5)).toBe('12.50');
    expect(positive.format('-12.50')).toBe('12.50');
    expect(positive.parse('-12.50')).toBe(12.5);
  });
});

describe('allowBlank', () => {
  const blankable = createCurrencyFormat({ allowBlank: true });

  it('keeps a blank field blank', () => {
    expect(blankable.format('')).toBe('');
    expect(blankable.format(null)).toBe('');
    expect(blankable.parse('')).toBeNull();
    expect(blankable.parse(undefined)).toBeNull();
  });

  it('still formats values', () => {
    expect(blankable.format(0)).toBe('0.00');
    expect(blankable.parse('0.00')).toBe(0);
  });

  it('backspace on a zero value clears the field', () => {
    expect(blankable.shouldClearOnBackspace('0.00')).toBe(true);
    expect(blankable.shouldClearOnBackspace('')).toBe(true);
    expect(blankable.shouldClearOnBackspace('0.01')).toBe(false);
  });
});
