import { COFFEE_BREWING_LABELS, COFFEE_GRIND_LABELS, COFFEE_ORIGIN_LABELS, COFFEE_ROAST_LABELS, COFFEE_TYPE_LABELS, labelFor, dietaryLabelsOf } from '@comanda/shared/domain';
import { type PanelProps } from '../bindings';
import { withUnit } from '../format';
import { InfoSection } from '../info-section';
import { OptionGroups } from '../option-groups';
import { PanelStack } from '../panel-stack';

export function CafeteriaPanel(props: PanelProps<'cafeteria'>) {
  const { options } = props;
  return (
    <PanelStack>
      <InfoSection
        title="Sobre o Café"
        rows={[
          ['Tipo', labelFor(COFFEE_TYPE_LABELS, options.coffee_type)],
          ['Origem', labelFor(COFFEE_ORIGIN_LABELS, options.coffee_origin)],
          ['Torra', labelFor(COFFEE_ROAST_LABELS, options.roast_level)],
          ['Moagem', labelFor(COFFEE_GRIND_LABELS, options.grinding_level)],
          ['Método de preparo', labelFor(COFFEE_BREWING_LABELS, options.brewing_method)],
        ]}
      />
      <OptionGroups panel={props} />
      <InfoSection
        title="Informações Nutricionais e Dietéticas"
        rows={[['Calorias', withUnit(options.calories, 'kcal')]]}
        badges={dietaryLabelsOf(options)}
        badgesLabel="Informações dietéticas"
      />
    </PanelStack>
  );
}
