import { FLAVOR_CATEGORY_LABELS, FLAVOR_INTENSITY_LABELS, ICE_CREAM_CONSISTENCY_LABELS, ICE_CREAM_TYPE_LABELS, dietaryLabelsOf, labelFor, setText } from '@comanda/shared/domain';
import type { PanelProps } from '../bindings';
import { listText, withUnit } from '../format';
import { InfoSection } from '../info-section';
import { ObservationsField } from '../observations-field';
import { OptionGroups } from '../option-groups';
import { PanelStack } from '../panel-stack';

export function SorveteriaPanel(props: PanelProps<'sorveteria'>) {
  const { options, selection, onChange } = props;
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
      <OptionGroups panel={props} />
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
