import { normalizeProductOptions, type NormalizeOptions } from './normalize';
import type { NormalizedOption, SelectedOption } from './option';
import type { Product } from './product';
import { specOf, type ErasedSpec, type NormalizedProductOptions, type ProductSelection, type SelectionFor } from './registry';
import type { GroupSpec } from './spec';

type AnyRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is AnyRecord => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A chosen item as it may come back from storage or the network; null when it has no id and name. */
function asOption(value: unknown): NormalizedOption | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.name !== 'string') return null;
  const option: NormalizedOption = {
    id: value.id,
    name: value.name,
    priceCents: typeof value.priceCents === 'number' && Number.isSafeInteger(value.priceCents) ? value.priceCents : 0,
  };
  if (typeof value.description === 'string') option.description = value.description;
  return option;
}

export function copies(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1;
}

function asSelectedList(value: unknown, oneCopyEach: boolean): SelectedOption[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((entry: unknown) => {
    const option = asOption(entry);
    if (option === null || seen.has(option.id)) return [];
    seen.add(option.id);
    return [{ ...option, quantity: oneCopyEach ? 1 : copies(isRecord(entry) ? entry.quantity : 1) }];
  });
}

function initialGroupValue(group: GroupSpec<AnyRecord, AnyRecord>, options: AnyRecord, existing: AnyRecord): unknown {
  const value = existing[group.key];
  const first = group.options(options)[0] ?? null;
  switch (group.kind) {
    case 'size':
      // Spec §4: a missing size gets the first size.
      return asOption(value) ?? first;
    case 'single':
      if (value === undefined) return group.preselectFirst ? first : null;
      return asOption(value);
    case 'counted':
      return asSelectedList(value, false);
    case 'unit':
    case 'flavor':
      return asSelectedList(value, true);
  }
}

/** The flags and texts of a selection, each present and of its default's type. */
export function completeScalars(spec: ErasedSpec, existing: unknown): AnyRecord {
  const source = isRecord(existing) ? existing : {};
  const scalars: AnyRecord = {};
  for (const [key, fallback] of Object.entries(spec.scalars)) {
    const value = source[key];
    scalars[key] = typeof value === typeof fallback ? value : fallback;
  }
  return scalars;
}

/** Shared by initialSelection and the price engine: every key present and well-typed. */
export function completeSelection(spec: ErasedSpec, options: AnyRecord, existing: unknown): AnyRecord {
  const source = isRecord(existing) ? existing : {};
  const selection: AnyRecord = {};
  for (const group of spec.groups) selection[group.key] = initialGroupValue(group, options, source);
  return { ...selection, ...completeScalars(spec, source) };
}

/**
 * Spec §4 "Option panels (common)": with no selection, the first size is preselected (none without
 * sizes), the bar's first ice and the churrascaria's first cooking point too; lists start empty,
 * combo, half-half and mix off, meat point, spicy level, edge and container none, texts empty.
 * An existing selection is kept; its missing keys are filled in and a missing size gets the first size.
 */
export function initialSelection<O extends NormalizedProductOptions>(options: O, existing?: Partial<SelectionFor<O>> | null): SelectionFor<O>;
export function initialSelection(product: Product, existing?: unknown, opts?: NormalizeOptions): ProductSelection | null;
export function initialSelection(source: NormalizedProductOptions | Product, existing?: unknown, opts?: NormalizeOptions): ProductSelection | null {
  const options =
    'businessType' in source ? source : normalizeProductOptions(source.business_type_slug, source.business_type_options, opts);
  if (options === null) return null;
  const spec = specOf(options.businessType);
  return completeSelection(spec, options as unknown as AnyRecord, existing) as unknown as ProductSelection;
}
