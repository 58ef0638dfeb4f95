import { halfHalfFlavorsCents } from '../half-half';
import { toOptionList, type NormalizedOption } from '../option';
import { readCents, readFlag, readNumber, readPositiveInt, readText, readTextList, type RawOptions } from '../raw-options';
import { DEFAULT_MAX_PIZZA_FLAVORS } from '../descriptor/pizzaria';
import type { BusinessTypeSpec } from '../spec';
import { textSummary, type MultiChoice, type SingleChoice } from './common';

export { DEFAULT_MAX_PIZZA_FLAVORS };

export type PizzariaOptions = {
  businessType: 'pizzaria';
  sizes: NormalizedOption[];
  /** The flavours. */
  toppings: NormalizedOption[];
  edges: NormalizedOption[];
  side_dishes: NormalizedOption[];
  pizza_type: string | null;
  dough_type: string | null;
  /** default true */
  allow_half_half: boolean;
  /** Flavours allowed in half-half mode; default 2 (also when ≤ 0 or unparsable). */
  max_toppings: number;
  /** default true */
  allow_observations: boolean;
  calories: number | null;
  allergens: string[];
  base_ingredients: string[];
  is_vegan: boolean;
  is_vegetarian: boolean;
  gluten_free: boolean;
  cooking_method: string | null;
  /** minutes */
  cooking_time: number | null;
  promo_monday: boolean;
  promo_tuesday: boolean;
  promo_wednesday: boolean;
  promo_thursday: boolean;
  promo_friday: boolean;
  promo_saturday: boolean;
  promo_sunday: boolean;
  min_order_value_cents: number | null;
  delivery_available: boolean;
  takeout_available: boolean;
  /** default true */
  dine_in_available: boolean;
  recommended_pairings: string[];
  combo_suggestions: string[];
};

export type PizzariaSelection = {
  selectedSize: SingleChoice;
  /** The flavours: one in single mode, up to max_toppings with half-half on. */
  selectedToppings: MultiChoice;
  selectedEdge: SingleChoice;
  selectedSideDishes: MultiChoice;
  halfHalfEnabled: boolean;
  observations: string;
};

export function normalizePizzariaOptions(raw: RawOptions): PizzariaOptions {
  return {
    businessType: 'pizzaria',
    sizes: toOptionList('sizes', raw.sizes),
    toppings: toOptionList('toppings', raw.toppings),
    edges: toOptionList('edges', raw.edges),
    side_dishes: toOptionList('side_dishes', raw.side_dishes),
    pizza_type: readText(raw, 'pizza_type'),
    dough_type: readText(raw, 'dough_type'),
    allow_half_half: readFlag(raw, 'allow_half_half', true),
    max_toppings: readPositiveInt(raw, 'max_toppings', DEFAULT_MAX_PIZZA_FLAVORS) ?? DEFAULT_MAX_PIZZA_FLAVORS,
    allow_observations: readFlag(raw, 'allow_observations', true),
    calories: readNumber(raw, 'calories'),
    allergens: readTextList(raw, 'allergens'),
    base_ingredients: readTextList(raw, 'base_ingredients'),
    is_vegan: readFlag(raw, 'is_vegan'),
    is_vegetarian: readFlag(raw, 'is_vegetarian'),
    gluten_free: readFlag(raw, 'gluten_free'),
    cooking_method: readText(raw, 'cooking_method'),
    cooking_time: readNumber(raw, 'cooking_time'),
    promo_monday: readFlag(raw, 'promo_monday'),
    promo_tuesday: readFlag(raw, 'promo_tuesday'),
    promo_wednesday: readFlag(raw, 'promo_wednesday'),
    promo_thursday: readFlag(raw, 'promo_thursday'),
    promo_friday: readFlag(raw, 'promo_friday'),
    promo_saturday: readFlag(raw, 'promo_saturday'),
    promo_sunday: readFlag(raw, 'promo_sunday'),
    min_order_value_cents: readCents(raw, 'min_order_value'),
    delivery_available: readFlag(raw, 'delivery_available'),
    takeout_available: readFlag(raw, 'takeout_available'),
    dine_in_available: readFlag(raw, 'dine_in_available', true),
    recommended_pairings: readTextList(raw, 'recommended_pairings'),
    combo_suggestions: readTextList(raw, 'combo_suggestions'),
  };
}

/** Half-half is on only when the customer turned it on and the product allows it. */
export function isHalfHalfActive(options: Pick<PizzariaOptions, 'allow_half_half'>, selection: Pick<PizzariaSelection, 'halfHalfEnabled'>): boolean {
  return options.allow_half_half && selection.halfHalfEnabled;
}

export const pizzariaSpec: BusinessTypeSpec<PizzariaOptions, PizzariaSelection> = {
  normalize: normalizePizzariaOptions,
  groups: [
    { key: 'selectedSize', kind: 'size', options: (o) => o.sizes },
    {
      key: 'selectedToppings',
      kind: 'flavor',
      options: (o) => o.toppings,
      multiple: isHalfHalfActive,
      max: (o, s) => (isHalfHalfActive(o, s) ? o.max_toppings : 1),
      limitNoun: 'sabores',
    },
    { key: 'selectedEdge', kind: 'single', options: (o) => o.edges },
    { key: 'selectedSideDishes', kind: 'counted', options: (o) => o.side_dishes },
  ],
  scalars: { halfHalfEnabled: false, observations: '' },
  // Half-half: flavour extras averaged across the chosen halves (see half-half.ts); single flavour: its price.
  flavorPrice: (prices, multiple) =>
    multiple
      ? { unitCents: halfHalfFlavorsCents(prices), label: (names) => (names.length > 1 ? `Meio a meio: ${names.join(', ')}` : `Sabor: ${names.join(', ')}`) }
      : { unitCents: prices.reduce((sum, price) => sum + price, 0), label: (names) => `Sabor: ${names.join(', ')}` },
  summarizeScalars: (selection) => textSummary('Observações', selection.observations),
};
