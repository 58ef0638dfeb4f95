import { acaiteriaSpec, type AcaiteriaOptions, type AcaiteriaSelection } from './business-types/acaiteria';
import { barSpec, type BarOptions, type BarSelection } from './business-types/bar';
import { cafeteriaSpec, type CafeteriaOptions, type CafeteriaSelection } from './business-types/cafeteria';
import { churrascariaSpec, type ChurrascariaOptions, type ChurrascariaSelection } from './business-types/churrascaria';
import { doceriaSpec, type DoceriaOptions, type DoceriaSelection } from './business-types/doceria';
import { foodTruckSpec, type FoodTruckOptions, type FoodTruckSelection } from './business-types/food-truck';
import { hamburgueriaSpec, type HamburgueriaOptions, type HamburgueriaSelection } from './business-types/hamburgueria';
import { lanchoneteSpec, type LanchoneteOptions, type LanchoneteSelection } from './business-types/lanchonete';
import { marmitariaSpec, type MarmitariaOptions, type MarmitariaSelection } from './business-types/marmitaria';
import { padariaSpec, type PadariaOptions, type PadariaSelection } from './business-types/padaria';
import { pastelariaSpec, type PastelariaOptions, type PastelariaSelection } from './business-types/pastelaria';
import { pizzariaSpec, type PizzariaOptions, type PizzariaSelection } from './business-types/pizzaria';
import { restauranteSpec, type RestauranteOptions, type RestauranteSelection } from './business-types/restaurante';
import { sorveteriaSpec, type SorveteriaOptions, type SorveteriaSelection } from './business-types/sorveteria';
import type { BusinessTypeSlug } from './slugs';
import type { NormalizedOption } from './option';
import type { BusinessTypeSpec, GroupKind } from './spec';

export type OptionsBySlug = {
  pizzaria: PizzariaOptions;
  restaurante: RestauranteOptions;
  sorveteria: SorveteriaOptions;
  hamburgueria: HamburgueriaOptions;
  bar: BarOptions;
  lanchonete: LanchoneteOptions;
  cafeteria: CafeteriaOptions;
  padaria: PadariaOptions;
  acaiteria: AcaiteriaOptions;
  doceria: DoceriaOptions;
  pastelaria: PastelariaOptions;
  churrascaria: ChurrascariaOptions;
  marmitaria: MarmitariaOptions;
  'food-truck': FoodTruckOptions;
};

export type SelectionBySlug = {
  pizzaria: PizzariaSelection;
  restaurante: RestauranteSelection;
  sorveteria: SorveteriaSelection;
  hamburgueria: HamburgueriaSelection;
  bar: BarSelection;
  lanchonete: LanchoneteSelection;
  cafeteria: CafeteriaSelection;
  padaria: PadariaSelection;
  acaiteria: AcaiteriaSelection;
  doceria: DoceriaSelection;
  pastelaria: PastelariaSelection;
  churrascaria: ChurrascariaSelection;
  marmitaria: MarmitariaSelection;
  'food-truck': FoodTruckSelection;
};

/** Normalised business_type_options, discriminated by `businessType`. */
export type NormalizedProductOptions = OptionsBySlug[BusinessTypeSlug];
/** Any business type's selection (the cart's selectedOptions). */
export type ProductSelection = SelectionBySlug[BusinessTypeSlug];
/** The selection type that goes with a normalised options type. */
export type SelectionFor<O extends NormalizedProductOptions> = SelectionBySlug[O['businessType']];

type SpecRegistry = { [K in BusinessTypeSlug]: BusinessTypeSpec<OptionsBySlug[K], SelectionBySlug[K]> };

const SPECS: SpecRegistry = {
  pizzaria: pizzariaSpec,
  restaurante: restauranteSpec,
  sorveteria: sorveteriaSpec,
  hamburgueria: hamburgueriaSpec,
  bar: barSpec,
  lanchonete: lanchoneteSpec,
  cafeteria: cafeteriaSpec,
  padaria: padariaSpec,
  acaiteria: acaiteriaSpec,
  doceria: doceriaSpec,
  pastelaria: pastelariaSpec,
  churrascaria: churrascariaSpec,
  marmitaria: marmitariaSpec,
  'food-truck': foodTruckSpec,
};

type AnyRecord = Record<string, unknown>;

/** The spec with its types erased, for the generic engine code. */
export type ErasedSpec = BusinessTypeSpec<AnyRecord, AnyRecord>;

export function specOf(slug: BusinessTypeSlug): ErasedSpec {
  return SPECS[slug] as unknown as ErasedSpec;
}

export type SelectionGroupInfo = { key: string; label: string; kind: GroupKind };

/** The option groups of a business type in panel order: selection key, Portuguese title, behaviour. */
export function selectionGroups(slug: BusinessTypeSlug): SelectionGroupInfo[] {
  return specOf(slug).groups.map(({ key, label, kind }) => ({ key, label, kind }));
}

/** The items a product offers in one selection group (empty for a key the business type does not have). */
export function groupOptions(options: NormalizedProductOptions, key: string): readonly NormalizedOption[] {
  return specOf(options.businessType).groups.find((group) => group.key === key)?.options(options as unknown as AnyRecord) ?? [];
}
