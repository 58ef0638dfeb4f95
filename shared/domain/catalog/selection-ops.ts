import { showsCustomization } from './business-types/doceria';
import { offersCombo } from './business-types/food-truck';
import { DEFAULT_QUANTITY_LIMITS } from '../orders/quantity-limits';
import type { NormalizedOption, SelectedOption } from './option';
import { specOf, type ErasedSpec, type NormalizedProductOptions, type SelectionFor } from './registry';
import type { GroupSpec } from './spec';

/**
 * Pure, immutable operations of the option panels. Every function takes the normalised options
 * first (they carry the business type and the limits) and returns a new selection; an operation
 * that the rules forbid returns the selection unchanged.
 */

type AnyRecord = Record<string, unknown>;
type KeysMatching<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;

/** Checkbox groups of a selection (including the flavour groups). */
export type MultiGroupKey<S> = KeysMatching<S, SelectedOption[]>;
/** Single-choice groups (size, ice, cooking point, edge, container, meat point, spicy level). */
export type SingleGroupKey<S> = KeysMatching<S, NormalizedOption | null>;
export type FlagKey<S> = KeysMatching<S, boolean>;
export type TextKey<S> = KeysMatching<S, string>;
export type GroupKey<S> = MultiGroupKey<S> | SingleGroupKey<S>;

type Context = { spec: ErasedSpec; options: AnyRecord; selection: AnyRecord; group: GroupSpec<AnyRecord, AnyRecord> | undefined };

function context(options: NormalizedProductOptions, selection: object, key: string): Context {
  const spec = specOf(options.businessType);
  return { spec, options: options as unknown as AnyRecord, selection: selection as AnyRecord, group: spec.groups.find((g) => g.key === key) };
}

function listOf(selection: AnyRecord, key: string): SelectedOption[] {
  const value = selection[key];
  return Array.isArray(value) ? (value as SelectedOption[]) : [];
}

function isMultipleNow({ options, selection, group }: Context): boolean {
  if (group === undefined) return false;
  if (group.kind === 'flavor') return group.multiple?.(options, selection) ?? false;
  return group.kind === 'counted' || group.kind === 'unit';
}

const countOf = (list: readonly SelectedOption[]): number => list.reduce((sum, item) => sum + item.quantity, 0);

function limitOf({ options, selection, group }: Context): number | null {
  return group?.max?.(options, selection) ?? null;
}

const withKey = <S>(selection: S, key: string, value: unknown): S => ({ ...selection, [key]: value });

/** 'single' for radios (sizes, single-flavour modes…), 'multiple' for checkbox lists. */
export function groupMode<O extends NormalizedProductOptions>(options: O, selection: SelectionFor<O>, group: GroupKey<SelectionFor<O>>): 'single' | 'multiple' {
  return isMultipleNow(context(options, selection, group)) ? 'multiple' : 'single';
}

/** Whether ticked items of the group show the plus/minus stepper (flavours and ice-cream toppings do not). */
export function hasQuantityStepper<O extends NormalizedProductOptions>(options: O, group: GroupKey<SelectionFor<O>>): boolean {
  return specOf(options.businessType).groups.find((g) => g.key === group)?.kind === 'counted';
}

/** The group's current maximum (copies), or null when unlimited. */
export function groupLimit<O extends NormalizedProductOptions>(options: O, selection: SelectionFor<O>, group: MultiGroupKey<SelectionFor<O>>): number | null {
  return limitOf(context(options, selection, group));
}

/** Copies chosen in a checkbox group. */
export function groupCount<S extends object>(selection: S, group: MultiGroupKey<S>): number {
  return countOf(listOf(selection as AnyRecord, group));
}

export function isSelected<S extends object>(selection: S, group: GroupKey<S>, option: Pick<NormalizedOption, 'id'>): boolean {
  const value = (selection as AnyRecord)[group];
  if (Array.isArray(value)) return (value as SelectedOption[]).some((item) => item.id === option.id);
  return value !== null && typeof value === 'object' && (value as NormalizedOption).id === option.id;
}

