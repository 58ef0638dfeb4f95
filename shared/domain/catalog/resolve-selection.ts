import { DEFAULT_QUANTITY_LIMITS, QUANTITY_MESSAGES } from '../orders/quantity-limits';
import { linePrice, type LinePrice } from './line-price';
import { normalizeProductOptions } from './normalize';
import type { NormalizedOption, SelectedOption } from './option';
import { priceSelection } from './price-engine';
import type { Product } from './product';
import { specOf, type ErasedSpec, type NormalizedProductOptions, type ProductSelection, type TitledGroupSpec } from './registry';

/**
 * The one reading of a client's selection (issue 8): every item the client sent is matched to the
 * product's own option, by `id`, or by exact `name` when it carries no id; an id and a name that name
 * different options, an unknown item, a key the business type does not have, a flag or text of the wrong
 * type, a quantity out of bounds or a missing size is an error naming the item. Nothing is dropped: the
 * result is either the canonical selection (the product's own options: id, name, priceCents, + quantity),
 * from which everything is priced, stored and printed, or the list of errors.
 */

type AnyRecord = Record<string, unknown>;
type AnyGroup = TitledGroupSpec;

/** `path` is relative to the selection (`selectedAddons.0`, `selectedSize`); '' is the selection itself. */
export type SelectionError = { path: string; message: string };

export type ResolveOptions = {
  /** Copies of one option (store limit); default DEFAULT_QUANTITY_LIMITS.optionCopies. */
  maxOptionCopies?: number;
  /** Already normalised options of the product. */
  options?: NormalizedProductOptions | null;
};

export type ResolvedSelection = { ok: true; selection: ProductSelection | null } | { ok: false; errors: SelectionError[] };

export const SELECTION_MESSAGES = {
  unknownOption: (label: string, product: string) => `Opção "${label}" não existe em ${product}.`,
  mismatch: (name: string, actual: string, product: string) => `Opção "${name}" não corresponde ao item escolhido ("${actual}") em ${product}.`,
  invalidOption: (product: string) => `Opção inválida em ${product}.`,
  repeated: (name: string, product: string) => `Opção "${name}" repetida em ${product}.`,
  onlyOnce: (name: string, product: string) => `"${name}" só pode ser escolhido uma vez em ${product}.`,
  invalidGroup: (label: string, product: string) => `Escolha inválida em ${label} de ${product}.`,
  unknownKey: (key: string, product: string) => `"${key}" não é uma opção de ${product}.`,
  invalidValue: (key: string, product: string) => `Valor inválido para "${key}" em ${product}.`,
  textTooLong: (max: number) => `No máximo ${max} caracteres`,
  chooseRequired: (label: string, product: string) => `Escolha ${label.toLowerCase() === 'tamanho' ? 'o tamanho' : label.toLowerCase()} de ${product}.`,
  invalidSelection: (product: string) => `Opções inválidas para ${product}.`,
} as const;

/** Texts of a selection (observations, gift message…): long enough for any note, short enough for a ticket. */
export const MAX_SELECTION_TEXT = 500;

const isRecord = (value: unknown): value is AnyRecord => value !== null && typeof value === 'object' && !Array.isArray(value);

function normalizedOf(product: Product, opts: ResolveOptions): NormalizedProductOptions | null {
  return opts.options !== undefined ? opts.options : normalizeProductOptions(product.business_type_slug, product.business_type_options, { logger: () => {} });
}

/** Groups whose choice is required: a size group of a product that offers sizes. */
function requiredGroups(spec: ErasedSpec, options: AnyRecord): AnyGroup[] {
  return spec.groups.filter((group) => group.kind === 'size' && group.options(options).length > 0);
}

/** Whether the product cannot be ordered without choosing (a quick add must open the product modal). */
export function hasRequiredChoices(product: Product, opts: Pick<ResolveOptions, 'options'> = {}): boolean {
  const normalized = normalizedOf(product, opts);
  if (normalized === null) return false;
  return requiredGroups(specOf(normalized.businessType), normalized as unknown as AnyRecord).length > 0;
}

