import { toOptionList, type NormalizedOption } from '../option';
import { readCents, readFlag, readNumber, readText, readTextList, type RawOptions } from '../raw-options';
import type { BusinessTypeSpec } from '../spec';
import { readDietary, type DietaryFlags, type MultiChoice, type SingleChoice } from './common';

export type ChurrascariaOptions = DietaryFlags & {
  businessType: 'churrascaria';
  sizes: NormalizedOption[];
  cuts: NormalizedOption[];
  sides: NormalizedOption[];
  sauces: NormalizedOption[];
  seasonings: NormalizedOption[];
  cooking_points: NormalizedOption[];
  calories: number | null;
  /** g */
  protein: number | null;
  allergens: string[];
  combination_description: string | null;
  has_preset_combination: boolean;
  meat_type: string | null;
  preparation: string | null;
  meat_cut_category: string | null;
  meat_cut_type: string | null;
  /** g */
  weight: number | null;
  /** minutes */
  preparation_time: number | null;
  cooking_method: string | null;
  has_rodizio: boolean;
  rodizio_price_cents: number | null;
  rodizio_description: string | null;
};

export type ChurrascariaSelection = {
  selectedSize: SingleChoice;
  selectedCookingPoint: SingleChoice;
  selectedCuts: MultiChoice;
  selectedSeasonings: MultiChoice;
  selectedSides: MultiChoice;
  selectedSauces: MultiChoice;
};

export function normalizeChurrascariaOptions(raw: RawOptions): ChurrascariaOptions {
  return {
    businessType: 'churrascaria',
    ...readDietary(raw),
    sizes: toOptionList('sizes', raw.sizes),
    cuts: toOptionList('cuts', raw.cuts),
    sides: toOptionList('sides', raw.sides),
    sauces: toOptionList('sauces', raw.sauces),
    seasonings: toOptionList('seasonings', raw.seasonings),
    cooking_points: toOptionList('cooking_points', raw.cooking_points),
    calories: readNumber(raw, 'calories'),
    protein: readNumber(raw, 'protein'),
    allergens: readTextList(raw, 'allergens'),
    combination_description: readText(raw, 'combination_description'),
    has_preset_combination: readFlag(raw, 'has_preset_combination'),
    meat_type: readText(raw, 'meat_type'),
    preparation: readText(raw, 'preparation'),
    meat_cut_category: readText(raw, 'meat_cut_category'),
    meat_cut_type: readText(raw, 'meat_cut_type'),
    weight: readNumber(raw, 'weight'),
    preparation_time: readNumber(raw, 'preparation_time'),
    cooking_method: readText(raw, 'cooking_method'),
    has_rodizio: readFlag(raw, 'has_rodizio'),
    rodizio_price_cents: readCents(raw, 'rodizio_price'),
    rodizio_description: readText(raw, 'rodizio_description'),
  };
}

export const churrascariaSpec: BusinessTypeSpec<ChurrascariaOptions, ChurrascariaSelection> = {
  normalize: normalizeChurrascariaOptions,
  groups: [
    { key: 'selectedSize', kind: 'size', options: (o) => o.sizes },
    { key: 'selectedCookingPoint', kind: 'single', options: (o) => o.cooking_points, preselectFirst: true },
    { key: 'selectedCuts', kind: 'counted', options: (o) => o.cuts },
    { key: 'selectedSeasonings', kind: 'counted', options: (o) => o.seasonings },
    { key: 'selectedSides', kind: 'counted', options: (o) => o.sides },
    { key: 'selectedSauces', kind: 'counted', options: (o) => o.sauces },
  ],
  scalars: {},
};
