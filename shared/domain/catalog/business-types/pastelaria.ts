import { toOptionList, type NormalizedOption } from '../option';
import { readCents, readFlag, readNumber, readText, readTextList, type RawOptions } from '../raw-options';
import type { BusinessTypeSpec } from '../spec';
import { readDietary, type DietaryFlags, type MultiChoice, type SingleChoice } from './common';

export type PastelariaOptions = DietaryFlags & {
  businessType: 'pastelaria';
  sizes: NormalizedOption[];
  fillings: NormalizedOption[];
  sides: NormalizedOption[];
  dough_type: string | null;
  cooking_method: string | null;
  filling_category: string | null;
  ingredients: string[];
  allergens: string[];
  /** minutes */
  preparation_time: number | null;
  /** The pastry combo is display-only (no selection key in the spec). */
  combo_description: string | null;
  combo_price_cents: number | null;
  has_combo: boolean;
};

export type PastelariaSelection = {
  selectedSize: SingleChoice;
  selectedFillings: MultiChoice;
  selectedSides: MultiChoice;
};

export function normalizePastelariaOptions(raw: RawOptions): PastelariaOptions {
  return {
    businessType: 'pastelaria',
    ...readDietary(raw),
    sizes: toOptionList('sizes', raw.sizes),
    fillings: toOptionList('fillings', raw.fillings),
    sides: toOptionList('sides', raw.sides),
    dough_type: readText(raw, 'dough_type'),
    cooking_method: readText(raw, 'cooking_method'),
    filling_category: readText(raw, 'filling_category'),
    ingredients: readTextList(raw, 'ingredients'),
    allergens: readTextList(raw, 'allergens'),
    preparation_time: readNumber(raw, 'preparation_time'),
    combo_description: readText(raw, 'combo_description'),
    combo_price_cents: readCents(raw, 'combo_price'),
    has_combo: readFlag(raw, 'has_combo'),
  };
}

export const pastelariaSpec: BusinessTypeSpec<PastelariaOptions, PastelariaSelection> = {
  normalize: normalizePastelariaOptions,
  groups: [
    { key: 'selectedSize', kind: 'size', options: (o) => o.sizes },
    { key: 'selectedFillings', kind: 'counted', options: (o) => o.fillings },
    { key: 'selectedSides', kind: 'counted', options: (o) => o.sides },
  ],
  scalars: {},
};
