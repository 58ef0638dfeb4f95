import { DELIVERY_FREQUENCY_LABELS, MEAL_TYPE_LABELS, formatBRL, labelFor, dietaryLabelsOf } from '@comanda/shared/domain';
import { type PanelProps } from '../bindings';
import { listText, withUnit } from '../format';
import { InfoSection } from '../info-section';
import { OptionGroups } from '../option-groups';
import { PanelStack } from '../panel-stack';

export function MarmitariaPanel(props: PanelProps<'marmitaria'>) {
  const { options } = props;
  const monthly = options.subscription_price_cents;
  return (
    <PanelStack>
      <InfoSection title="Sobre a Refeição" rows={[['Tipo de refeição', labelFor(MEAL_TYPE_LABELS, options.meal_type)]]} />
      {options.has_subscription && (
        <InfoSection
          title="Plano de Assinatura"
          text={options.subscription_description ?? 'Disponível por assinatura.'}
          rows={[
            ['Preço', monthly === null ? null : `${formatBRL(monthly)}/mês`],
            ['Frequência de entrega', labelFor(DELIVERY_FREQUENCY_LABELS, options.delivery_frequency)],
          ]}
        />
      )}
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
    </PanelStack>
  );
}
