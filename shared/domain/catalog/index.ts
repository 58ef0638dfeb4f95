export { BUSINESS_TYPE_NAMES, BUSINESS_TYPE_SLUGS, isBusinessTypeSlug } from './slugs';
export type { BusinessTypeSlug } from './slugs';
export type { Category, OptionItem, Product, WirePrice } from './product';
export { itemPriceCents, parseCents, toOptionList } from './option';
export type { NormalizedOption, SelectedOption } from './option';
export { OPTIONS_PARSE_ERROR_MESSAGE, defaultOptionsLogger, parseRawOptions } from './raw-options';
export type { OptionsLogger, RawOptions } from './raw-options';
export type { GroupKind, LimitNoun, PriceLine } from './spec';
export { normalizeProductOptions } from './normalize';
export type { NormalizeOptions } from './normalize';
export { groupOptions, selectionGroups } from './registry';
export * from './descriptor';
export type { NormalizedProductOptions, OptionsBySlug, ProductSelection, SelectionBySlug, SelectionFor, SelectionGroupInfo } from './registry';
export { initialSelection } from './selection';
export {
  canDecrement,
  canIncrement,
  decrementOption,
  groupCount,
  groupLimit,
  groupMode,
  hasQuantityStepper,
  incrementOption,
  isOptionDisabled,
  isSelected,
  selectSingle,
  selectedQuantity,
  setFlag,
  setText,
  toggleCombo,
  toggleHalfHalf,
  toggleMixFlavors,
  toggleOption,
} from './selection-ops';
export type { FlagKey, GroupKey, MultiGroupKey, SingleGroupKey, TextKey } from './selection-ops';
export { priceSelection } from './price-engine';
export type { PriceOptions, PriceResult, PriceViolation, UnknownOption } from './price-engine';
export { discountPercent, productBaseCents, productDisplayPrice } from './product-price';
export { linePrice } from './line-price';
export { MAX_SELECTION_TEXT, SELECTION_MESSAGES, hasRequiredChoices, priceResolvedSelection, resolveSelection } from './resolve-selection';
export type { PricedSelection, ResolveOptions, ResolvedSelection, SelectionError } from './resolve-selection';
export type { LinePrice } from './line-price';
export type { ProductDisplayPrice } from './product-price';
export { DEFAULT_HALF_HALF_RULE, halfHalfFlavorsCents } from './half-half';
export type { HalfHalfPricingRule } from './half-half';
export { SIDES_EXCEEDED_LABEL, flavorsCounter, flavorsHint, limitExceededMessage, sidesCounter, sidesHint } from './limits';
export * from './value-labels';
export type { DietaryFlags } from './business-types/common';
export type { AcaiteriaOptions, AcaiteriaSelection } from './business-types/acaiteria';
export { showsAlcoholBlock } from './business-types/bar';
export type { BarOptions, BarSelection } from './business-types/bar';
export { showsTakeawayCups } from './business-types/cafeteria';
export type { CafeteriaOptions, CafeteriaSelection } from './business-types/cafeteria';
export type { ChurrascariaOptions, ChurrascariaSelection } from './business-types/churrascaria';
export { showsCustomization } from './business-types/doceria';
export type { DoceriaOptions, DoceriaSelection } from './business-types/doceria';
export { offersCombo } from './business-types/food-truck';
export type { FoodTruckLocation, FoodTruckOptions, FoodTruckSelection } from './business-types/food-truck';
export { BURGER_EXTRA_PRICES_CENTS } from './business-types/hamburgueria';
export type { HamburgueriaOptions, HamburgueriaSelection } from './business-types/hamburgueria';
export { SNACK_EXTRA_DEFAULT_CENTS } from './business-types/lanchonete';
export type { LanchoneteOptions, LanchoneteSelection } from './business-types/lanchonete';
export type { MarmitariaOptions, MarmitariaSelection } from './business-types/marmitaria';
export type { PadariaOptions, PadariaSelection } from './business-types/padaria';
export type { PastelariaOptions, PastelariaSelection } from './business-types/pastelaria';
export { DEFAULT_MAX_PIZZA_FLAVORS, isHalfHalfActive } from './business-types/pizzaria';
export type { PizzariaOptions, PizzariaSelection } from './business-types/pizzaria';
export type { RestauranteOptions, RestauranteSelection } from './business-types/restaurante';
export { DEFAULT_MAX_ICE_CREAM_FLAVORS, isMixActive } from './business-types/sorveteria';
export type { SorveteriaOptions, SorveteriaSelection } from './business-types/sorveteria';
