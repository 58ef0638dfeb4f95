import {
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
  toggleOption,
  type BusinessTypeSlug,
  type GroupKey,
  type MultiGroupKey,
  type NormalizedOption,
  type NormalizedProductOptions,
  type OptionsBySlug,
  type PriceResult,
  type Product,
  type SelectionBySlug,
  type SelectionFor,
} from '@comanda/shared/domain';
import type { CheckboxGroupBinding } from './option-checkbox-group';

/** Props of one business type's panel (the dispatcher narrows by options.businessType). */
export type PanelProps<K extends BusinessTypeSlug> = {
  product: Product;
  options: OptionsBySlug[K];
  selection: SelectionBySlug[K];
  onChange: (next: SelectionBySlug[K]) => void;
  pricing: PriceResult;
};

export type Panel<O extends NormalizedProductOptions> = {
  options: O;
  selection: SelectionFor<O>;
  onChange: (next: SelectionFor<O>) => void;
  pricing: PriceResult;
};

/**
 * Wires a checkbox group to the engine: ticking, limits, disabling and the stepper all come from
 * selection-ops, so no rule is decided here.
 */
export function bindCheckboxGroup<O extends NormalizedProductOptions>({ options, selection, onChange }: Panel<O>, group: MultiGroupKey<SelectionFor<O>>): CheckboxGroupBinding {
  return {
    isChecked: (option) => isSelected(selection, group, option),
    isDisabled: (option) => isOptionDisabled(options, selection, group, option),
    quantity: (option) => selectedQuantity(selection, group, option),
    hasStepper: hasQuantityStepper(options, group),
    canIncrement: (option) => canIncrement(options, selection, group, option),
    canDecrement: (option) => canDecrement(selection, group, option),
    onToggle: (option) => onChange(toggleOption(options, selection, group, option)),
    onIncrement: (option) => onChange(incrementOption(options, selection, group, option)),
    onDecrement: (option) => onChange(decrementOption(selection, group, option)),
  };
}

/** Props of an OptionCheckboxGroup for `group`: the engine binding and the group's violations. */
export function checkboxGroupProps<O extends NormalizedProductOptions>(panel: Panel<O>, group: MultiGroupKey<SelectionFor<O>>): { binding: CheckboxGroupBinding; errors: string[] } {
  return { binding: bindCheckboxGroup(panel, group), errors: violationsOf(panel.pricing, group) };
}

/** Props of an OptionRadioGroup: the chosen item (by the engine's isSelected) and selectSingle on change. */
export function radioGroupProps<O extends NormalizedProductOptions>(
  { options, selection, onChange, pricing }: Panel<O>,
  group: GroupKey<SelectionFor<O>>,
  items: readonly NormalizedOption[],
): { items: readonly NormalizedOption[]; value: string | null; onSelect: (option: NormalizedOption | null) => void; errors: string[] } {
  return {
    items,
    value: items.find((item) => isSelected(selection, group, item))?.id ?? null,
    onSelect: (option) => onChange(selectSingle(options, selection, group, option)),
    errors: violationsOf(pricing, group),
  };
}

export function isMultipleChoice<O extends NormalizedProductOptions>(options: O, selection: SelectionFor<O>, group: GroupKey<SelectionFor<O>>): boolean {
  return groupMode(options, selection, group) === 'multiple';
}

/** Copies chosen and the engine's current maximum of a checkbox group. */
export function groupUsage<O extends NormalizedProductOptions>(options: O, selection: SelectionFor<O>, group: MultiGroupKey<SelectionFor<O>>): { count: number; max: number | null } {
  return { count: groupCount(selection, group), max: groupLimit(options, selection, group) };
}

/** The engine's violation messages for one group. */
export function violationsOf(pricing: PriceResult, group: string): string[] {
  return pricing.violations.filter((violation) => violation.group === group).map((violation) => violation.message);
}
