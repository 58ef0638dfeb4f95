import { dietaryLabelsOf } from '@comanda/shared/domain';
import { type PanelProps } from '../bindings';
import { listText, money, withUnit } from '../format';
import { InfoSection } from '../info-section';
import { OptionGroups } from '../option-groups';
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
      <OptionGroups panel={props} />
      <InfoSection
        title="Informações Nutricionais"
        rows={[['Alérgenos', listText(options.allergens)]]}
        badges={dietaryLabelsOf(options)}
        badgesLabel="Informações dietéticas"
      />
    </PanelStack>
  );
}
