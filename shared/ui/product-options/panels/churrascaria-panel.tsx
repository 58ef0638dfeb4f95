import { CHURRASCARIA_COOKING_METHOD_LABELS, labelFor, dietaryLabelsOf } from '@comanda/shared/domain';
import { type PanelProps } from '../bindings';
import { listText, money, withUnit } from '../format';
import { InfoSection } from '../info-section';
import { OptionGroups } from '../option-groups';
import { PanelStack } from '../panel-stack';

export function ChurrascariaPanel(props: PanelProps<'churrascaria'>) {
  const { options } = props;
  return (
    <PanelStack>
      <InfoSection
        title="Sobre a Carne"
        rows={[
          ['Tipo de carne', options.meat_type],
          ['Categoria do corte', options.meat_cut_category],
          ['Corte', options.meat_cut_type],
          ['Preparo', options.preparation],
          ['Método de preparo', labelFor(CHURRASCARIA_COOKING_METHOD_LABELS, options.cooking_method)],
          ['Peso', withUnit(options.weight, 'g')],
          ['Tempo de preparo', withUnit(options.preparation_time, 'min')],
        ]}
      />
      {options.has_rodizio && (
        <InfoSection title="Rodízio" text={options.rodizio_description ?? 'Disponível no rodízio.'} rows={[['Preço do rodízio', money(options.rodizio_price_cents)]]} />
      )}
      {options.has_preset_combination && <InfoSection title="Combinação Pronta" text={options.combination_description} />}
      <OptionGroups panel={props} />
      <InfoSection
        title="Informações Nutricionais"
        rows={[
          ['Calorias', withUnit(options.calories, 'kcal')],
          ['Proteínas', withUnit(options.protein, 'g')],
          ['Alérgenos', listText(options.allergens)],
        ]}
        badges={dietaryLabelsOf(options)}
        badgesLabel="Informações dietéticas"
      />
    </PanelStack>
  );
}
