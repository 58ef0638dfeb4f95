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
import { optionDescriptorOf } from './descriptor';
import type { BusinessTypeSpec, GroupKind, GroupSpec } from './spec';

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

/** A group of the engine with the title of the descriptor (the one place titles are written). */
export type TitledGroupSpec = GroupSpec<AnyRecord, AnyRecord> & { label: string };

/** The spec with its types erased, for the generic engine code. */
export type ErasedSpec = Omit<BusinessTypeSpec<AnyRecord, AnyRecord>, 'groups'> & { groups: readonly TitledGroupSpec[] };

function withTitles(slug: BusinessTypeSlug): ErasedSpec {
  const spec = SPECS[slug] as unknown as BusinessTypeSpec<AnyRecord, AnyRecord>;
  const titles = new Map(optionDescriptorOf(slug).groups.map((group) => [group.selectionKey, group.title]));
  return {
    ...spec,
    groups: spec.groups.map((group) => {
      const label = titles.get(group.key);
      if (label === undefined) throw new Error(`${slug}: the option descriptor has no group ${group.key}`);
      return { ...group, label };
    }),
  };
}

const TITLED_SPECS = new Map<BusinessTypeSlug, ErasedSpec>();

export function specOf(slug: BusinessTypeSlug): ErasedSpec {
  let spec = TITLED_SPECS.get(slug);
  if (spec === undefined) {
    spec = withTitles(slug);
    TITLED_SPECS.set(slug, spec);
  }
  return spec;
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