export function selectedQuantity<S extends object>(selection: S, group: MultiGroupKey<S>, option: Pick<NormalizedOption, 'id'>): number {
  return listOf(selection as AnyRecord, group).find((item) => item.id === option.id)?.quantity ?? 0;
}

/** An unticked item of a multi-choice group at its limit is disabled (ticked ones can always be unticked). */
export function isOptionDisabled<O extends NormalizedProductOptions>(options: O, selection: SelectionFor<O>, group: GroupKey<SelectionFor<O>>, option: Pick<NormalizedOption, 'id'>): boolean {
  const ctx = context(options, selection, group);
  if (!isMultipleNow(ctx) || isSelected(selection, group, option)) return false;
  const max = limitOf(ctx);
  return max !== null && countOf(listOf(ctx.selection, group)) >= max;
}

const strip = (option: NormalizedOption): NormalizedOption => {
  const { id, name, priceCents, description } = option;
  return description === undefined ? { id, name, priceCents } : { id, name, priceCents, description };
};

/**
 * Checkbox tick/untick: ticking adds one copy (unless the item is disabled), unticking removes the
 * item. In a single-choice flavour mode it behaves as a radio (the flavour replaces the previous one).
 */
export function toggleOption<O extends NormalizedProductOptions>(options: O, selection: SelectionFor<O>, group: MultiGroupKey<SelectionFor<O>>, option: NormalizedOption): SelectionFor<O> {
  const ctx = context(options, selection, group);
  if (ctx.group === undefined || ctx.group.kind === 'size' || ctx.group.kind === 'single') return selection;
  const list = listOf(ctx.selection, group);
  if (!isMultipleNow(ctx)) {
    if (list.length === 1 && list[0]?.id === option.id) return selection;
    return withKey(selection, group, [{ ...strip(option), quantity: 1 }]);
  }
  if (list.some((item) => item.id === option.id)) return withKey(selection, group, list.filter((item) => item.id !== option.id));
  if (isOptionDisabled(options, selection, group, option)) return selection;
  return withKey(selection, group, [...list, { ...strip(option), quantity: 1 }]);
}

/**
 * Plus is offered on ticked items of stepper groups while the group's limit is not reached, and below
 * the copies of one option an order may carry (`maxCopies`, the API's limit).
 */
export function canIncrement<O extends NormalizedProductOptions>(
  options: O,
  selection: SelectionFor<O>,
  group: MultiGroupKey<SelectionFor<O>>,
  option: Pick<NormalizedOption, 'id'>,
  maxCopies: number = DEFAULT_QUANTITY_LIMITS.optionCopies,
): boolean {
  const ctx = context(options, selection, group);
  if (ctx.group?.kind !== 'counted' || !isSelected(selection, group, option)) return false;
  if (selectedQuantity(selection, group, option) >= maxCopies) return false;
  const max = limitOf(ctx);
  return max === null || countOf(listOf(ctx.selection, group)) < max;
}

/** Minus is disabled at one copy: removal is only by unticking. */
export function canDecrement<S extends object>(selection: S, group: MultiGroupKey<S>, option: Pick<NormalizedOption, 'id'>): boolean {
  return selectedQuantity(selection, group, option) > 1;
}

const changeQuantity = <S>(selection: S, group: string, id: string, delta: number): S =>
  withKey(
    selection,
    group,
    listOf(selection as AnyRecord, group).map((item) => (item.id === id ? { ...item, quantity: item.quantity + delta } : item)),
  );

export function incrementOption<O extends NormalizedProductOptions>(
  options: O,
  selection: SelectionFor<O>,
  group: MultiGroupKey<SelectionFor<O>>,
  option: Pick<NormalizedOption, 'id'>,
  maxCopies: number = DEFAULT_QUANTITY_LIMITS.optionCopies,
): SelectionFor<O> {
  return canIncrement(options, selection, group, option, maxCopies) ? changeQuantity(selection, group, option.id, 1) : selection;
}

