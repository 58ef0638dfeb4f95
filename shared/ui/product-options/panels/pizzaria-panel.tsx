import { PIZZA_COOKING_METHOD_LABELS, dietaryLabelsOf, labelFor, setText } from '@comanda/shared/domain';
import { type PanelProps } from '../bindings';
import { listText, money, withUnit } from '../format';
import { InfoSection } from '../info-section';
import { ObservationsField } from '../observations-field';
import { OptionGroups } from '../option-groups';
import { PanelStack } from '../panel-stack';

const PROMO_DAYS = [
  ['promo_monday', 'Segunda-feira'],
  ['promo_tuesday', 'Terça-feira'],
  ['promo_wednesday', 'Quarta-feira'],
  ['promo_thursday', 'Quinta-feira'],
  ['promo_friday', 'Sexta-feira'],
  ['promo_saturday', 'Sábado'],
  ['promo_sunday', 'Domingo'],
] as const;

export function PizzariaPanel(props: PanelProps<'pizzaria'>) {
  const { options, selection, onChange } = props;
  const deliveryMethods = [
    options.delivery_available && 'Delivery',
    options.takeout_available && 'Retirada',
    options.dine_in_available && 'Consumo no Local',
  ].filter((label): label is string => typeof label === 'string');
  return (
    <PanelStack>
      <InfoSection
        title="Sobre a Pizza"
        rows={[
          ['Tipo', options.pizza_type],
          ['Massa', options.dough_type],
          ['Ingredientes', listText(options.base_ingredients)],
        ]}
      />
      <OptionGroups panel={props} />
      <InfoSection
        title="Informações Nutricionais"
        rows={[
          ['Calorias', withUnit(options.calories, 'kcal')],
          ['Alérgenos', listText(options.allergens)],
        ]}
        badges={dietaryLabelsOf(options)}
        badgesLabel="Informações dietéticas"
      />
      <InfoSection
        title="Informações de Preparo"
        rows={[
          ['Forno', labelFor(PIZZA_COOKING_METHOD_LABELS, options.cooking_method)],
          ['Tempo de preparo', withUnit(options.cooking_time, 'min')],
        ]}
      />
      <InfoSection
        title="Formas de Entrega"
        rows={[['Pedido mínimo', money(options.min_order_value_cents)]]}
        badges={deliveryMethods}
        badgesTone="neutral"
      />
      <InfoSection
        title="Recomendações"
        rows={[
          ['Harmoniza com', listText(options.recommended_pairings)],
          ['Sugestões de combo', listText(options.combo_suggestions)],
        ]}
      />
      {options.allow_observations && <ObservationsField value={selection.observations} onChange={(text) => onChange(setText(selection, 'observations', text))} />}
      <InfoSection title="Dias de Promoção" badges={PROMO_DAYS.filter(([key]) => options[key]).map(([, label]) => label)} badgesTone="neutral" />
    </PanelStack>
  );
}
