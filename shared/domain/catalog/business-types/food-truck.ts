import { toOptionList, type NormalizedOption } from '../option';
import { readCents, readFlag, readNumber, readText, readTextList, type RawOptions } from '../raw-options';
import type { BusinessTypeSpec } from '../spec';
import type { MultiChoice, SingleChoice } from './common';

export type FoodTruckLocation = { name: string; description?: string };

export type FoodTruckOptions = {
  businessType: 'food-truck';
  sizes: NormalizedOption[];
  ingredients_list: NormalizedOption[];
  addons: NormalizedOption[];
  sauces: NormalizedOption[];
  locations: FoodTruckLocation[];
  product_category: string | null;
  specialty: string | null;
  ingredients_description: string | null;
  allergens: string[];
  /** minutes */
  preparation_time: number | null;
  combo_description: string | null;
  combo_price_cents: number | null;
  has_combo: boolean;
  is_vegan: boolean;
  is_vegetarian: boolean;
  is_gluten_free: boolean;
  is_lactose_free: boolean;
};

export type FoodTruckSelection = {
  selectedSize: SingleChoice;
  selectedIngredients: MultiChoice;
  selectedAddons: MultiChoice;
  selectedSauces: MultiChoice;
  comboSelected: boolean;
};

export function normalizeFoodTruckOptions(raw: RawOptions): FoodTruckOptions {
  return {
    businessType: 'food-truck',
    sizes: toOptionList('sizes', raw.sizes),
    ingredients_list: toOptionList('ingredients_list', raw.ingredients_list),
    addons: toOptionList('addons', raw.addons),
    sauces: toOptionList('sauces', raw.sauces),
    locations: readLocations(raw.locations),
    product_category: readText(raw, 'product_category'),
    specialty: readText(raw, 'specialty'),
    ingredients_description: readText(raw, 'ingredients_description'),
    allergens: readTextList(raw, 'allergens'),
    preparation_time: readNumber(raw, 'preparation_time'),
    combo_description: readText(raw, 'combo_description'),
    combo_price_cents: readCents(raw, 'combo_price'),
    has_combo: readFlag(raw, 'has_combo'),
    is_vegan: readFlag(raw, 'is_vegan'),
    is_vegetarian: readFlag(raw, 'is_vegetarian'),
    is_gluten_free: readFlag(raw, 'is_gluten_free'),
    is_lactose_free: readFlag(raw, 'is_lactose_free'),
  };
}

/**
 * Display-only list of places and events: texts (a string is split on new lines or ';', never on
 * commas, which addresses contain) or objects with name (or address) and description.
 */
function readLocations(value: unknown): FoodTruckLocation[] {
  const entries: unknown[] = typeof value === 'string' ? value.split(/[;\n]/) : Array.isArray(value) ? value : [];
  return entries.flatMap((entry): FoodTruckLocation[] => {
    if (typeof entry === 'string') return entry.trim() === '' ? [] : [{ name: entry.trim() }];
    if (entry === null || typeof entry !== 'object') return [];
    const record = entry as Record<string, unknown>;
    const name = [record.name, record.address].find((text): text is string => typeof text === 'string' && text.trim() !== '');
    if (name === undefined) return [];
    const description = typeof record.description === 'string' ? record.description.trim() : '';
    return description === '' ? [{ name: name.trim() }] : [{ name: name.trim(), description }];
  });
}

/** The combo section (and its toggle) exists only when the product has a combo. */
export function offersCombo(options: Pick<FoodTruckOptions, 'has_combo'>): boolean {
  return options.has_combo;
}

export const foodTruckSpec: BusinessTypeSpec<FoodTruckOptions, FoodTruckSelection> = {
  normalize: normalizeFoodTruckOptions,
  groups: [
    { key: 'selectedSize', kind: 'size', options: (o) => o.sizes },
    { key: 'selectedIngredients', kind: 'counted', options: (o) => o.ingredients_list },
    { key: 'selectedAddons', kind: 'counted', options: (o) => o.addons },
    { key: 'selectedSauces', kind: 'counted', options: (o) => o.sauces },
  ],
  scalars: { comboSelected: false },
  // Spec §4/§9: with the combo on (and a combo price present) the total is the combo price; other options are ignored.
  override: (options, selection) => {
    const cents = options.combo_price_cents;
    if (!selection.comboSelected || !offersCombo(options) || cents === null || cents <= 0) return null;
    return [{ group: 'comboSelected', label: 'Combo', unitCents: cents, quantity: 1, totalCents: cents }];
  },
  summarizeScalars: (selection) => (selection.comboSelected ? ['Combo'] : []),
};
