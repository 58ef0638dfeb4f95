import { flavorsCounter, flavorsHint, setFlag, type FlagKey, type MultiGroupKey, type PizzariaOptions, type SelectionFor, type SorveteriaOptions } from '@comanda/shared/domain';
import { checkboxGroupProps, groupUsage, isMultipleChoice, radioGroupProps, type Panel } from './bindings';
import { FlagSwitch } from './flag-inputs';
import { OptionCheckboxGroup } from './option-checkbox-group';
import { OptionRadioGroup } from './option-radio-group';

type FlavorOptions = PizzariaOptions | SorveteriaOptions;

export type FlavorChoiceProps<O extends FlavorOptions> = {
  panel: Panel<O>;
  /** The switch that turns several flavours on (pizzeria 'Meio a Meio', ice cream 'Misturar sabores'). */
  flag: FlagKey<SelectionFor<O>>;
  switchLabel: string;
  /** The product offers the switch (allow_half_half / allow_mix). */
  allowed: boolean;
  /** Title of the single-flavour radio group. */
  singleTitle: string;
};

/**
 * Flavours of a pizza or an ice cream: one flavour (radio), or, with the switch on, several up to the
 * engine's limit with 'Selecionados: x/N' (checkboxes); the engine decides which mode is active.
 */
export function FlavorChoice<O extends FlavorOptions>({ panel, flag, switchLabel, allowed, singleTitle }: FlavorChoiceProps<O>) {
  const { options, selection, onChange } = panel;
  const group = 'selectedToppings' as MultiGroupKey<SelectionFor<O>>;
  const flavors = groupUsage(options, selection, group);
  return (
    <>
      {allowed && (
        <FlagSwitch label={switchLabel} checked={Boolean(selection[flag])} onChange={(on) => onChange(setFlag(options, selection, flag, on))} />
      )}
      {isMultipleChoice(options, selection, group) ? (
        <OptionCheckboxGroup
          title="Sabores"
          items={options.toppings}
          hint={flavors.max === null ? undefined : flavorsHint(flavors.max)}
          counter={flavors.max === null ? undefined : flavorsCounter(flavors.count, flavors.max)}
          {...checkboxGroupProps(panel, group)}
        />
      ) : (
        <OptionRadioGroup title={singleTitle} {...radioGroupProps(panel, group, options.toppings)} />
      )}
    </>
  );
}
