import { BURGER_BREAD_LABELS, BURGER_MEAT_TYPE_LABELS, BURGER_SIZE_LABELS, SPICY_LEVEL_LABELS, labelFor, dietaryLabelsOf } from '@comanda/shared/domain';
import { type PanelProps } from '../bindings';
import { listText, withUnit } from '../format';
import { InfoSection } from '../info-section';
import { OptionGroups } from '../option-groups';
import { PanelStack } from '../panel-stack';

export function HamburgueriaPanel(props: PanelProps<'hamburgueria'>) {
  const { options } = props;
  const houseSpicy = labelFor(SPICY_LEVEL_LABELS, options.nivel_picante);
  return (
    <PanelStack>
      <InfoSection
        title="Sobre o Hambúrguer"
        rows={[
          ['Tipo de carne', labelFor(BURGER_MEAT_TYPE_LABELS, options.tipo_carne)],
          ['Peso', withUnit(options.peso_hamburguer, 'g')],
          ['Tamanho', labelFor(BURGER_SIZE_LABELS, options.tamanho)],
        ]}
      />
      <InfoSection title="Tipo de Pão" rows={[['Pão', labelFor(BURGER_BREAD_LABELS, options.tipo_pao)]]} />
      <OptionGroups panel={props} hints={{ spicyLevel: houseSpicy === '' ? undefined : `Padrão da casa: ${houseSpicy}` }} />
      <InfoSection
        title="Informações Nutricionais"
        rows={[
          ['Ingredientes', listText(options.ingredientes)],
          ['Calorias', withUnit(options.calorias, 'kcal')],
          ['Alérgenos', listText(options.alergenos)],
          ['Dicas de consumo', options.dicas_consumo],
          ['Harmonização', options.harmonizacao],
        ]}
        badges={dietaryLabelsOf(options)}
        badgesLabel="Informações dietéticas"
      />
      <InfoSection title="Tempo de Preparo" rows={[['Tempo estimado', withUnit(options.tempo_preparo, 'min')]]} />
    </PanelStack>
  );
}
