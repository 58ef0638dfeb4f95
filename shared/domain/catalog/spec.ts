import type { NormalizedOption } from './option';
import type { RawOptions } from './raw-options';

/**
 * How a group of a selection behaves:
 * - size: single choice (first preselected, a missing one is refilled) whose price replaces the base;
 * - single: single choice (ice, cooking point, edge, container, meat point, spicy level) that adds its price;
 * - counted: checkboxes with a plus/minus stepper (price × copies);
 * - unit: checkboxes without stepper, one copy each (ice-cream toppings);
 * - flavor: single choice (radio) or, in half-half / mix mode, checkboxes of one copy each.
 */
export type GroupKind = 'size' | 'single' | 'counted' | 'unit' | 'flavor';

export type LimitNoun = 'sabores' | 'coberturas' | 'acompanhamentos';

export type PriceLine = {
  group: string;
  label: string;
  unitCents: number;
  quantity: number;
  totalCents: number;
};

/** How the engine reads and limits one group; its title lives in the option descriptor (descriptor/). */
export type GroupSpec<O, S> = {
  key: keyof S & string;
  kind: GroupKind;
  options: (options: O) => readonly NormalizedOption[];
  /** single groups: preselect the first item (bar ice, churrascaria cooking point). */
  preselectFirst?: boolean;
  /** flavor groups: whether several flavours may be chosen right now. */
  multiple?: (options: O, selection: S) => boolean;
  /** Maximum copies in the group (null = unlimited). */
  max?: (options: O, selection: S) => number | null;
  limitNoun?: LimitNoun;
};

export type BusinessTypeSpec<O, S> = {
  normalize: (raw: RawOptions) => O;
  groups: readonly GroupSpec<O, S>[];
  /** Defaults of the non-group keys (flags and texts). */
  scalars: Partial<Record<keyof S & string, boolean | string>>;
  /** Price of the chosen flavours of a flavor group (default: sum). */
  flavorPrice?: (optionPrices: readonly number[], multiple: boolean) => { unitCents: number; label: (names: string[]) => string };
  /** Lines added after the groups (doceria customisation and gift). */
  extraLines?: (options: O, selection: S) => PriceLine[];
  /** Replaces every group line (food-truck combo); null = price normally. */
  override?: (options: O, selection: S) => PriceLine[] | null;
  /** Extra summary lines (flags and texts) for cart display. */
  summarizeScalars?: (selection: S) => string[];
};

/** An option list of a value-label map (burger meat points, spicy levels). */
export function valueOptions(group: string, labels: Readonly<Record<string, string>>): NormalizedOption[] {
  return Object.entries(labels).map(([value, name]) => ({ id: `${group}:${value}`, name, priceCents: 0 }));
}
