import { array, boolean, mixed, number, object, string, type AnySchema, type ObjectSchema } from 'yup';
import '../../validation/yup-locale';
import { optionDescriptorOf, type OptionFieldDescriptor, type OptionGroupDescriptor } from '../descriptor';
import type { BusinessTypeSlug } from '../slugs';
import { choiceOf, choicesOf, flagOf, itemsOf, limitOf, listOf, locationsOf, numberOf, textOf } from './coerce';
import { OPTION_WRITE_LIMITS as LIMITS, OPTION_WRITE_MESSAGES as MSG } from './limits';

/**
 * The yup schema of one business type's business_type_options, built from its descriptor: every
 * editable group as a list of items, every field by its kind. The form (formik) and the API
 * (validateProductOptions) validate with it; unknown keys are stripped.
 */

const maxReais = LIMITS.maxPriceCents / 100;

const reais = (invalid: string, tooMuch: string) =>
  number()
    .transform((_value, original: unknown) => numberOf(original))
    .typeError(invalid)
    .min(0, invalid)
    .max(maxReais, tooMuch)
    .optional();

const text = () =>
  string()
    .transform((_value, original: unknown) => textOf(original) as string)
    .typeError(MSG.text)
    .max(LIMITS.maxTextLength, MSG.textTooLong);

const itemSchema = object({
  name: text().required(MSG.nameRequired),
  price: reais(MSG.price, MSG.priceMax),
  additional_price: reais(MSG.price, MSG.priceMax),
  description: text().optional(),
}).typeError(MSG.item);

function groupSchema() {
  return array()
    .transform((_value, original: unknown) => itemsOf(original) as unknown[])
    .typeError(MSG.group)
    .of(itemSchema)
    .max(LIMITS.maxItemsPerGroup, MSG.tooManyItems)
    .default([])
    .test('unique-names', MSG.nameRepeated, function uniqueNames(items) {
      const seen = new Set<string>();
      for (const [index, item] of (items ?? []).entries()) {
        const name = typeof item?.name === 'string' ? item.name.trim().toLocaleLowerCase('pt-BR') : '';
        if (name === '') continue;
        if (seen.has(name)) return this.createError({ path: `${this.path}[${index}].name`, message: MSG.nameRepeated });
        seen.add(name);
      }
      return true;
    });
}

/** Number fields that limit a group (max_toppings, max_flavors…) must be whole numbers above zero. */
function limitFieldsOf(groups: readonly OptionGroupDescriptor[]): Set<string> {
  return new Set(groups.flatMap((group) => (group.limit ? [group.limit.field] : [])));
}

function fieldSchema(field: OptionFieldDescriptor, isLimit: boolean): AnySchema {
  const fallback = field.default;
  switch (field.kind) {
    case 'flag':
      return boolean()
        .transform((_value, original: unknown) => flagOf(original) as boolean)
        .typeError(MSG.flag)
        .default(typeof fallback === 'boolean' ? fallback : false);
    case 'text':
    case 'longText':
      return text().nullable().default(typeof fallback === 'string' ? fallback : null);
    case 'number': {
      let schema = number()
        .transform((_value, original: unknown) => (isLimit ? limitOf(original) : numberOf(original)))
        .typeError(MSG.number)
        .min(isLimit ? 1 : 0, isLimit ? MSG.positiveInteger : MSG.notNegative);
      if (isLimit || field.integer) schema = schema.integer(isLimit ? MSG.positiveInteger : MSG.integer);
      return schema.nullable().default(typeof fallback === 'number' ? fallback : null);
    }
    case 'money':
      // The descriptor's default is in centavos; the wire is in reais.
      return reais(MSG.money, MSG.moneyMax).nullable().default(typeof fallback === 'number' ? fallback / 100 : null);
    case 'choice': {
      const labels = field.values ?? {};
      return string()
        .transform((_value, original: unknown) => choiceOf(original, labels) as string)
        .typeError(MSG.choice)
        .nullable()
        .oneOf([...Object.keys(labels), null], MSG.choice)
        .default(typeof fallback === 'string' ? fallback : null);
    }
    case 'choices': {
      const labels = field.values ?? {};
      return array()
        .transform((_value, original: unknown) => choicesOf(original, labels) as unknown[])
        .typeError(MSG.list)
        .of(string().oneOf(Object.keys(labels), MSG.choice).required(MSG.choice))
        .max(LIMITS.maxItemsPerGroup, MSG.tooManyItems)
        .default(Array.isArray(fallback) ? [...(fallback as readonly string[])] : []);
    }
    case 'list':
      return array()
        .transform((_value, original: unknown) => listOf(original) as unknown[])
        .typeError(MSG.list)
        .of(text().required(MSG.text))
        .max(LIMITS.maxItemsPerGroup, MSG.tooManyItems)
        .default(Array.isArray(fallback) ? [...(fallback as readonly string[])] : []);
    case 'locations':
      return array()
        .transform((_value, original: unknown) => locationsOf(original) as unknown[])
        .typeError(MSG.list)
        .of(object({ name: text().required(MSG.nameRequired), description: text().optional() }).typeError(MSG.item))
        .max(LIMITS.maxItemsPerGroup, MSG.tooManyItems)
        .default([]);
    default:
      return mixed();
  }
}

/** The groups the store types (fixed value lists such as burger meat points are not written). */
export function editableGroups(slug: BusinessTypeSlug): readonly OptionGroupDescriptor[] {
  return optionDescriptorOf(slug).groups.filter((group) => group.fixedValues === undefined);
}

const cache = new Map<BusinessTypeSlug, ObjectSchema<Record<string, unknown>>>();

export function productOptionsSchema(slug: BusinessTypeSlug): ObjectSchema<Record<string, unknown>> {
  const cached = cache.get(slug);
  if (cached) return cached;
  const { groups, fields } = optionDescriptorOf(slug);
  const limits = limitFieldsOf(groups);
  const shape: Record<string, AnySchema> = {};
  for (const group of editableGroups(slug)) shape[group.optionKey] = groupSchema() as unknown as AnySchema;
  for (const field of fields) shape[field.key] = fieldSchema(field, limits.has(field.key));
  const schema = object(shape).typeError(MSG.invalidOptions) as unknown as ObjectSchema<Record<string, unknown>>;
  cache.set(slug, schema);
  return schema;
}
