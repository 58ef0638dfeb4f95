import { toOptionList, type NormalizedOption } from '../option';
import { readFlag, readNumber, readText, type RawOptions } from '../raw-options';
import type { BusinessTypeSpec } from '../spec';
import type { MultiChoice, SingleChoice } from './common';

export type CafeteriaOptions = {
  businessType: 'cafeteria';
  coffee_type: string | null;
  coffee_origin: string | null;
  roast_level: string | null;
  grinding_level: string | null;
  brewing_method: string | null;
  calories: number | null;
  is_vegan: boolean;
  is_sugar_free: boolean;
  is_decaf: boolean;
  /** default true */
  allow_takeaway: boolean;
  sizes: NormalizedOption[];
  milk_types: NormalizedOption[];
  sweeteners: NormalizedOption[];
  sides: NormalizedOption[];
  takeaway_cups: NormalizedOption[];
};

export type CafeteriaSelection = {
  selectedSize: SingleChoice;
  selectedMilkTypes: MultiChoice;
  selectedSweeteners: MultiChoice;
  selectedSides: MultiChoice;
  selectedTakeawayCups: MultiChoice;
};

export function normalizeCafeteriaOptions(raw: RawOptions): CafeteriaOptions {
  return {
    businessType: 'cafeteria',
    coffee_type: readText(raw, 'coffee_type'),
    coffee_origin: readText(raw, 'coffee_origin'),
    roast_level: readText(raw, 'roast_level'),
    grinding_level: readText(raw, 'grinding_level'),
    brewing_method: readText(raw, 'brewing_method'),
    calories: readNumber(raw, 'calories'),
    is_vegan: readFlag(raw, 'is_vegan'),
    is_sugar_free: readFlag(raw, 'is_sugar_free'),
    is_decaf: readFlag(raw, 'is_decaf'),
    allow_takeaway: readFlag(raw, 'allow_takeaway', true),
    sizes: toOptionList('sizes', raw.sizes),
    milk_types: toOptionList('milk_types', raw.milk_types),
    sweeteners: toOptionList('sweeteners', raw.sweeteners),
    sides: toOptionList('sides', raw.sides),
    takeaway_cups: toOptionList('takeaway_cups', raw.takeaway_cups),
  };
}

/** Spec §2: the takeaway cup section shows only if takeaway is allowed and cups exist. */
export function showsTakeawayCups(options: Pick<CafeteriaOptions, 'allow_takeaway' | 'takeaway_cups'>): boolean {
  return options.allow_takeaway && options.takeaway_cups.length > 0;
}

export const cafeteriaSpec: BusinessTypeSpec<CafeteriaOptions, CafeteriaSelection> = {
  normalize: normalizeCafeteriaOptions,
  groups: [
    { key: 'selectedSize', kind: 'size', options: (o) => o.sizes },
    { key: 'selectedMilkTypes', kind: 'counted', options: (o) => o.milk_types },
    { key: 'selectedSweeteners', kind: 'counted', options: (o) => o.sweeteners },
    { key: 'selectedSides', kind: 'counted', options: (o) => o.sides },
    // Cups that are not offered cannot be chosen (nor charged).
    { key: 'selectedTakeawayCups', kind: 'counted', options: (o) => (showsTakeawayCups(o) ? o.takeaway_cups : []) },
  ],
  scalars: {},
};