const canonical = (option: NormalizedOption): NormalizedOption => {
  const { id, name, priceCents, description } = option;
  return description === undefined ? { id, name, priceCents } : { id, name, priceCents, description };
};

type Context = { product: Product; errors: SelectionError[]; maxCopies: number };

/** One chosen item → the product's option, or null with an error at `path`. */
function resolveItem(ctx: Context, catalog: readonly NormalizedOption[], value: unknown, path: string): NormalizedOption | null {
  const fail = (message: string) => (ctx.errors.push({ path, message }), null);
  if (!isRecord(value)) return fail(SELECTION_MESSAGES.invalidOption(ctx.product.name));
  const { id, name } = value;
  if ((id !== undefined && id !== null && typeof id !== 'string') || (name !== undefined && name !== null && typeof name !== 'string')) {
    return fail(SELECTION_MESSAGES.invalidOption(ctx.product.name));
  }
  if (typeof id === 'string') {
    const match = catalog.find((option) => option.id === id);
    if (!match) return fail(SELECTION_MESSAGES.unknownOption(typeof name === 'string' ? name : id, ctx.product.name));
    if (typeof name === 'string' && name !== match.name) return fail(SELECTION_MESSAGES.mismatch(name, match.name, ctx.product.name));
    return canonical(match);
  }
  if (typeof name === 'string') {
    const match = catalog.find((option) => option.name === name);
    return match ? canonical(match) : fail(SELECTION_MESSAGES.unknownOption(name, ctx.product.name));
  }
  return fail(SELECTION_MESSAGES.invalidOption(ctx.product.name));
}

function copiesOf(ctx: Context, group: AnyGroup, option: NormalizedOption, raw: unknown, path: string): number | null {
  if (raw === undefined || raw === null) return 1;
  const valid = typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 1;
  if (group.kind !== 'counted') {
    if (valid && raw === 1) return 1;
    ctx.errors.push({ path: `${path}.quantity`, message: SELECTION_MESSAGES.onlyOnce(option.name, ctx.product.name) });
    return null;
  }
  if (valid && raw <= ctx.maxCopies) return raw;
  ctx.errors.push({ path: `${path}.quantity`, message: QUANTITY_MESSAGES.optionCopies(option.name, ctx.maxCopies) });
  return null;
}

function resolveList(ctx: Context, group: AnyGroup, catalog: readonly NormalizedOption[], value: unknown): SelectedOption[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    ctx.errors.push({ path: group.key, message: SELECTION_MESSAGES.invalidGroup(group.label, ctx.product.name) });
    return [];
  }
  const seen = new Set<string>();
  return value.flatMap((entry: unknown, index): SelectedOption[] => {
    const path = `${group.key}.${index}`;
    const option = resolveItem(ctx, catalog, entry, path);
    if (option === null) return [];
    if (seen.has(option.id)) {
      ctx.errors.push({ path, message: SELECTION_MESSAGES.repeated(option.name, ctx.product.name) });
      return [];
    }
    seen.add(option.id);
    const quantity = copiesOf(ctx, group, option, (entry as AnyRecord).quantity, path);
    return quantity === null ? [] : [{ ...option, quantity }];
  });
}

function resolveSingle(ctx: Context, group: AnyGroup, catalog: readonly NormalizedOption[], value: unknown): NormalizedOption | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    ctx.errors.push({ path: group.key, message: SELECTION_MESSAGES.invalidGroup(group.label, ctx.product.name) });
    return null;
  }
  return resolveItem(ctx, catalog, value, group.key);
}

function resolveScalar(ctx: Context, key: string, fallback: boolean | string, value: unknown): boolean | string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== typeof fallback) {
    ctx.errors.push({ path: key, message: SELECTION_MESSAGES.invalidValue(key, ctx.product.name) });
    return fallback;
  }
  if (typeof value === 'string' && value.length > MAX_SELECTION_TEXT) {
    ctx.errors.push({ path: key, message: SELECTION_MESSAGES.textTooLong(MAX_SELECTION_TEXT) });
    return fallback;
  }
  return value as boolean | string;
}

