import { ValidationError } from 'yup';
import { reaisToCents } from '../../money';
import { yupFieldErrors } from '../../validation';
import { optionDescriptorOf, type OptionGroupDescriptor } from '../descriptor';
import { normalizeProductOptions } from '../normalize';
import type { NormalizedProductOptions } from '../registry';
import { isBusinessTypeSlug, type BusinessTypeSlug } from '../slugs';
import { optionsObject } from './coerce';
import { OPTION_WRITE_MESSAGES } from './limits';
import { editableGroups, productOptionsSchema } from './options-schema';

/** An option item as stored and sent: reais in the group's price field (spec §3 Option). */
export type CanonicalOptionItem = { name: string; price?: number; additional_price?: number; description?: string };

/** business_type_options as written: every group an array of items, every field of its type, defaults filled. */
export type CanonicalProductOptions = Record<string, unknown>;

/** Laravel-style errors: dotted paths (`business_type_options.sizes.1.price`) → Portuguese messages. */
export type OptionWriteErrors = Record<string, string[]>;

export type ValidatedProductOptions =
  | { ok: true; options: CanonicalProductOptions; normalized: NormalizedProductOptions | null }
  | { ok: false; errors: OptionWriteErrors };

export type ValidateOptions = {
  /** Prefix of the error paths (the body field); '' for paths relative to the options. */
  path?: string;
};

type CheckedItem = { name: string; price?: number; additional_price?: number; description?: string };

function canonicalItem(group: OptionGroupDescriptor, item: CheckedItem): CanonicalOptionItem {
  // Spec §9: an item costs its price when above 0, otherwise its additional_price.
  const amount = item.price !== undefined && item.price > 0 ? item.price : (item.additional_price ?? 0);
  const canonical: CanonicalOptionItem = { name: item.name, [group.priceField]: reaisToCents(amount) / 100 };
  if (item.description) canonical.description = item.description;
  return canonical;
}

const prefixed = (errors: OptionWriteErrors, path: string): OptionWriteErrors =>
  path === '' ? errors : Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key === '_' ? path : `${path}.${key}`, messages]));

/** The keys a type's options may carry: its groups (the fixed value lists too) and its fields. */
function knownKeys(slug: BusinessTypeSlug): ReadonlySet<string> {
  const { groups, fields } = optionDescriptorOf(slug);
  return new Set([...groups.map((group) => group.optionKey), ...fields.map((field) => field.key)]);
}

/**
 * A product's business_type_options as sent (object or JSON text, any loose shape the storefront
 * reads) → the canonical options and their normalised form (centavos, option ids; what
 * products.normalized_options stores and the price engine reads), or per-field errors. The same
 * rules run in the product form and in the API product write.
 */
export function validateProductOptions(slug: string | null | undefined, raw: unknown, opts: ValidateOptions = {}): ValidatedProductOptions {
  const path = opts.path ?? 'business_type_options';
  const fail = (errors: OptionWriteErrors): ValidatedProductOptions => ({ ok: false, errors: prefixed(errors, path) });
  const source = optionsObject(raw);
  if (source === null) return fail({ _: [OPTION_WRITE_MESSAGES.invalidOptions] });
  if (!isBusinessTypeSlug(slug)) {
    return Object.keys(source).length === 0 ? { ok: true, options: {}, normalized: null } : fail({ _: [OPTION_WRITE_MESSAGES.unknownBusinessType] });
  }
  // A key the type does not describe is refused, never dropped: what the store sent is what it gets or a 422.
  const unknown = Object.keys(source).filter((key) => !knownKeys(slug).has(key));
  if (unknown.length > 0) return fail(Object.fromEntries(unknown.map((key) => [key, [OPTION_WRITE_MESSAGES.unknownKey]])));
  let checked: Record<string, unknown>;
  try {
    checked = productOptionsSchema(slug).validateSync(source, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) return fail(yupFieldErrors(error));
    throw error;
  }
  const options: CanonicalProductOptions = {};
  for (const group of editableGroups(slug)) {
    options[group.optionKey] = ((checked[group.optionKey] as CheckedItem[] | undefined) ?? []).map((item) => canonicalItem(group, item));
  }
  for (const field of optionDescriptorOf(slug).fields) options[field.key] = checked[field.key] ?? null;
  return { ok: true, options, normalized: normalizeProductOptions(slug, options, { logger: () => {} }) };
}
