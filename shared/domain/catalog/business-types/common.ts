import type { NormalizedOption, SelectedOption } from '../option';
import { readFlag, type RawOptions } from '../raw-options';

export type SingleChoice = NormalizedOption | null;
export type MultiChoice = SelectedOption[];

/** The "dietary flags" of spec §3 where the spec does not name them one by one. */
export type DietaryFlags = {
  is_vegan: boolean;
  is_vegetarian: boolean;
  is_gluten_free: boolean;
  is_lactose_free: boolean;
};

export function readDietary(raw: RawOptions): DietaryFlags {
  return {
    is_vegan: readFlag(raw, 'is_vegan'),
    is_vegetarian: readFlag(raw, 'is_vegetarian'),
    is_gluten_free: readFlag(raw, 'is_gluten_free'),
    is_lactose_free: readFlag(raw, 'is_lactose_free'),
  };
}

export function textSummary(label: string, text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : [`${label}: ${trimmed}`];
}
