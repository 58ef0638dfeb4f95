import { AVAILABLE_PERIOD_LABELS, labelFor, setText, dietaryLabelsOf } from '@comanda/shared/domain';
import type { PanelProps } from '../bindings';
import { counted, listText, money, withUnit } from '../format';
import { InfoSection } from '../info-section';
import { ObservationsField } from '../observations-field';
import { OptionGroups } from '../option-groups';
import { PanelStack } from '../panel-stack';

export function RestaurantePanel(props: PanelProps<'restaurante'>) {
  const { options, selection, onChange } = props;
  return (
    <PanelStack>
      <InfoSection
        title="Sobre o Prato"
        rows={[
          ['Culinária', options.cuisine_type],
          ['Proteína', options.protein_type],
        ]}
      />
      <OptionGroups panel={props} />
      <InfoSection title="Tempo de Preparo" rows={[['Tempo estimado', withUnit(options.preparation_time, 'min')]]} />
      <InfoSection
        title="Informações Nutricionais"
        rows={[
          ['Calorias', withUnit(options.calories, 'kcal')],
          ['Alérgenos', listText(options.allergens)],
        ]}
        badges={dietaryLabelsOf(options)}
        badgesLabel="Informações dietéticas"
      />
      <InfoSection title="Recomendação do Chef" text={options.chef_recommendations} />
      <InfoSection title="Porção" rows={[['Serve', options.serving_size]]} />
      <InfoSection
        title="Disponibilidade"
        badges={options.available_periods.map((period) => labelFor(AVAILABLE_PERIOD_LABELS, period))}
        badgesTone="neutral"
      />
      {options.available_for_events && (
        <InfoSection
          title="Eventos"
          text="Disponível para eventos."
          rows={[
            ['Mínimo de pessoas', counted(options.event_min_people, 'pessoa', 'pessoas')],
            ['Preço por pessoa', money(options.event_price_per_person_cents)],
          ]}
        />
      )}
      {options.allow_observations && <ObservationsField value={selection.observations} onChange={(text) => onChange(setText(selection, 'observations', text))} />}
    </PanelStack>
  );
}
