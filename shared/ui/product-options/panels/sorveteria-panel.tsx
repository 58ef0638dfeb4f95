import {
  FLAVOR_CATEGORY_LABELS,
  FLAVOR_INTENSITY_LABELS,
  ICE_CREAM_CONSISTENCY_LABELS,
  ICE_CREAM_TYPE_LABELS,
  dietaryLabelsOf,
  flavorsCounter,
  labelFor,
  setText,
} from '@comanda/shared/domain';
import { checkboxGroupProps, groupUsage, radioGroupProps, type PanelProps } from '../bindings';
import { FlavorChoice } from '../flavor-choice';
import { listText, withUnit } from '../format';
import { InfoSection } from '../info-section';
import { ObservationsField } from '../observations-field';
import { OptionCheckboxGroup } from '../option-checkbox-group';
import { OptionRadioGroup } from '../option-radio-group';
import { PanelStack } from '../panel-stack';

export function SorveteriaPanel(props: PanelProps<'sorveteria'>) {
  const { options, selection, onChange } = props;
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
      <FlavorChoice panel={props} flag="mixFlavorsEnabled" switchLabel="Misturar sabores" allowed={options.allow_mix} singleTitle="Sabores" />
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
