import { dietaryLabelsOf } from '@comanda/shared/domain';
import { type PanelProps } from '../bindings';
import { listText, withUnit } from '../format';
import { InfoSection } from '../info-section';
import { OptionGroups } from '../option-groups';
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
      <OptionGroups panel={props} />
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
