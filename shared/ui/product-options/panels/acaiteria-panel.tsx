import { dietaryLabelsOf } from '@comanda/shared/domain';
import { checkboxGroupProps, radioGroupProps, type PanelProps } from '../bindings';
import { listText, withUnit } from '../format';
import { InfoSection } from '../info-section';
import { OptionCheckboxGroup } from '../option-checkbox-group';
import { OptionRadioGroup } from '../option-radio-group';
import { PanelStack } from '../panel-stack';

export function AcaiteriaPanel(props: PanelProps<'acaiteria'>) {
  const { options } = props;
  return (
    <PanelStack>
      <InfoSection
        title="Sobre o Açaí"
        rows={[
          ['Tipo', options.acai_type],
          ['Consistência', options.consistency],
        ]}
      />
      {options.has_preset_combination && <InfoSection title="Combinação Pronta" text={options.combination_description} />}
      <OptionRadioGroup title="Tamanho" priceStyle="replaces" {...radioGroupProps(props, 'selectedSize', options.sizes)} />
      <OptionCheckboxGroup title="Frutas" items={options.fruits} {...checkboxGroupProps(props, 'selectedFruits')} />
      <OptionCheckboxGroup title="Coberturas" items={options.toppings} {...checkboxGroupProps(props, 'selectedToppings')} />
      <OptionCheckboxGroup title="Complementos" items={options.complements} {...checkboxGroupProps(props, 'selectedComplements')} />
      <OptionCheckboxGroup title="Adicionais Especiais" items={options.special_addons} {...checkboxGroupProps(props, 'selectedSpecialAddons')} />
      <InfoSection
        title="Informações Nutricionais e Dietéticas"
        rows={[
          ['Calorias', withUnit(options.calories, 'kcal')],
          ['Alérgenos', listText(options.allergens)],
        ]}
        badges={dietaryLabelsOf(options)}
        badgesLabel="Informações dietéticas"
      />
    </PanelStack>
  );
}
