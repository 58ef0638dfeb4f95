/**
 * Pure logic of the currency input (spec §3 "Currency input options", §5 "Currency input").
 * Cash-register model: every digit typed is shifted in from the right, so the text is read as
 * its digits with the last `precision` of them as decimals. That is why separators, prefix and
 * suffix must not contain digits, and '+'/'-' (they set the sign: '-' makes the value negative
 * unless a '+' is also present). Digit strings (not floats) carry the value, so any precision
 * up to 1000 keeps every digit. With `entry: 'as-typed'` digits are whole units instead ('100' is
 * 100,00; see as-typed-amount.ts): the text shows what was typed until the field is left.
 */
import { readTypedAmount, type TypedAmount } from './as-typed-amount';

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
  /**
   * 'cash-register' (default): digits shift in from the right ('100' is 1,00), for staff typing
   * amounts all day. 'as-typed': digits are whole units ('100' is 100,00, '100,50' is 100,50), for
   * a customer typing a banknote ('Troco para').
   */
  entry?: 'cash-register' | 'as-typed';
};

export type ResolvedCurrencyFormatOptions = Required<Omit<CurrencyFormatOptions, 'min' | 'max'>> &
  Pick<CurrencyFormatOptions, 'min' | 'max'>;

export type CurrencyFormat = {
  options: ResolvedCurrencyFormatOptions;
  /** A number (the value) or text (what is in the input) → the text to show. */
  format(value: number | string | null | undefined): string;
  /** Text → the value, clamped to min/max; null for a blank field when allowBlank is set. */
  parse(text: string | null | undefined): number | null;
  /** The text to go on typing from when the field takes focus ('R$ 100' for 100 in as-typed entry). */
  edit(value: number | null | undefined): string;
  /** Backspace on a zero value clears the field when allowBlank is set. */
  shouldClearOnBackspace(text: string | null | undefined): boolean;
};

/** `typed` is set while an as-typed text is shown as typed: '100,5' keeps one decimal, '100,' its comma. */
type Amount = { negative: boolean; integer: string; fraction: string; typed?: Pick<TypedAmount, 'fraction' | 'decimalTyped'> };

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
    entry: options.entry ?? 'cash-register',
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

function amountOfTyped(typed: TypedAmount, precision: number): Amount {
  return { negative: typed.negative, integer: typed.integer, fraction: typed.fraction.padEnd(precision, '0'), typed: { fraction: typed.fraction, decimalTyped: typed.decimalTyped } };
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
    if (resolved.entry === 'as-typed') {
      const typed = readTypedAmount(value, resolved);
      return typed && amountOfTyped(typed, precision);
    }
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
    return clamp(amount ?? blank());
  }

  function blank(): Amount {
    const zero = toAmount('', false, precision);
    return resolved.entry === 'as-typed' ? { ...zero, typed: { fraction: '', decimalTyped: false } } : zero;
  }

  /** As typed: the digits without grouping, centavos only when there are some ('100', '100,50'). */
  function editable(amount: Amount): Amount {
    if (resolved.entry !== 'as-typed') return amount;
    const decimalTyped = /[1-9]/.test(amount.fraction);
    return { ...amount, typed: { fraction: decimalTyped ? amount.fraction : '', decimalTyped } };
  }

  function render(amount: Amount): string {
    const { typed } = amount;
    // Typed text is not grouped, so that deleting a digit of '1000' gives '100', never '1.00'.
    const integer = typed ? amount.integer : amount.integer.replace(/\B(?=(\d{3})+(?!\d))/g, resolved.thousands);
    const fraction = typed ? (typed.decimalTyped ? resolved.decimal + typed.fraction : '') : precision > 0 ? resolved.decimal + amount.fraction : '';
    return `${amount.negative ? '-' : ''}${resolved.prefix}${integer}${fraction}${resolved.suffix}`;
  }

  return {
    options: resolved,
    format(value) {
      const amount = resolveAmount(value);
      return amount === null ? '' : render(amount);
    },
    edit(value) {
      const amount = resolveAmount(value);
      return amount === null ? '' : render(editable(amount));
    },
    parse(text) {
      const amount = resolveAmount(text);
      return amount === null ? null : amountToNumber(amount);
    },
    shouldClearOnBackspace(text) {
      // As typed, backspace deletes a character like in any text field and an empty text is blank.
      if (!resolved.allowBlank || resolved.entry === 'as-typed') return false;
      const amount = read(text);
      return amount === null || isZero(amount);
    },
  };
}
