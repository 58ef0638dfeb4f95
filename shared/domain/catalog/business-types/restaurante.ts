import { toOptionList, type NormalizedOption } from '../option';
import { readCents, readFlag, readNumber, readPositiveInt, readText, readTextList, readValueList, type RawOptions } from '../raw-options';
import type { BusinessTypeSpec } from '../spec';
import { readDietary, textSummary, type DietaryFlags, type MultiChoice, type SingleChoice } from './common';

export type RestauranteOptions = DietaryFlags & {
  businessType: 'restaurante';
  cuisine_type: string | null;
  protein_type: string | null;
  /** The cooking points (name, description). */
  cooking_point: NormalizedOption[];
  sides: NormalizedOption[];
  sauces: NormalizedOption[];
  /** null = no limit (absent or ≤ 0). */
  max_sides: number | null;
  /** minutes */
  preparation_time: number | null;
  calories: number | null;
  allergens: string[];
  chef_recommendations: string | null;
  serving_size: string | null;
  /** Values of AVAILABLE_PERIOD_LABELS. */
  available_periods: string[];
  available_for_events: boolean;
  event_min_people: number | null;
  event_price_per_person_cents: number | null;
  /** default false: the observations box shows only when set. */
  allow_observations: boolean;
};

export type RestauranteSelection = {
  selectedCookingPoint: SingleChoice;
  selectedSides: MultiChoice;
  selectedSauces: MultiChoice;
  observations: string;
};

export function normalizeRestauranteOptions(raw: RawOptions): RestauranteOptions {
  return {
    businessType: 'restaurante',
    ...readDietary(raw),
    cuisine_type: readText(raw, 'cuisine_type'),
    protein_type: readText(raw, 'protein_type'),
    cooking_point: toOptionList('cooking_point', raw.cooking_point),
    sides: toOptionList('sides', raw.sides),
    sauces: toOptionList('sauces', raw.sauces),
    max_sides: readPositiveInt(raw, 'max_sides', null),
    preparation_time: readNumber(raw, 'preparation_time'),
    calories: readNumber(raw, 'calories'),
    allergens: readTextList(raw, 'allergens'),
    chef_recommendations: readText(raw, 'chef_recommendations'),
    serving_size: readText(raw, 'serving_size'),
    available_periods: readValueList(raw, 'available_periods'),
    available_for_events: readFlag(raw, 'available_for_events'),
    event_min_people: readNumber(raw, 'event_min_people'),
    event_price_per_person_cents: readCents(raw, 'event_price_per_person'),
    allow_observations: readFlag(raw, 'allow_observations'),
  };
}

export const restauranteSpec: BusinessTypeSpec<RestauranteOptions, RestauranteSelection> = {
  normalize: normalizeRestauranteOptions,
  groups: [
    { key: 'selectedCookingPoint', kind: 'single', options: (o) => o.cooking_point },
    // The limit counts copies: two portions of rice are two sides.
    { key: 'selectedSides', kind: 'counted', options: (o) => o.sides, max: (o) => o.max_sides, limitNoun: 'acompanhamentos' },
    { key: 'selectedSauces', kind: 'counted', options: (o) => o.sauces },
  ],
  scalars: { observations: '' },
  summarizeScalars: (selection) => textSummary('Observações', selection.observations),
};