export function decrementOption<S extends object>(selection: S, group: MultiGroupKey<S>, option: Pick<NormalizedOption, 'id'>): S {
  return canDecrement(selection, group, option) ? changeQuantity(selection, group, option.id, -1) : selection;
}

/**
 * Radio choice: single groups take the option (null = none, e.g. "sem borda"); a flavour group in
 * single mode takes [option]. Sizes cannot be cleared while the product has sizes.
 */
export function selectSingle<O extends NormalizedProductOptions>(options: O, selection: SelectionFor<O>, group: GroupKey<SelectionFor<O>>, option: NormalizedOption | null): SelectionFor<O> {
  const ctx = context(options, selection, group);
  if (ctx.group === undefined) return selection;
  switch (ctx.group.kind) {
    case 'size':
      return option === null && ctx.group.options(ctx.options).length > 0 ? selection : withKey(selection, group, option && strip(option));
    case 'single':
      return withKey(selection, group, option && strip(option));
    case 'flavor':
      if (isMultipleNow(ctx)) return selection;
      return withKey(selection, group, option === null ? [] : [{ ...strip(option), quantity: 1 }]);
    default:
      return selection;
  }
}

/** Keeps the first chosen flavour when a multi-flavour mode is switched off. */
function keepOneFlavor(spec: ErasedSpec, selection: AnyRecord): AnyRecord {
  const next = { ...selection };
  for (const group of spec.groups) if (group.kind === 'flavor') next[group.key] = listOf(selection, group.key).slice(0, 1);
  return next;
}

/**
 * Sets a boolean of the selection. halfHalfEnabled, mixFlavorsEnabled and comboSelected can only be
 * turned on when the product allows it; turning half-half or mix off keeps at most one flavour;
 * addCustomization needs the customisation section.
 */
export function setFlag<O extends NormalizedProductOptions>(options: O, selection: SelectionFor<O>, key: FlagKey<SelectionFor<O>>, value: boolean): SelectionFor<O> {
  const raw = options as unknown as AnyRecord;
  if (value) {
    const allowed =
      (key === 'halfHalfEnabled' && raw.allow_half_half === true) ||
      (key === 'mixFlavorsEnabled' && raw.allow_mix === true) ||
      (key === 'comboSelected' && options.businessType === 'food-truck' && offersCombo(options)) ||
      (key === 'addCustomization' && options.businessType === 'doceria' && showsCustomization(options)) ||
      (key === 'addGiftPackaging' && raw.has_gift_packaging === true) ||
      (key === 'addGiftCard' && raw.has_gift_card === true);
    return allowed ? withKey(selection, key, true) : selection;
  }
  const next = withKey(selection as AnyRecord, key, false);
  if (key === 'halfHalfEnabled' || key === 'mixFlavorsEnabled') return keepOneFlavor(specOf(options.businessType), next) as SelectionFor<O>;
  return next as SelectionFor<O>;
}

export function setText<S extends object>(selection: S, key: TextKey<S>, value: string): S {
  return withKey(selection, key, value);
}

const toggleFlag =
  <K extends string>(key: K) =>
  <O extends NormalizedProductOptions>(options: O, selection: SelectionFor<O> & Record<K, boolean>): SelectionFor<O> =>
    setFlag(options, selection, key as unknown as FlagKey<SelectionFor<O>>, !selection[key]);

/** Pizzeria "Meio a meio". */
export const toggleHalfHalf = toggleFlag('halfHalfEnabled');
/** Ice-cream "misturar sabores". */
export const toggleMixFlavors = toggleFlag('mixFlavorsEnabled');
/** Food-truck 'Adicionar Combo' / 'Combo Selecionado'. */
export const toggleCombo = toggleFlag('comboSelected');
