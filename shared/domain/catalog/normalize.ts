import { parseRawOptions, type OptionsLogger } from './raw-options';
import { specOf, type NormalizedProductOptions, type OptionsBySlug } from './registry';
import { isBusinessTypeSlug, type BusinessTypeSlug } from './slugs';

export type NormalizeOptions = { logger?: OptionsLogger };

/**
 * business_type_options (object, JSON string or garbage) → the typed options of the business type.
 * Unknown slugs give null (the storefront shows its "não implementado" fallback).
 */
export function normalizeProductOptions<K extends BusinessTypeSlug>(slug: K, raw: unknown, opts?: NormalizeOptions): OptionsBySlug[K];
export function normalizeProductOptions(slug: string | null | undefined, raw: unknown, opts?: NormalizeOptions): NormalizedProductOptions | null;
export function normalizeProductOptions(slug: string | null | undefined, raw: unknown, opts: NormalizeOptions = {}): NormalizedProductOptions | null {
  if (!isBusinessTypeSlug(slug)) return null;
  return specOf(slug).normalize(parseRawOptions(raw, opts.logger)) as unknown as NormalizedProductOptions;
}
