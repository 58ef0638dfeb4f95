import { BRL_INPUT, OPTION_WRITE_LIMITS, validateProductOptions, type CanonicalOptionItem } from '@comanda/shared/domain';

/** The editor's value: business_type_options as the form keeps it (wire shape, reais). */
export type OptionsValue = Record<string, unknown>;

/** Errors of the options, by path relative to them (`sizes.1.price`); a message or a list of them. */
export type OptionsErrors = Readonly<Record<string, string | readonly string[] | undefined>>;

export type EditableItem = CanonicalOptionItem;

/** Money inputs in the editor: R$ 1.234,56, never negative, at most R$ 10.000,00. */
export const OPTION_MONEY_INPUT = { ...BRL_INPUT, allowBlank: true, max: OPTION_WRITE_LIMITS.maxPriceCents / 100 };

/** A product's stored options → the editor's starting value: canonical when valid, as stored otherwise. */
export function editorValueOf(slug: string, raw: unknown): OptionsValue {
  const result = validateProductOptions(slug, raw, { path: '' });
  if (result.ok) return result.options;
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as OptionsValue) : {};
}

/** Errors under `prefix` (the form's `business_type_options`) → errors relative to the options. */
export function optionErrorsOf(errors: OptionsErrors, prefix = 'business_type_options'): OptionsErrors {
  const start = `${prefix}.`;
  return Object.fromEntries(Object.entries(errors).flatMap(([key, message]) => (key.startsWith(start) ? [[key.slice(start.length), message]] : [])));
}

export function errorAt(errors: OptionsErrors, path: string): string | undefined {
  const message = errors[path];
  return typeof message === 'string' ? message : message?.[0];
}

export function itemsAt(value: OptionsValue, key: string): EditableItem[] {
  const items = value[key];
  return Array.isArray(items) ? (items.filter((item) => item !== null && typeof item === 'object') as EditableItem[]) : [];
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** What the store typed in a number field: a number when it reads as one, the text otherwise (the schema reports it). */
export function numberFromText(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : text;
}

export function numberText(value: unknown): string {
  if (typeof value === 'number') return String(value).replace('.', ',');
  return typeof value === 'string' ? value : '';
}

/** A list field (allergens): shown and typed as "a, b, c"; the schema splits a text at commas. */
export function listText(value: unknown): string {
  if (Array.isArray(value)) return value.filter((entry) => typeof entry === 'string').join(', ');
  return typeof value === 'string' ? value : '';
}
