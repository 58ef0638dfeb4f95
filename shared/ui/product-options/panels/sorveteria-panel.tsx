import {
  FLAVOR_CATEGORY_LABELS,
  FLAVOR_INTENSITY_LABELS,
  ICE_CREAM_CONSISTENCY_LABELS,
  ICE_CREAM_TYPE_LABELS,
  flavorsCounter,
  flavorsHint,
  labelFor,
  setFlag,
  setText, dietaryLabelsOf } from '@comanda/shared/domain';
import { checkboxGroupProps, groupUsage, isMultipleChoice, radioGroupProps, type PanelProps } from '../bindings';
import { FlagSwitch } from '../flag-inputs';
import { listText, withUnit } from '../format';
import { InfoSection } from '../info-section';
import { ObservationsField } from '../observations-field';
import { OptionCheckboxGroup } from '../option-checkbox-group';
import { OptionRadioGroup } from '../option-radio-group';
import { PanelStack } from '../panel-stack';

export function SorveteriaPanel(props: PanelProps<'sorveteria'>) {
  const { options, selection, onChange } = props;
  const mixing = isMultipleChoice(options, selection, 'selectedToppings');
  const flavors = groupUsage(options, selection, 'selectedToppings');
  const toppings = groupUsage(options, selection, 'selectedIceCreamToppings');
  return (
    <PanelStack>
      <InfoSection
        title="Sobre o Sorvete"
        rows={[
          ['Tipo', labelFor(ICE_CREAM_TYPE_LABELS, options.ice_cream_type)],
          ['Consistência', labelFor(ICE_CREAM_CONSISTENCY_LABELS, options.consistency)],
          ['Intensidade do sabor', labelFor(FLAVOR_INTENSITY_LABELS, options.flavor_intensity)],
          ['Categoria', labelFor(FLAVOR_CATEGORY_LABELS, options.flavor_category)],
          ['Sazonal', options.is_seasonal ? (options.seasonal_period ?? 'Sim') : null],
        ]}
      />
      <OptionRadioGroup title="Tamanho" priceStyle="replaces" {...radioGroupProps(props, 'selectedSize', options.sizes)} />
      {options.allow_mix && (
        <FlagSwitch label="Misturar sabores" checked={selection.mixFlavorsEnabled} onChange={(on) => onChange(setFlag(options, selection, 'mixFlavorsEnabled', on))} />
      )}
      {mixing ? (
        <OptionCheckboxGroup
          title="Sabores"
          items={options.toppings}
          hint={flavors.max === null ? undefined : flavorsHint(flavors.max)}
          counter={flavors.max === null ? undefined : flavorsCounter(flavors.count, flavors.max)}
          {...checkboxGroupProps(props, 'selectedToppings')}
        />
      ) : (
        <OptionRadioGroup title="Sabores" {...radioGroupProps(props, 'selectedToppings', options.toppings)} />
      )}
      <OptionCheckboxGroup
        title="Coberturas"
        items={options.ice_cream_toppings}
        hint={toppings.max === null ? undefined : `Você pode escolher até ${toppings.max} coberturas.`}
        counter={toppings.max === null ? undefined : flavorsCounter(toppings.count, toppings.max)}
        {...checkboxGroupProps(props, 'selectedIceCreamToppings')}
      />
      <OptionCheckboxGroup title="Complementos" items={options.complements} {...checkboxGroupProps(props, 'selectedComplements')} />
      <OptionRadioGroup title="Recipiente" {...radioGroupProps(props, 'selectedContainer', options.containers)} />
      <InfoSection
        title="Informações Nutricionais"
        rows={[
          ['Calorias por bola', withUnit(options.calories_per_scoop, 'kcal')],
          ['Alérgenos', listText(options.allergens)],
        ]}
        badges={dietaryLabelsOf(options)}
        badgesLabel="Informações dietéticas"
      />
      <InfoSection
        title="Recomendações"
        rows={[
          ['Combinações', listText(options.recommended_combinations)],
          ['Ideal para aniversários', options.for_birthday ? 'Sim' : null],
          ['Aceita decoração', options.allow_decoration ? 'Sim' : null],
        ]}
      />
      <ObservationsField value={selection.observations} onChange={(text) => onChange(setText(selection, 'observations', text))} />
    </PanelStack>
  );
}
