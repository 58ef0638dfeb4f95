import { toOptionList, type NormalizedOption } from '../option';
import { readFlag, readNumber, readText, readTextList, type RawOptions } from '../raw-options';
import type { BusinessTypeSpec } from '../spec';
import type { MultiChoice, SingleChoice } from './common';

export type PadariaOptions = {
  businessType: 'padaria';
  product_category: string | null;
  dough_type: string | null;
  ingredients: string[];
  allergens: string[];
  /** minutes */
  preparation_time: number | null;
  /** days */
  shelf_life: number | null;
  allow_custom_order: boolean;
  min_advance_days: number | null;
  min_order_quantity: number | null;
  is_vegan: boolean;
  is_vegetarian: boolean;
  is_gluten_free: boolean;
  is_lactose_free: boolean;
  is_sugar_free: boolean;
  /** From arrays or 'name:price' comma strings ('Pequeno:10,00, Grande:18'). */
  sizes: NormalizedOption[];
  fillings: NormalizedOption[];
  toppings: NormalizedOption[];
  addons: NormalizedOption[];
};

export type PadariaSelection = {
  selectedSize: SingleChoice;
  selectedFillings: MultiChoice;
  selectedToppings: MultiChoice;
  selectedAddons: MultiChoice;
};

export function normalizePadariaOptions(raw: RawOptions): PadariaOptions {
  return {
    businessType: 'padaria',
    product_category: readText(raw, 'product_category'),
    dough_type: readText(raw, 'dough_type'),
    ingredients: readTextList(raw, 'ingredients'),
    allergens: readTextList(raw, 'allergens'),
    preparation_time: readNumber(raw, 'preparation_time'),
    shelf_life: readNumber(raw, 'shelf_life'),
    allow_custom_order: readFlag(raw, 'allow_custom_order'),
    min_advance_days: readNumber(raw, 'min_advance_days'),
    min_order_quantity: readNumber(raw, 'min_order_quantity'),
    is_vegan: readFlag(raw, 'is_vegan'),
    is_vegetarian: readFlag(raw, 'is_vegetarian'),
    is_gluten_free: readFlag(raw, 'is_gluten_free'),
    is_lactose_free: readFlag(raw, 'is_lactose_free'),
    is_sugar_free: readFlag(raw, 'is_sugar_free'),
    sizes: toOptionList('sizes', raw.sizes),
    fillings: toOptionList('fillings', raw.fillings),
    toppings: toOptionList('toppings', raw.toppings),
    addons: toOptionList('addons', raw.addons),
  };
}

export const padariaSpec: BusinessTypeSpec<PadariaOptions, PadariaSelection> = {
  normalize: normalizePadariaOptions,
  groups: [
    { key: 'selectedSize', kind: 'size', options: (o) => o.sizes },
    { key: 'selectedFillings', kind: 'counted', options: (o) => o.fillings },
    { key: 'selectedToppings', kind: 'counted', options: (o) => o.toppings },
    { key: 'selectedAddons', kind: 'counted', options: (o) => o.addons },
  ],
  scalars: {},
};
