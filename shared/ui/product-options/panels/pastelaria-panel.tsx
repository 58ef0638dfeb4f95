import { dietaryLabelsOf } from '@comanda/shared/domain';
import { checkboxGroupProps, radioGroupProps, type PanelProps } from '../bindings';
import { listText, money, withUnit } from '../format';
import { InfoSection } from '../info-section';
import { OptionCheckboxGroup } from '../option-checkbox-group';
import { OptionRadioGroup } from '../option-radio-group';
import { PanelStack } from '../panel-stack';

export function PastelariaPanel(props: PanelProps<'pastelaria'>) {
  const { options } = props;
  return (
    <PanelStack>
      <InfoSection
        title="Sobre o Pastel"
        rows={[
          ['Massa', options.dough_type],
          ['Modo de preparo', options.cooking_method],
          ['Categoria do recheio', options.filling_category],
          ['Ingredientes', listText(options.ingredients)],
          ['Tempo de preparo', withUnit(options.preparation_time, 'min')],
        ]}
      />
      {options.has_combo && <InfoSection title="Combo" text={options.combo_description} rows={[['Preço do combo', money(options.combo_price_cents)]]} />}
      <OptionRadioGroup title="Tamanho" priceStyle="replaces" {...radioGroupProps(props, 'selectedSize', options.sizes)} />
      <OptionCheckboxGroup title="Recheios" items={options.fillings} {...checkboxGroupProps(props, 'selectedFillings')} />
      <OptionCheckboxGroup title="Acompanhamentos" items={options.sides} {...checkboxGroupProps(props, 'selectedSides')} />
      <InfoSection
        title="Informações Nutricionais"
        rows={[['Alérgenos', listText(options.allergens)]]}
        badges={dietaryLabelsOf(options)}
        badgesLabel="Informações dietéticas"
      />
    </PanelStack>
  );
}
