import { parseNamePriceList } from '../option';
import { parseRawOptions, readFlag, readNumber, readTextList, readValueList } from '../raw-options';

/**
 * Loose wire values (forms, PHP backends, spreadsheets) → the values the schema checks. What cannot be
 * read is returned as it came, so that the schema reports it instead of it being silently dropped.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
/** Absent: PHP-style backends send `false` for an unset number or text (spec §3 bar: teor_alcoolico false). */
const isBlank = (value: unknown) => value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '');

/** business_type_options as an object (or JSON text of one); null when it is neither. */
export function optionsObject(raw: unknown): Record<string, unknown> | null {
  if (raw === undefined || raw === null) return {};
  if (isRecord(raw)) return raw;
  if (typeof raw !== 'string') return null;
  let broken = false;
  const parsed = parseRawOptions(raw, () => (broken = true));
  return broken ? null : parsed;
}

export function flagOf(value: unknown): unknown {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  // Read with both fallbacks: a value read the same either way was understood.
  const whenUnknownFalse = readFlag({ value }, 'value', false);
  return whenUnknownFalse === readFlag({ value }, 'value', true) ? whenUnknownFalse : value;
}

export function numberOf(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  return readNumber({ value }, 'value') ?? Number.NaN;
}

/** A limit (max_toppings, max_sides): 0 means "not set", as the normaliser reads it. */
export function limitOf(value: unknown): unknown {
  const read = numberOf(value);
  return read === 0 ? undefined : read;
}

export function textOf(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : value;
}

/** A choice by its value or by its label (case and accents as typed) → the value; otherwise as it came. */
export function choiceOf(value: unknown, labels: Readonly<Record<string, string>>): unknown {
  const text = textOf(value);
  if (typeof text !== 'string') return text;
  const wanted = text.toLocaleLowerCase('pt-BR');
  const match = Object.entries(labels).find(([key, label]) => key.toLocaleLowerCase('pt-BR') === wanted || label.toLocaleLowerCase('pt-BR') === wanted);
  return match ? match[0] : text;
}

export function choicesOf(value: unknown, labels: Readonly<Record<string, string>>): unknown {
  if (isBlank(value)) return undefined;
  if (!Array.isArray(value) && typeof value !== 'string' && !isRecord(value)) return value;
  return readValueList({ value }, 'value').map((entry) => choiceOf(entry, labels));
}

export function listOf(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (!Array.isArray(value) && typeof value !== 'string' && !isRecord(value)) return value;
  return readTextList({ value }, 'value');
}

/** An option group: arrays are checked item by item; keyed objects and 'Nome:preço' texts become arrays. */
export function itemsOf(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string') return parseNamePriceList(value);
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? (parseNamePriceList(item)[0] ?? { name: '' }) : item));
  if (!isRecord(value)) return value;
  return Object.entries(value).map(([key, entry]) => {
    if (isRecord(entry)) return { ...entry, name: entry.name ?? key };
    if (entry === true) return { name: key };
    return { name: key, price: entry };
  });
}

/** Food-truck places: texts, or objects with a name (or an address) and a description. */
export function locationsOf(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  const entries = typeof value === 'string' ? value.split(/[;\n]/).filter((part) => part.trim() !== '') : value;
  if (!Array.isArray(entries)) return value;
  return entries.map((entry) => {
    if (typeof entry === 'string') return { name: entry };
    if (isRecord(entry)) return { ...entry, name: entry.name ?? entry.address };
    return entry;
  });
}
