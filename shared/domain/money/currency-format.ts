/**
 * Pure logic of the currency input (spec §3 "Currency input options", §5 "Currency input").
 * Cash-register model: every digit typed is shifted in from the right, so the text is read as
 * its digits with the last `precision` of them as decimals. That is why separators, prefix and
 * suffix must not contain digits, and '+'/'-' (they set the sign: '-' makes the value negative
 * unless a '+' is also present). Digit strings (not floats) carry the value, so any precision
 * up to 1000 keeps every digit.
 */
/** How every money field of the platform reads: R$ 1.234,56, never negative (spread and add max / allowBlank). */
export const BRL_INPUT = { prefix: 'R$ ', thousands: '.', decimal: ',', disableNegative: true } as const;

export type CurrencyFormatOptions = {
  prefix?: string;
  suffix?: string;
  /** default ',' */
  thousands?: string;
  /** default '.' */
  decimal?: string;
  /** default 2, clamped to 0..1000 */
  precision?: number;
  min?: number;
  max?: number;
  /** An empty field stays empty (parse gives null) instead of showing zero. */
  allowBlank?: boolean;
  disableNegative?: boolean;
};

export type ResolvedCurrencyFormatOptions = Required<Omit<CurrencyFormatOptions, 'min' | 'max'>> &
  Pick<CurrencyFormatOptions, 'min' | 'max'>;

export type CurrencyFormat = {
  options: ResolvedCurrencyFormatOptions;
  /** A number (the value) or text (what is in the input) → the text to show. */
  format(value: number | string | null | undefined): string;
  /** Text → the value, clamped to min/max; null for a blank field when allowBlank is set. */
  parse(text: string | null | undefined): number | null;
  /** Backspace on a zero value clears the field when allowBlank is set. */
  shouldClearOnBackspace(text: string | null | undefined): boolean;
};

type Amount = { negative: boolean; integer: string; fraction: string };

const MAX_PRECISION = 1000;
const RESTRICTED = /[\d+-]/;

function clampPrecision(precision: number | undefined): number {
  if (precision === undefined || Number.isNaN(precision)) return 2;
  return Math.trunc(Math.min(MAX_PRECISION, Math.max(0, precision)));
}

function resolveOptions(options: CurrencyFormatOptions): ResolvedCurrencyFormatOptions {
  const resolved: ResolvedCurrencyFormatOptions = {
    prefix: options.prefix ?? '',
    suffix: options.suffix ?? '',
    thousands: options.thousands ?? ',',
    decimal: options.decimal ?? '.',
    precision: clampPrecision(options.precision),
    min: options.min,
    max: options.max,
    allowBlank: options.allowBlank ?? false,
    disableNegative: options.disableNegative ?? false,
  };
  for (const key of ['prefix', 'suffix', 'thousands', 'decimal'] as const) {
    if (RESTRICTED.test(resolved[key])) {
      throw new Error(`Currency format option "${key}" must not contain digits, "+" or "-" (got "${resolved[key]}")`);
    }
  }
  for (const key of ['min', 'max'] as const) {
    const limit = resolved[key];
    if (limit !== undefined && !Number.isFinite(limit)) {
      throw new Error(`Currency format option "${key}" must be a finite number (got ${limit})`);
    }
  }
  if (resolved.min !== undefined && resolved.max !== undefined && resolved.min > resolved.max) {
    throw new Error(`Currency format option "min" (${resolved.min}) must not be greater than "max" (${resolved.max})`);
  }
  return resolved;
}

/** Plain decimal text of a non-negative number, never in exponent notation. */
function plainDecimal(value: number): string {
  const text = String(value);
  if (!text.includes('e')) return text;
  return value >= 1 ? BigInt(value).toString() : value.toFixed(100);
}

/** Rounds (half up) a plain decimal to `precision` places and returns all its digits. */
function roundToDigits(decimal: string, precision: number): string {
  const [integer = '0', fraction = ''] = decimal.split('.');
  const kept = integer + fraction.slice(0, precision).padEnd(precision, '0');
  if (Number(fraction.charAt(precision) || '0') < 5) return kept;
  return (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
}

function toAmount(digits: string, negative: boolean, precision: number): Amount {
  const padded = digits.replace(/^0+/, '').padStart(precision + 1, '0');
  const cut = padded.length - precision;
  return { negative, integer: padded.slice(0, cut), fraction: padded.slice(cut) };
}

function amountOfNumber(value: number, precision: number): Amount {
  return toAmount(roundToDigits(plainDecimal(Math.abs(value)), precision), value < 0, precision);
}

function amountToNumber(amount: Amount): number {
  const value = Number(`${amount.integer}.${amount.fraction || '0'}`);
  return amount.negative ? -value || 0 : value;
}

function isZero(amount: Amount): boolean {
  return /^0*$/.test(amount.integer + amount.fraction);
}

export function createCurrencyFormat(options: CurrencyFormatOptions = {}): CurrencyFormat {
  const resolved = resolveOptions(options);
  const { precision } = resolved;

  /** null means blank. */
  function read(value: number | string | null | undefined): Amount | null {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number') return Number.isFinite(value) ? amountOfNumber(value, precision) : null;
    const digits = value.replace(/\D/g, '');
    const negative = value.includes('-') && !value.includes('+');
    if (digits === '' && !negative) return null;
    return toAmount(digits, negative, precision);
  }

  function clamp(amount: Amount): Amount {
    let result = resolved.disableNegative ? { ...amount, negative: false } : amount;
    const value = amountToNumber(result);
    if (resolved.min !== undefined && value < resolved.min) result = amountOfNumber(resolved.min, precision);
    if (resolved.max !== undefined && value > resolved.max) result = amountOfNumber(resolved.max, precision);
    return result;
  }

  function resolveAmount(value: number | string | null | undefined): Amount | null {
    const amount = read(value);
    if (amount === null && resolved.allowBlank) return null;
    return clamp(amount ?? toAmount('', false, precision));
  }

  function render(amount: Amount): string {
    const integer = amount.integer.replace(/\B(?=(\d{3})+(?!\d))/g, resolved.thousands);
    const fraction = precision > 0 ? resolved.decimal + amount.fraction : '';
    return `${amount.negative ? '-' : ''}${resolved.prefix}${integer}${fraction}${resolved.suffix}`;
  }

  return {
    options: resolved,
    format(value) {
      const amount = resolveAmount(value);
      return amount === null ? '' : render(amount);
    },
    parse(text) {
      const amount = resolveAmount(text);
      return amount === null ? null : amountToNumber(amount);
    },
    shouldClearOnBackspace(text) {
      if (!resolved.allowBlank) return false;
      const amount = read(text);
      return amount === null || isZero(amount);
    },
  };
}