/**
 * `selection` as sent for `product` (null = no options: the quick add) → the canonical selection, or
 * the errors. A product with sizes cannot be ordered without one; a product without option groups
 * takes only null or an empty object.
 */
export function resolveSelection(product: Product, selection: unknown, opts: ResolveOptions = {}): ResolvedSelection {
  const ctx: Context = { product, errors: [], maxCopies: opts.maxOptionCopies ?? DEFAULT_QUANTITY_LIMITS.optionCopies };
  const normalized = normalizedOf(product, opts);
  if (selection !== null && selection !== undefined && !isRecord(selection)) {
    return { ok: false, errors: [{ path: '', message: SELECTION_MESSAGES.invalidSelection(product.name) }] };
  }
  if (normalized === null) {
    const keys = Object.keys(selection ?? {});
    return keys.length === 0 ? { ok: true, selection: null } : { ok: false, errors: keys.map((key) => ({ path: key, message: SELECTION_MESSAGES.unknownKey(key, product.name) })) };
  }
  const spec = specOf(normalized.businessType);
  const options = normalized as unknown as AnyRecord;
  if (selection === null || selection === undefined) {
    const required = requiredGroups(spec, options);
    if (required.length === 0) return { ok: true, selection: null };
    return { ok: false, errors: required.map((group) => ({ path: group.key, message: SELECTION_MESSAGES.chooseRequired(group.label, product.name) })) };
  }

  const source = selection as AnyRecord;
  const known = new Set([...spec.groups.map((group) => group.key), ...Object.keys(spec.scalars)]);
  for (const key of Object.keys(source)) if (!known.has(key)) ctx.errors.push({ path: key, message: SELECTION_MESSAGES.unknownKey(key, product.name) });

  const resolved: AnyRecord = {};
  for (const group of spec.groups) {
    const catalog = group.options(options);
    const value = source[group.key];
    if (group.kind === 'size' || group.kind === 'single') {
      const choice = resolveSingle(ctx, group, catalog, value);
      resolved[group.key] = choice;
      if (choice === null && group.kind === 'size' && catalog.length > 0 && (value === undefined || value === null)) {
        ctx.errors.push({ path: group.key, message: SELECTION_MESSAGES.chooseRequired(group.label, product.name) });
      }
    } else {
      resolved[group.key] = resolveList(ctx, group, catalog, value);
    }
  }
  for (const [key, fallback] of Object.entries(spec.scalars)) {
    if (fallback !== undefined) resolved[key] = resolveScalar(ctx, key, fallback, source[key]);
  }
  return ctx.errors.length > 0 ? { ok: false, errors: ctx.errors } : { ok: true, selection: resolved as unknown as ProductSelection };
}

export type PricedSelection = { ok: true; selection: ProductSelection | null; price: LinePrice } | { ok: false; errors: SelectionError[] };

/**
 * Resolves, then prices one unit with the shared engine (spec §9); a broken option limit (too many
 * flavours…) is an error on its group with the engine's message. The API charges with it and the cart
 * re-prices its lines with it.
 */
export function priceResolvedSelection(product: Product, selection: unknown, opts: ResolveOptions = {}): PricedSelection {
  const normalized = normalizedOf(product, opts);
  const result = resolveSelection(product, selection, { ...opts, options: normalized });
  if (!result.ok) return result;
  if (result.selection === null) return { ok: true, selection: null, price: linePrice(product, null) };
  const price = priceSelection(product, result.selection, { options: normalized });
  const errors: SelectionError[] = [
    ...price.violations.map((violation) => ({ path: violation.group, message: violation.message })),
    // Cannot happen for a resolved selection; kept so that nothing is ever charged without its option.
    ...price.unknownOptions.map((option) => ({ path: option.group, message: SELECTION_MESSAGES.unknownOption(option.name, product.name) })),
  ];
  if (errors.length > 0 || !Number.isSafeInteger(price.unitTotalCents)) return { ok: false, errors: errors.length > 0 ? errors : [{ path: '', message: SELECTION_MESSAGES.invalidSelection(product.name) }] };
  return { ok: true, selection: result.selection, price };
}
