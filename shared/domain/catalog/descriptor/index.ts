import type { BusinessTypeSlug } from '../slugs';
import { acaiteriaOptionDescriptor } from './acaiteria';
import { barOptionDescriptor } from './bar';
import { cafeteriaOptionDescriptor } from './cafeteria';
import { churrascariaOptionDescriptor } from './churrascaria';
import { doceriaOptionDescriptor } from './doceria';
import { foodTruckOptionDescriptor } from './food-truck';
import { hamburgueriaOptionDescriptor } from './hamburgueria';
import { lanchoneteOptionDescriptor } from './lanchonete';
import { marmitariaOptionDescriptor } from './marmitaria';
import { padariaOptionDescriptor } from './padaria';
import { pastelariaOptionDescriptor } from './pastelaria';
import { pizzariaOptionDescriptor } from './pizzaria';
import { restauranteOptionDescriptor } from './restaurante';
import { sorveteriaOptionDescriptor } from './sorveteria';
import type { BusinessTypeOptionDescriptor, OptionFieldDescriptor, OptionGroupDescriptor } from './types';

/** The options of every business type, described once: groups, fields, titles, defaults, limits. */
export const BUSINESS_TYPE_OPTION_DESCRIPTORS: Readonly<Record<BusinessTypeSlug, BusinessTypeOptionDescriptor>> = {
  pizzaria: pizzariaOptionDescriptor,
  restaurante: restauranteOptionDescriptor,
  sorveteria: sorveteriaOptionDescriptor,
  hamburgueria: hamburgueriaOptionDescriptor,
  bar: barOptionDescriptor,
  lanchonete: lanchoneteOptionDescriptor,
  cafeteria: cafeteriaOptionDescriptor,
  padaria: padariaOptionDescriptor,
  acaiteria: acaiteriaOptionDescriptor,
  doceria: doceriaOptionDescriptor,
  pastelaria: pastelariaOptionDescriptor,
  churrascaria: churrascariaOptionDescriptor,
  marmitaria: marmitariaOptionDescriptor,
  'food-truck': foodTruckOptionDescriptor,
};

export function optionDescriptorOf(slug: BusinessTypeSlug): BusinessTypeOptionDescriptor {
  return BUSINESS_TYPE_OPTION_DESCRIPTORS[slug];
}

/** A group of a business type by its selection key (`selectedMilkTypes`); throws for an unknown key. */
export function optionGroupOf(slug: BusinessTypeSlug, selectionKey: string): OptionGroupDescriptor {
  const found = optionDescriptorOf(slug).groups.find((group) => group.selectionKey === selectionKey);
  if (found === undefined) throw new Error(`${slug} has no option group ${selectionKey}`);
  return found;
}

/** A field of a business type by its business_type_options key; throws for an unknown key. */
export function optionFieldOf(slug: BusinessTypeSlug, key: string): OptionFieldDescriptor {
  const found = optionDescriptorOf(slug).fields.find((field) => field.key === key);
  if (found === undefined) throw new Error(`${slug} has no option field ${key}`);
  return found;
}

/** The storefront title of a group (the e2e tests and the panels read it from here). */
export function optionGroupTitle(slug: BusinessTypeSlug, selectionKey: string): string {
  return optionGroupOf(slug, selectionKey).title;
}

export { OPTION_SECTIONS } from './types';
export type {
  BusinessTypeOptionDescriptor,
  FlavorSwitch,
  GroupLimit,
  ItemPriceField,
  OptionFieldDefault,
  OptionFieldDescriptor,
  OptionFieldKind,
  OptionGroupDescriptor,
  OptionSection,
} from './types';
