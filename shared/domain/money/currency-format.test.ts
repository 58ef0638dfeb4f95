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

describe("createCurrencyFormat with entry 'as-typed' (a customer typing a banknote)", () => {
  const currency = createCurrencyFormat({ prefix: 'R$ ', thousands: '.', decimal: ',', disableNegative: true, allowBlank: true, entry: 'as-typed' });

  function typeKeys(keys: string, from = ''): string[] {
    const steps: string[] = [];
    let text = from;
    for (const key of keys) {
      text = currency.format(text + key);
      steps.push(text);
    }
    return steps;
  }

  it('reads digits as whole reais: "100" is R$ 100,00, "50" is R$ 50,00', () => {
    expect(typeKeys('100')).toEqual(['R$ 1', 'R$ 10', 'R$ 100']);
    expect(currency.parse('R$ 100')).toBe(100);
    expect(currency.parse('50')).toBe(50);
    expect(currency.format(100)).toBe('R$ 100,00');
  });

  it('starts the centavos at the comma: "100,50" is R$ 100,50', () => {
    expect(typeKeys('100,50')).toEqual(['R$ 1', 'R$ 10', 'R$ 100', 'R$ 100,', 'R$ 100,5', 'R$ 100,50']);
    expect(currency.parse('R$ 100,5')).toBe(100.5);
    expect(currency.parse('R$ 100,50')).toBe(100.5);
    expect(currency.parse('R$ 100,')).toBe(100);
  });

  it('keeps at most two decimals', () => {
    expect(currency.format('R$ 100,509')).toBe('R$ 100,50');
    expect(currency.parse('R$ 100,509')).toBe(100.5);
  });

  it('takes a dot followed by up to two digits as the decimal separator, and three as thousands', () => {
    expect(typeKeys('100.5')).toEqual(['R$ 1', 'R$ 10', 'R$ 100', 'R$ 100,', 'R$ 100,5']);
    expect(currency.parse('100.50')).toBe(100.5);
    expect(currency.parse('1.000')).toBe(1000);
    expect(currency.parse('R$ 1.000,00')).toBe(1000);
    expect(currency.parse('R$ 1.234,5')).toBe(1234.5);
  });

  it('shows typed text without grouping, so deleting a digit of 1000 gives 100', () => {
    expect(typeKeys('1000')).toEqual(['R$ 1', 'R$ 10', 'R$ 100', 'R$ 1000']);
    expect(currency.format('R$ 100')).toBe('R$ 100');
    expect(currency.format(1000)).toBe('R$ 1.000,00');
  });

  it('drops leading zeros, letters and the sign', () => {
    expect(currency.format('R$ 0050')).toBe('R$ 50');
    expect(currency.format('R$ 5x0')).toBe('R$ 50');
    expect(currency.parse('-50')).toBe(50);
    expect(currency.format(',5')).toBe('R$ 0,5');
  });

  it('is blank when nothing is typed, and backspace just deletes a character', () => {
    expect(currency.format('R$ ')).toBe('');
    expect(currency.parse('')).toBeNull();
    expect(currency.shouldClearOnBackspace('R$ 0')).toBe(false);
  });

  it('clamps to max in full form', () => {
    const limited = createCurrencyFormat({ prefix: 'R$ ', thousands: '.', decimal: ',', max: 100_000, entry: 'as-typed' });
    expect(limited.format('R$ 1000000')).toBe('R$ 100.000,00');
    expect(limited.parse('R$ 1000000')).toBe(100_000);
  });

  it('shows zero as typed text when the field may not be blank, so the next digit replaces it', () => {
    const required = createCurrencyFormat({ prefix: 'R$ ', decimal: ',', entry: 'as-typed' });
    expect(required.format('R$ ')).toBe('R$ 0');
    expect(required.format('R$ 05')).toBe('R$ 5');
  });

  it('edits a value from its typed form: no grouping, centavos only when there are some', () => {
    expect(currency.edit(100)).toBe('R$ 100');
    expect(currency.edit(1000)).toBe('R$ 1000');
    expect(currency.edit(100.5)).toBe('R$ 100,50');
    expect(currency.edit(null)).toBe('');
    expect(currency.format(currency.edit(100) + '0')).toBe('R$ 1000');
  });

  it('leaves the cash-register entry untouched (edit is the full text)', () => {
    const register = createCurrencyFormat({ prefix: 'R$ ', thousands: '.', decimal: ',' });
    expect(register.options.entry).toBe('cash-register');
    expect(register.format('R$ 100')).toBe('R$ 1,00');
    expect(register.edit(100)).toBe('R$ 100,00');
  });
});
