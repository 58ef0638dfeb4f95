import {
  setFlag,
  type FlagKey,
  type MultiGroupKey,
  type NormalizedOption,
  type NormalizedProductOptions,
  type OptionGroupDescriptor,
  type SelectionFor,
} from '@comanda/shared/domain';
import { checkboxGroupProps, groupUsage, isMultipleChoice, radioGroupProps, type Panel } from './bindings';
import { FlagSwitch } from './flag-inputs';
import { limitTexts } from './group-limit';
import { OptionCheckboxGroup } from './option-checkbox-group';
import { OptionRadioGroup } from './option-radio-group';

export type FlavorChoiceProps<O extends NormalizedProductOptions> = {
  panel: Panel<O>;
  /** A flavour group of the descriptor (pizza flavours with 'Meio a Meio', ice-cream flavours with mixing). */
  group: OptionGroupDescriptor;
  items: readonly NormalizedOption[];
};

/**
 * One flavour (radio), or, with the switch on, several up to the engine's limit with
 * 'Selecionados: x/N' (checkboxes); the engine decides which mode is active.
 */
export function FlavorChoice<O extends NormalizedProductOptions>({ panel, group, items }: FlavorChoiceProps<O>) {
  const { options, selection, onChange } = panel;
  const key = group.selectionKey as MultiGroupKey<SelectionFor<O>>;
  const flavorSwitch = group.flavorSwitch;
  const allowed = flavorSwitch !== undefined && (options as unknown as Record<string, unknown>)[flavorSwitch.allowedBy] === true;
  const flag = flavorSwitch?.selectionKey as FlagKey<SelectionFor<O>>;
  const flavors = groupUsage(options, selection, key);
  const limit = flavors.max === null ? null : limitTexts(group.limit?.noun ?? 'sabores', flavors.count, flavors.max);
  return (
    <>
      {allowed && flavorSwitch !== undefined && (
        <FlagSwitch label={flavorSwitch.label} checked={Boolean(selection[flag])} onChange={(on) => onChange(setFlag(options, selection, flag, on))} />
      )}
      {isMultipleChoice(options, selection, key) ? (
        <OptionCheckboxGroup
          title={group.multipleTitle ?? group.title}
          items={items}
          hint={limit?.hint}
          counter={limit?.counter}
          {...checkboxGroupProps(panel, key)}
        />
      ) : (
        <OptionRadioGroup title={group.title} {...radioGroupProps(panel, key, items)} />
      )}
    </>
  );
}
