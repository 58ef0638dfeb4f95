import { reaisToCents } from '../money';

/**
 * One choosable item of an option group, in centavos. `id` is `${group}:${index}:${slug(name)}`,
 * stable as long as the store does not reorder or rename the group.
 */
export type NormalizedOption = {
  id: string;
  name: string;
  priceCents: number;
  description?: string;
};

/** A ticked item of a multi-select group; `quantity` is the number of copies (≥ 1). */
export type SelectedOption = NormalizedOption & { quantity: number };

/** Wire money (reais, number or string with comma or dot) → centavos; null when absent or unparsable. */
export function parseCents(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  try {
    return reaisToCents(value);
  } catch {
    return null;
  }
}

/** Like parseCents, but absent, unparsable or negative amounts count as 0. */
export function parsePositiveCents(value: unknown): number {
  const cents = parseCents(value);
  return cents !== null && cents > 0 ? cents : 0;
}

/** Spec §9: an item costs its `price` when above 0, otherwise its `additional_price` (else 0). */
export function itemPriceCents(item: { price?: unknown; additional_price?: unknown }): number {
  const price = parsePositiveCents(item.price);
  return price > 0 ? price : parsePositiveCents(item.additional_price);
}

export function slugifyName(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item'
  );
}

type ListOptions = {
  /** Price of items that carry no positive price of their own (burger and snack bar extras). */
  defaultPriceCents?: number;
};

type RawItem = { name: string; price?: unknown; additional_price?: unknown; description?: unknown };

/**
 * Any wire shape of an option group → a list:
 * - arrays of items `{name, price?, additional_price?, description?}` or of plain strings;
 * - keyed objects (`{grande: {name, price}}` → their values; `{Grande: '10,00'}` → name = key, price = value;
 *   `{catupiry: true}` → name = key);
 * - comma strings `'Bacon, Cheddar'` or `'Pequeno:10,50, Grande:20'` (a segment after `:` is the price;
 *   a decimal comma inside a price is kept, so `10,50` is R$ 10,50).
 * Items without a name are dropped. The item's price is price if > 0, else additional_price, else
 * `defaultPriceCents`.
 */
export function toOptionList(group: string, value: unknown, { defaultPriceCents = 0 }: ListOptions = {}): NormalizedOption[] {
  const items = rawItems(value);
  return items.map((item, index) => {
    const own = itemPriceCents(item);
    const option: NormalizedOption = {
      id: `${group}:${index}:${slugifyName(item.name)}`,
      name: item.name,
      priceCents: own > 0 ? own : defaultPriceCents,
    };
    if (typeof item.description === 'string' && item.description.trim() !== '') option.description = item.description.trim();
    return option;
  });
}

function rawItems(value: unknown): RawItem[] {
  if (typeof value === 'string') return parseNamePriceList(value);
  if (Array.isArray(value)) return value.flatMap((entry) => itemFrom(entry, null));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) => itemFrom(entry, key));
  }
  return [];
}

function itemFrom(entry: unknown, key: string | null): RawItem[] {
  if (typeof entry === 'string') {
    if (key !== null && !/^\d+$/.test(key) && parseCents(entry) !== null) return named(key, { price: entry });
    return parseNamePriceList(entry).slice(0, 1);
  }
  if (typeof entry === 'number') return key !== null && !/^\d+$/.test(key) ? named(key, { price: entry }) : [];
  if (entry === true && key !== null) return named(key, {});
  if (entry !== null && typeof entry === 'object' && !Array.isArray(entry)) {
    const record = entry as Record<string, unknown>;
    const name = textOf(record.name) ?? (key !== null && !/^\d+$/.test(key) ? key : null);
    return name === null ? [] : [{ ...record, name }];
  }
  return [];
}

function named(name: string, rest: Omit<RawItem, 'name'>): RawItem[] {
  const trimmed = name.trim();
  return trimmed === '' ? [] : [{ name: trimmed, ...rest }];
}

function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** 'Pequeno:10,50, Grande:20' → [{Pequeno, 10,50}, {Grande, 20}]; 'Bacon, Cheddar' → names only. */
export function parseNamePriceList(text: string): RawItem[] {
  const segments: string[] = [];
  for (const part of text.split(',')) {
    const previous = segments[segments.length - 1];
    // '10,50' was split in two: glue the decimals back onto a price that has no decimal mark yet.
    if (previous !== undefined && /^\d{1,2}$/.test(part) && /:\s*[+-]?\d+$/.test(previous)) {
      segments[segments.length - 1] = `${previous},${part}`;
    } else {
      segments.push(part);
    }
  }
  return segments.flatMap((segment) => {
    const colon = segment.lastIndexOf(':');
    if (colon === -1) return named(segment, {});
    return named(segment.slice(0, colon), { price: segment.slice(colon + 1).trim() });
  });
}
