import { parseCents } from './option';

export type RawOptions = Record<string, unknown>;

/** Receives the spec §8 message and the parse error. */
export type OptionsLogger = (message: string, error: unknown) => void;

export const OPTIONS_PARSE_ERROR_MESSAGE = 'Erro ao converter business_type_options';

export const defaultOptionsLogger: OptionsLogger = (message, error) => {
  console.error(message, error);
};

const isRecord = (value: unknown): value is RawOptions =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * business_type_options as an object or a JSON string (spec §3). An unparsable string is logged
 * and yields `{}` (spec §8). A blank string, null or a non-object JSON value is silently `{}`.
 * JSON that encodes a JSON string (double-encoded by some backends) is decoded once more.
 */
export function parseRawOptions(raw: unknown, logger: OptionsLogger = defaultOptionsLogger): RawOptions {
  if (isRecord(raw)) return raw;
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  try {
    let parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'string') parsed = JSON.parse(parsed);
    return isRecord(parsed) ? parsed : {};
  } catch (error) {
    logger(OPTIONS_PARSE_ERROR_MESSAGE, error);
    return {};
  }
}

/** Trimmed non-empty text (numbers become text), else null. */
export function readText(raw: RawOptions, key: string): string | null {
  const value = raw[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A number (decimal comma accepted in strings); false, '', null and garbage are null. */
export function readNumber(raw: RawOptions, key: string): number | null {
  const value = raw[key];
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/** A positive number, else `fallback` (used for limits such as max_toppings). */
export function readPositiveInt(raw: RawOptions, key: string, fallback: number | null): number | null {
  const value = readNumber(raw, key);
  return value !== null && value >= 1 ? Math.floor(value) : fallback;
}

const TRUE_TEXT = new Set(['true', '1', 'sim', 's', 'yes', 'on']);
const FALSE_TEXT = new Set(['false', '0', 'nao', 'não', 'n', 'no', 'off']);

/** Booleans as they come from forms and PHP backends: true/false, 1/0, 'true'/'1'/'sim'. */
export function readFlag(raw: RawOptions, key: string, fallback = false): boolean {
  const value = raw[key];
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (TRUE_TEXT.has(text)) return true;
    if (FALSE_TEXT.has(text)) return false;
  }
  return fallback;
}

/** Money field in reais → centavos, or null when absent/unparsable; negatives are null. */
export function readCents(raw: RawOptions, key: string): number | null {
  const cents = parseCents(raw[key]);
  return cents !== null && cents >= 0 ? cents : null;
}

/** Display lists (allergens, ingredients): an array of texts/items with a name, or a comma string. */
export function readTextList(raw: RawOptions, key: string): string[] {
  const value = raw[key];
  const parts: unknown[] =
    typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
  return parts.flatMap((part) => {
    const text =
      typeof part === 'string' ? part.trim() : isRecord(part) && typeof part.name === 'string' ? part.name.trim() : '';
    return text === '' ? [] : [text];
  });
}

/**
 * A list of values (restaurant available_periods): an array, a comma string, or an object of
 * flags (`{almoco: true, jantar: false}` → ['almoco']).
 */
export function readValueList(raw: RawOptions, key: string): string[] {
  const value = raw[key];
  if (isRecord(value)) {
    return Object.entries(value)
      .filter(([, on]) => on === true || on === 1 || on === '1' || on === 'true')
      .map(([name]) => name);
  }
  return readTextList(raw, key);
}
