import { toOptionList, type NormalizedOption } from '../option';
import { readCents, readFlag, readNumber, readText, readTextList, type RawOptions } from '../raw-options';
import type { BusinessTypeSpec } from '../spec';
import { readDietary, type DietaryFlags, type MultiChoice, type SingleChoice } from './common';

export type MarmitariaOptions = DietaryFlags & {
  businessType: 'marmitaria';
  sizes: NormalizedOption[];
  proteins: NormalizedOption[];
  sides: NormalizedOption[];
  vegetables: NormalizedOption[];
  calories: number | null;
  allergens: string[];
  meal_type: string | null;
  has_subscription: boolean;
  subscription_description: string | null;
  /** Price per month, shown by the panel; not part of the item total. */
  subscription_price_cents: number | null;
  delivery_frequency: string | null;
};

export type MarmitariaSelection = {
  selectedSize: SingleChoice;
  selectedProteins: MultiChoice;
  selectedSides: MultiChoice;
  selectedVegetables: MultiChoice;
};

export function normalizeMarmitariaOptions(raw: RawOptions): MarmitariaOptions {
  return {
    businessType: 'marmitaria',
    ...readDietary(raw),
    sizes: toOptionList('sizes', raw.sizes),
    proteins: toOptionList('proteins', raw.proteins),
    sides: toOptionList('sides', raw.sides),
    vegetables: toOptionList('vegetables', raw.vegetables),
    calories: readNumber(raw, 'calories'),
    allergens: readTextList(raw, 'allergens'),
    meal_type: readText(raw, 'meal_type'),
    has_subscription: readFlag(raw, 'has_subscription'),
    subscription_description: readText(raw, 'subscription_description'),
    subscription_price_cents: readCents(raw, 'subscription_price'),
    delivery_frequency: readText(raw, 'delivery_frequency'),
  };
}

export const marmitariaSpec: BusinessTypeSpec<MarmitariaOptions, MarmitariaSelection> = {
  normalize: normalizeMarmitariaOptions,
  groups: [
    { key: 'selectedSize', kind: 'size', options: (o) => o.sizes },
    { key: 'selectedProteins', kind: 'counted', options: (o) => o.proteins },
    { key: 'selectedSides', kind: 'counted', options: (o) => o.sides },
    { key: 'selectedVegetables', kind: 'counted', options: (o) => o.vegetables },
  ],
  scalars: {},
};
