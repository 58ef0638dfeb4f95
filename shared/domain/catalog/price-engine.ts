import { limitExceededMessage } from './limits';
import { normalizeProductOptions } from './normalize';
import type { NormalizedOption, SelectedOption } from './option';
import type { Product } from './product';
import { productBaseCents } from './product-price';
import type { OptionsLogger } from './raw-options';
import { specOf, type ErasedSpec, type NormalizedProductOptions } from './registry';
import { completeSelection } from './selection';
import type { GroupSpec, PriceLine } from './spec';

export type { PriceLine } from './spec';

export type PriceViolation = { group: string; max: number; message: string };

/** A chosen item that the product does not offer (stale cart, tampered request). */
export type UnknownOption = { group: string; id: string; name: string };

export type PriceResult = {
  /** promo_price if > 0, else price. */
  baseCents: number;
  /** Price of one unit with its options; always the sum of `lines`. */
  unitTotalCents: number;
  lines: PriceLine[];
  violations: PriceViolation[];
  unknownOptions: UnknownOption[];
  /** False when a limit is exceeded or an option is unknown. */
  canAddToCart: boolean;
};

export type PriceOptions = {
  /** Already normalised options of `product` (saves normalising again on every change). */
  options?: NormalizedProductOptions | null;
  logger?: OptionsLogger;
};

type AnyRecord = Record<string, unknown>;
type AnyGroup = GroupSpec<AnyRecord, AnyRecord>;

const line = (group: string, label: string, unitCents: number, quantity = 1): PriceLine => ({
  group,
  label,
  unitCents,
  quantity,
  totalCents: unitCents * quantity,
});

/**
 * Maps a chosen item to the product's own option (by id, then by name, so a reordered list still
 * matches). Prices always come from the product, never from the selection: the API charges with this.
 */
function resolve(catalog: readonly NormalizedOption[], chosen: NormalizedOption): NormalizedOption | null {
  return catalog.find((item) => item.id === chosen.id) ?? catalog.find((item) => item.name === chosen.name) ?? null;
}

type Resolved = { group: AnyGroup; items: SelectedOption[] };

function resolveGroups(spec: ErasedSpec, options: AnyRecord, selection: AnyRecord, unknown: UnknownOption[]): Resolved[] {
  return spec.groups.map((group) => {
    const catalog = group.options(options);
    const value = selection[group.key];
    const chosen: SelectedOption[] = Array.isArray(value)
      ? (value as SelectedOption[])
      : value === null || value === undefined
        ? []
        : [{ ...(value as NormalizedOption), quantity: 1 }];
    const items = chosen.flatMap((item) => {
      const match = resolve(catalog, item);
      if (match === null) {
        unknown.push({ group: group.key, id: item.id, name: item.name });
        return [];
      }
      return [{ ...match, quantity: item.quantity }];
    });
    return { group, items };
  });
}

function startLine(resolved: Resolved[], baseCents: number): PriceLine {
  const size = resolved.find(({ group }) => group.kind === 'size')?.items[0];
  if (size === undefined) return line('base', 'Preço base', baseCents);
  // Spec §9: the size price replaces the base (price, else additional_price); a size without any
  // price keeps the product price (bakery rule, also the snack bar's tamanho_lanche size).
  return line('selectedSize', size.name, size.priceCents > 0 ? size.priceCents : baseCents);
}

function groupLines(spec: ErasedSpec, options: AnyRecord, selection: AnyRecord, { group, items }: Resolved): PriceLine[] {
  if (items.length === 0) return [];
  switch (group.kind) {
    case 'size':
      return [];
    case 'single':
      return items.map((item) => line(group.key, item.name, item.priceCents));
    case 'counted':
    case 'unit':
      return items.map((item) => line(group.key, item.name, item.priceCents, item.quantity));
    case 'flavor': {
      const multiple = group.multiple?.(options, selection) ?? false;
      const prices = items.map((item) => item.priceCents);
      const { unitCents, label } = spec.flavorPrice?.(prices, multiple) ?? sumOfFlavors(prices);
      return [line(group.key, label(items.map((item) => item.name)), unitCents)];
    }
  }
}

function sumOfFlavors(prices: readonly number[]) {
  return {
    unitCents: prices.reduce((sum, price) => sum + price, 0),
    label: (names: string[]) => `${names.length > 1 ? 'Sabores' : 'Sabor'}: ${names.join(', ')}`,
  };
}

function violationsOf(options: AnyRecord, selection: AnyRecord, resolved: Resolved[]): PriceViolation[] {
  return resolved.flatMap(({ group, items }) => {
    const max = group.max?.(options, selection) ?? null;
    if (max === null || group.limitNoun === undefined) return [];
    const count = items.reduce((sum, item) => sum + item.quantity, 0);
    return count > max ? [{ group: group.key, max, message: limitExceededMessage(group.limitNoun, max) }] : [];
  });
}

/**
 * Spec §9 price of one unit of `product` with `selection` (any shape is accepted: missing keys are
 * filled as the panel would, and chosen items are re-priced from the product's options).
 */
export function priceSelection(product: Product, selection: unknown, opts: PriceOptions = {}): PriceResult {
  const baseCents = productBaseCents(product);
  const normalized =
    opts.options !== undefined
      ? opts.options
      : normalizeProductOptions(product.business_type_slug, product.business_type_options, { logger: opts.logger });
  if (normalized === null) {
    return { baseCents, unitTotalCents: baseCents, lines: [line('base', 'Preço base', baseCents)], violations: [], unknownOptions: [], canAddToCart: true };
  }
  const spec = specOf(normalized.businessType);
  const options = normalized as unknown as AnyRecord;
  const complete = completeSelection(spec, options, selection);
  const unknownOptions: UnknownOption[] = [];
  const resolved = resolveGroups(spec, options, complete, unknownOptions);
  const lines = spec.override?.(options, complete) ?? [
    startLine(resolved, baseCents),
    ...resolved.flatMap((group) => groupLines(spec, options, complete, group)),
    ...(spec.extraLines?.(options, complete) ?? []),
  ];
  const violations = violationsOf(options, complete, resolved);
  return {
    baseCents,
    unitTotalCents: lines.reduce((sum, item) => sum + item.totalCents, 0),
    lines,
    violations,
    unknownOptions,
    canAddToCart: violations.length === 0 && unknownOptions.length === 0,
  };
}
