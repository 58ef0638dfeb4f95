import { toOptionList, type NormalizedOption } from '../option';
import { readFlag, readNumber, readText, readTextList, type RawOptions } from '../raw-options';
import type { BusinessTypeSpec } from '../spec';
import type { MultiChoice, SingleChoice } from './common';

export type AcaiteriaOptions = {
  businessType: 'acaiteria';
  sizes: NormalizedOption[];
  fruits: NormalizedOption[];
  toppings: NormalizedOption[];
  complements: NormalizedOption[];
  special_addons: NormalizedOption[];
  calories: number | null;
  allergens: string[];
  is_vegan: boolean;
  is_vegetarian: boolean;
  is_gluten_free: boolean;
  is_lactose_free: boolean;
  is_sugar_free: boolean;
  combination_description: string | null;
  has_preset_combination: boolean;
  acai_type: string | null;
  consistency: string | null;
};

export type AcaiteriaSelection = {
  selectedSize: SingleChoice;
  selectedFruits: MultiChoice;
  selectedToppings: MultiChoice;
  selectedComplements: MultiChoice;
  selectedSpecialAddons: MultiChoice;
};

export function normalizeAcaiteriaOptions(raw: RawOptions): AcaiteriaOptions {
  return {
    businessType: 'acaiteria',
    sizes: toOptionList('sizes', raw.sizes),
    fruits: toOptionList('fruits', raw.fruits),
    toppings: toOptionList('toppings', raw.toppings),
    complements: toOptionList('complements', raw.complements),
    special_addons: toOptionList('special_addons', raw.special_addons),
    calories: readNumber(raw, 'calories'),
    allergens: readTextList(raw, 'allergens'),
    is_vegan: readFlag(raw, 'is_vegan'),
    is_vegetarian: readFlag(raw, 'is_vegetarian'),
    is_gluten_free: readFlag(raw, 'is_gluten_free'),
    is_lactose_free: readFlag(raw, 'is_lactose_free'),
    is_sugar_free: readFlag(raw, 'is_sugar_free'),
    combination_description: readText(raw, 'combination_description'),
    has_preset_combination: readFlag(raw, 'has_preset_combination'),
    acai_type: readText(raw, 'acai_type'),
    consistency: readText(raw, 'consistency'),
  };
}

export const acaiteriaSpec: BusinessTypeSpec<AcaiteriaOptions, AcaiteriaSelection> = {
  normalize: normalizeAcaiteriaOptions,
  groups: [
    { key: 'selectedSize', kind: 'size', options: (o) => o.sizes },
    { key: 'selectedFruits', kind: 'counted', options: (o) => o.fruits },
    { key: 'selectedToppings', kind: 'counted', options: (o) => o.toppings },
    { key: 'selectedComplements', kind: 'counted', options: (o) => o.complements },
    { key: 'selectedSpecialAddons', kind: 'counted', options: (o) => o.special_addons },
  ],
  scalars: {},
};
