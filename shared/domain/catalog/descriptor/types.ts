import type { BusinessTypeSlug } from '../slugs';
import type { GroupKind, LimitNoun } from '../spec';

/** Where a field sits in the back-office option editor (groups are always in "Opções"). */
export const OPTION_SECTIONS = ['Opções', 'Detalhes', 'Dieta e alergênicos', 'Regras', 'Disponibilidade e entrega'] as const;
export type OptionSection = (typeof OPTION_SECTIONS)[number];

/** The item field the store fills for a group's items (spec §9: price if > 0, else additional_price). */
export type ItemPriceField = 'price' | 'additional_price';

/**
 * Where a group's maximum comes from: a number field of the product (`max_toppings`) with the
 * value used when it is absent (null = unlimited), and whether it applies always or only in the
 * several-flavours mode (pizza half-half, ice-cream mix; one flavour otherwise).
 */
export type GroupLimit = {
  field: string;
  default: number | null;
  appliesWhen: 'always' | 'multiple';
  noun: LimitNoun;
};

/** The switch that turns a flavour group into several flavours (pizza "Meio a Meio", ice-cream mix). */
export type FlavorSwitch = {
  /** The selection flag the customer turns on. */
  selectionKey: string;
  label: string;
  /** The product flag that offers the switch. */
  allowedBy: string;
};

export type OptionGroupDescriptor = {
  /** The list's key in business_type_options (wire and normalised options). */
  optionKey: string;
  /** The key in the cart's selectedOptions. */
  selectionKey: string;
  /** The title the storefront shows (for flavour groups: in one-flavour mode). */
  title: string;
  /** Flavour groups: the title while several flavours are on. */
  multipleTitle?: string;
  kind: GroupKind;
  /** The item price field the editor writes: `price` replaces the base (sizes), `additional_price` adds. */
  priceField: ItemPriceField;
  /**
   * Price of items without a positive price of their own (burger and snack-bar extras): fixed
   * centavos, or a money field of the product with those centavos when it is absent.
   */
  defaultItemPrice?: { cents: number; field?: string };
  limit?: GroupLimit;
  /** Single groups whose first item is chosen when the panel opens (bar ice, churrascaria cooking point). */
  preselectFirst?: boolean;
  flavorSwitch?: FlavorSwitch;
  /** Radio groups that may be left empty show this choice first ("Sem borda"). */
  noneLabel?: string;
  /** The group shows only when this product flag is on (cafeteria cups need allow_takeaway). */
  shownWhen?: string;
  /** Items carry a description the storefront shows (restaurant cooking points). */
  itemDescription?: boolean;
  /** Items are a fixed list of values, not typed by the store (burger meat points, spicy levels). */
  fixedValues?: Readonly<Record<string, string>>;
};

/**
 * - flag: yes/no; text: one line; longText: a paragraph; number: with an optional unit;
 * - money: reais on the wire (`rodizio_price`), centavos in the normalised options (`rodizio_price_cents`);
 * - choice: one value of `values` (free text accepted too); choices: several values of `values`;
 * - list: texts (allergens, ingredients), a comma string or an array on the wire;
 * - locations: the food-truck places (name, address, date, hours).
 */
export type OptionFieldKind = 'flag' | 'text' | 'longText' | 'number' | 'money' | 'choice' | 'choices' | 'list' | 'locations';

export type OptionFieldDefault = boolean | number | string | null | readonly string[];

export type OptionFieldDescriptor = {
  /** The key in business_type_options. */
  key: string;
  /** The key in the normalised options when it differs (money fields end in `_cents`). */
  normalizedKey?: string;
  label: string;
  kind: OptionFieldKind;
  section: Exclude<OptionSection, 'Opções'>;
  /** The value when the store leaves it out (the normaliser's fallback); money in centavos. */
  default: OptionFieldDefault;
  unit?: string;
  /** Labels of the allowed values (choice / choices). */
  values?: Readonly<Record<string, string>>;
  /** Numbers: whole numbers only (days, people, limits). */
  integer?: boolean;
  /** A short explanation for the editor. */
  help?: string;
};

/** Everything about the options of one business type (spec §3, §4, §5, §9), in panel order. */
export type BusinessTypeOptionDescriptor = {
  slug: BusinessTypeSlug;
  groups: readonly OptionGroupDescriptor[];
  fields: readonly OptionFieldDescriptor[];
};
