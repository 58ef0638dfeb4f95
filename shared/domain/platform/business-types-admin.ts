/**
 * The platform admin's business types (/admin/business-types): the form, what the screen shows of a type's
 * options (read-only: they are described once, in catalog/descriptor), and the rule that says which products
 * would lose their options when a store's type changes.
 */
import { boolean, number, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { SLUG_PATTERN } from '../validation/formats';
import { optionDescriptorOf, type OptionFieldDescriptor, type OptionFieldKind, type OptionGroupDescriptor, type OptionSection } from '../catalog/descriptor';
import { normalizeProductOptions } from '../catalog/normalize';
import { parseRawOptions } from '../catalog/raw-options';
import { groupOptions, type NormalizedProductOptions } from '../catalog/registry';
import { isBusinessTypeSlug, type BusinessTypeSlug } from '../catalog/slugs';
import type { GroupKind } from '../catalog/spec';
import type { BusinessType } from '../auth/user';

export const BUSINESS_TYPE_ADMIN_LIMITS = { name: 60, slug: 60, icon: 60, description: 300 } as const;

export const BUSINESS_TYPE_ADMIN_MESSAGES = {
  nameRequired: 'Informe o nome do tipo de negócio.',
  nameTooLong: `O nome pode ter no máximo ${BUSINESS_TYPE_ADMIN_LIMITS.name} caracteres.`,
  slugRequired: 'Informe o identificador (slug).',
  slugInvalid: 'Use só letras minúsculas sem acento, números e hífens (ex.: food-truck).',
  slugTooLong: `O identificador pode ter no máximo ${BUSINESS_TYPE_ADMIN_LIMITS.slug} caracteres.`,
  slugTaken: 'Este identificador já é usado por outro tipo de negócio.',
  slugLosesOptions: (count: number, names: string) =>
    `Com o novo identificador, ${count} produto(s) de lojas deste tipo perderiam opções (${names}). Mantenha o identificador ou ajuste esses produtos antes.`,
  iconInvalid: 'Ícone inválido: use o nome de um ícone do Material (ex.: local_pizza).',
  descriptionTooLong: `A descrição pode ter no máximo ${BUSINESS_TYPE_ADMIN_LIMITS.description} caracteres.`,
  activeInvalid: 'Informe se o tipo está ativo.',
  sortOrderInvalid: 'Ordem inválida: use um número inteiro de 0 a 1000.',
  typeInvalid: 'Tipo de negócio inválido.',
  created: 'Tipo de negócio criado.',
  saved: 'Tipo de negócio salvo.',
  notDescribed: 'Este tipo não tem opções descritas no sistema: os produtos das lojas dele não terão grupos de opções.',
} as const;

const M = BUSINESS_TYPE_ADMIN_MESSAGES;
const L = BUSINESS_TYPE_ADMIN_LIMITS;

const optionalText = (max: number, message: string) =>
  string()
    .trim()
    .max(max, message)
    .nullable()
    .default(null)
    .transform((value: unknown) => (value === '' ? null : value));

/** POST and PUT /admin/business-types (a PUT replaces every field; sort_order left out keeps the current one). */
export const businessTypeWriteSchema = object({
  name: string().trim().required(M.nameRequired).max(L.name, M.nameTooLong),
  slug: string().trim().lowercase().required(M.slugRequired).max(L.slug, M.slugTooLong).matches(SLUG_PATTERN, M.slugInvalid),
  icon: optionalText(L.icon, M.iconInvalid).matches(/^[a-z0-9_]+$/, { message: M.iconInvalid, excludeEmptyString: true }),
  description: optionalText(L.description, M.descriptionTooLong),
  is_active: boolean().typeError(M.activeInvalid).default(true),
  sort_order: number().typeError(M.sortOrderInvalid).integer(M.sortOrderInvalid).min(0, M.sortOrderInvalid).max(1000, M.sortOrderInvalid).optional(),
});
export type BusinessTypeWrite = InferType<typeof businessTypeWriteSchema>;

/** A row of GET /admin/business-types. */
export type AdminBusinessType = Required<BusinessType> & {
  is_active: boolean;
  sort_order: number;
  /** Stores (branches included) of this type. */
  stores_count: number;
  /** Products sold as this type: their own type, or their store's when they have none. */
  products_count: number;
  /** The domain describes this slug's options (the 14 types of the spec); false = a type without option groups. */
  described: boolean;
  created_at: string;
  updated_at: string;
};

export const GROUP_KIND_LABELS: Record<GroupKind, string> = {
  size: 'Tamanho (escolha única; o preço substitui o do produto)',
  single: 'Escolha única',
  counted: 'Vários, com quantidade',
  unit: 'Vários, um de cada',
  flavor: 'Sabor (um, ou vários no modo misto)',
};

/** An option group as the admin sees it (read-only). */
export type BusinessTypeOptionGroupView = {
  key: string;
  selection_key: string;
  title: string;
  kind: GroupKind;
  kind_label: string;
  price_field: 'price' | 'additional_price';
  /** Items the store does not type (burger meat points…): their labels. */
  fixed_values: string[] | null;
  limit: { field: string; default: number | null } | null;
};

export type BusinessTypeOptionFieldView = { key: string; label: string; kind: OptionFieldKind; section: OptionSection };

/** GET /admin/business-types/:id. */
export type AdminBusinessTypeDetails = AdminBusinessType & {
  option_groups: BusinessTypeOptionGroupView[];
  option_fields: BusinessTypeOptionFieldView[];
};

/** The option groups and fields of a type as the domain describes them (empty for a slug it does not describe). */
export function businessTypeOptionsView(slug: string): Pick<AdminBusinessTypeDetails, 'option_groups' | 'option_fields' | 'described'> {
  if (!isBusinessTypeSlug(slug)) return { described: false, option_groups: [], option_fields: [] };
  const { groups, fields } = optionDescriptorOf(slug);
  return {
    described: true,
    option_groups: groups.map((group) => ({
      key: group.optionKey,
      selection_key: group.selectionKey,
      title: group.title,
      kind: group.kind,
      kind_label: GROUP_KIND_LABELS[group.kind],
      price_field: group.priceField,
      fixed_values: group.fixedValues ? Object.values(group.fixedValues) : null,
      limit: group.limit ? { field: group.limit.field, default: group.limit.default } : null,
    })),
    option_fields: fields.map((field) => ({ key: field.key, label: field.label, kind: field.kind, section: field.section })),
  };
}

/** A product as the type-change check reads it (products row: id, name, business_type_slug, the options columns). */
export type TypeChangeProduct = {
  id: number;
  name: string;
  /** The product's own business type; null = it is sold as its store's type. */
  business_type_slug: string | null;
  /** business_type_options as stored. */
  options?: unknown;
  /** normalized_options as stored (its `businessType` says which type it was read with). */
  normalized_options?: unknown;
};

/** A product that would lose options, with the titles of the groups and fields it would lose. */
export type ProductLosingOptions = { id: number; name: string; lost: string[] };

const EMPTY_VALUES = new Set<unknown>([null, undefined, '']);

function isSet(value: unknown, fallback: unknown): boolean {
  if (EMPTY_VALUES.has(value)) return false;
  if (Array.isArray(value) && value.length === 0) return false;
  return JSON.stringify(value) !== JSON.stringify(fallback ?? null);
}

function isEditable(group: OptionGroupDescriptor): boolean {
  return group.fixedValues === undefined;
}

function normalizedFor(slug: BusinessTypeSlug, product: TypeChangeProduct): NormalizedProductOptions {
  const stored = product.normalized_options as { businessType?: unknown } | null | undefined;
  if (stored && typeof stored === 'object' && stored.businessType === slug) return stored as NormalizedProductOptions;
  return normalizeProductOptions(slug, product.options ?? {}, { logger: () => {} });
}

/** What the product offers under a described type: its groups with items and its fields set to other than their default. */
function offered(slug: BusinessTypeSlug, product: TypeChangeProduct): { groups: OptionGroupDescriptor[]; fields: OptionFieldDescriptor[] } {
  const normalized = normalizedFor(slug, product) as unknown as Record<string, unknown>;
  const { groups, fields } = optionDescriptorOf(slug);
  return {
    groups: groups.filter((group) => isEditable(group) && groupOptions(normalized as unknown as NormalizedProductOptions, group.selectionKey).length > 0),
    fields: fields.filter((field) => isSet(normalized[field.normalizedKey ?? field.key], field.default)),
  };
}

/**
 * The products whose options a store's move to `toSlug` would lose. The rule:
 * - Options are read with the product's effective type: its own business_type_slug when it has one (a store may
 *   sell products of other types: a pizzeria's açaí), else its store's type. A product with its own type keeps its
 *   options whatever the store's type becomes: it is never listed.
 * - A product without one follows the store: after the move its options are read with `toSlug`. It keeps them when
 *   everything it offers under its current type (`fromSlug`, the store's type today; else the type its
 *   normalized_options were made for) is still there under `toSlug`: every option group with items has a group of
 *   `toSlug` with the same key and kind (sizes stay sizes, so a pizzeria's sizes survive a move to lanchonete), and
 *   every field set to other than its default has a field of `toSlug` with the same key and kind. Anything else is
 *   lost (a pizza's flavours and edges have no place in a lanchonete): the product is listed with those titles.
 * - A product with no options (nothing but defaults) loses nothing. Moving to the same type loses nothing.
 * - A type the domain does not describe has no options: moving there loses every option a product has. When the
 *   current type is not described either, the raw keys with a value that `toSlug` does not describe are what is lost.
 */
export function productsLosingOptions(products: readonly TypeChangeProduct[], toSlug: string, fromSlug: string | null = null): ProductLosingOptions[] {
  const result: ProductLosingOptions[] = [];
  for (const product of products) {
    if (product.business_type_slug !== null && product.business_type_slug !== '') continue;
    const lost = lostOptions(product, toSlug, currentTypeOf(product, fromSlug));
    if (lost.length > 0) result.push({ id: product.id, name: product.name, lost });
  }
  return result;
}

function currentTypeOf(product: TypeChangeProduct, fromSlug: string | null): string | null {
  if (fromSlug !== null) return fromSlug;
  const stored = product.normalized_options as { businessType?: unknown } | null | undefined;
  return stored && typeof stored === 'object' && typeof stored.businessType === 'string' ? stored.businessType : null;
}

function lostOptions(product: TypeChangeProduct, toSlug: string, current: string | null): string[] {
  if (current === toSlug) return [];
  const target = isBusinessTypeSlug(toSlug) ? optionDescriptorOf(toSlug) : { groups: [], fields: [] };
  if (current === null || !isBusinessTypeSlug(current)) {
    const known = new Set([...target.groups.filter(isEditable).map((g) => g.optionKey), ...target.fields.map((f) => f.key)]);
    const raw = parseRawOptions(product.options ?? {}, () => {});
    return Object.keys(raw).filter((key) => isSet(raw[key], null) && raw[key] !== false && !known.has(key));
  }
  const { groups, fields } = offered(current, product);
  const keepsGroup = (group: OptionGroupDescriptor) => target.groups.some((other) => isEditable(other) && other.optionKey === group.optionKey && other.kind === group.kind);
  const keepsField = (field: OptionFieldDescriptor) => target.fields.some((other) => other.key === field.key && other.kind === field.kind);
  return [...groups.filter((group) => !keepsGroup(group)).map((group) => group.title), ...fields.filter((field) => !keepsField(field)).map((field) => field.label)];
}
