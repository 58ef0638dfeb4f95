import { toOptionList, type NormalizedOption } from '../option';
import { readFlag, readNumber, readPositiveInt, readText, readTextList, type RawOptions } from '../raw-options';
import { DEFAULT_MAX_ICE_CREAM_FLAVORS } from '../descriptor/sorveteria';
import type { BusinessTypeSpec } from '../spec';
import { textSummary, type MultiChoice, type SingleChoice } from './common';

export { DEFAULT_MAX_ICE_CREAM_FLAVORS };

export type SorveteriaOptions = {
  businessType: 'sorveteria';
  ice_cream_type: string | null;
  consistency: string | null;
  flavor_intensity: string | null;
  flavor_category: string | null;
  sizes: NormalizedOption[];
  /** The flavours (spec: "toppings (these are the flavours)"). */
  toppings: NormalizedOption[];
  /**
   * The toppings chosen into selectedIceCreamToppings. The spec names no options field for them;
   * we read `ice_cream_toppings`.
   */
  ice_cream_toppings: NormalizedOption[];
  complements: NormalizedOption[];
  containers: NormalizedOption[];
  /** default false */
  allow_mix: boolean;
  /** default 2 */
  max_flavors: number;
  /** null = no limit */
  max_toppings: number | null;
  calories_per_scoop: number | null;
  allergens: string[];
  is_sugar_free: boolean;
  is_lactose_free: boolean;
  is_vegan: boolean;
  is_gluten_free: boolean;
  recommended_combinations: string[];
  for_birthday: boolean;
  is_seasonal: boolean;
  seasonal_period: string | null;
  allow_decoration: boolean;
};

export type SorveteriaSelection = {
  selectedSize: SingleChoice;
  /** The flavours: one (radio) without mixing, up to max_flavors with mixing. */
  selectedToppings: MultiChoice;
  selectedIceCreamToppings: MultiChoice;
  selectedComplements: MultiChoice;
  selectedContainer: SingleChoice;
  mixFlavorsEnabled: boolean;
  observations: string;
};

export function normalizeSorveteriaOptions(raw: RawOptions): SorveteriaOptions {
  return {
    businessType: 'sorveteria',
    ice_cream_type: readText(raw, 'ice_cream_type'),
    consistency: readText(raw, 'consistency'),
    flavor_intensity: readText(raw, 'flavor_intensity'),
    flavor_category: readText(raw, 'flavor_category'),
    sizes: toOptionList('sizes', raw.sizes),
    toppings: toOptionList('toppings', raw.toppings),
    ice_cream_toppings: toOptionList('ice_cream_toppings', raw.ice_cream_toppings),
    complements: toOptionList('complements', raw.complements),
    containers: toOptionList('containers', raw.containers),
    allow_mix: readFlag(raw, 'allow_mix'),
    max_flavors: readPositiveInt(raw, 'max_flavors', DEFAULT_MAX_ICE_CREAM_FLAVORS) ?? DEFAULT_MAX_ICE_CREAM_FLAVORS,
    max_toppings: readPositiveInt(raw, 'max_toppings', null),
    calories_per_scoop: readNumber(raw, 'calories_per_scoop'),
    allergens: readTextList(raw, 'allergens'),
    is_sugar_free: readFlag(raw, 'is_sugar_free'),
    is_lactose_free: readFlag(raw, 'is_lactose_free'),
    is_vegan: readFlag(raw, 'is_vegan'),
    is_gluten_free: readFlag(raw, 'is_gluten_free'),
    recommended_combinations: readTextList(raw, 'recommended_combinations'),
    for_birthday: readFlag(raw, 'for_birthday'),
    is_seasonal: readFlag(raw, 'is_seasonal'),
    seasonal_period: readText(raw, 'seasonal_period'),
    allow_decoration: readFlag(raw, 'allow_decoration'),
  };
}

export function isMixActive(options: Pick<SorveteriaOptions, 'allow_mix'>, selection: Pick<SorveteriaSelection, 'mixFlavorsEnabled'>): boolean {
  return options.allow_mix && selection.mixFlavorsEnabled;
}

export const sorveteriaSpec: BusinessTypeSpec<SorveteriaOptions, SorveteriaSelection> = {
  normalize: normalizeSorveteriaOptions,
  groups: [
    { key: 'selectedSize', kind: 'size', options: (o) => o.sizes },
    {
      key: 'selectedToppings',
      kind: 'flavor',
      options: (o) => o.toppings,
      multiple: isMixActive,
      max: (o, s) => (isMixActive(o, s) ? o.max_flavors : 1),
      limitNoun: 'sabores',
    },
    { key: 'selectedIceCreamToppings', kind: 'unit', options: (o) => o.ice_cream_toppings, max: (o) => o.max_toppings, limitNoun: 'coberturas' },
    { key: 'selectedComplements', kind: 'counted', options: (o) => o.complements },
    { key: 'selectedContainer', kind: 'single', options: (o) => o.containers },
  ],
  scalars: { mixFlavorsEnabled: false, observations: '' },
  summarizeScalars: (selection) => textSummary('Observações', selection.observations),
};
