import { PREP_MODE_LABELS, SAUSAGE_LABELS, SAVOURY_LABELS, SNACK_BREAD_LABELS, SNACK_SIZE_LABELS, SNACK_TYPE_LABELS, labelFor, dietaryLabelsOf } from '@comanda/shared/domain';
import { type PanelProps } from '../bindings';
import { listText, withUnit } from '../format';
import { InfoList, InfoSection } from '../info-section';
import { OptionGroups } from '../option-groups';
import { PanelStack } from '../panel-stack';

export function LanchonetePanel(props: PanelProps<'lanchonete'>) {
  const { options } = props;
  const type = options.tipo_lanche;
  return (
    <PanelStack>
      <InfoSection
        title="Sobre o Lanche"
        rows={[
          ['Tipo', labelFor(SNACK_TYPE_LABELS, type)],
          ['Tamanho', labelFor(SNACK_SIZE_LABELS, options.tamanho_lanche)],
          ['Modo de preparo', labelFor(PREP_MODE_LABELS, options.modo_preparo)],
          ['Pão', type === 'sanduiche' ? labelFor(SNACK_BREAD_LABELS, options.tipo_pao) : null],
          ['Salsicha', type === 'hot_dog' ? labelFor(SAUSAGE_LABELS, options.tipo_salsicha) : null],
          ['Salgado', type === 'salgado' ? labelFor(SAVOURY_LABELS, options.tipo_salgado) : null],
          ['Tempo de preparo', withUnit(options.tempo_preparo, 'min')],
        ]}
      />
      <InfoSection title="Ingredientes" text={listText(options.ingredientes)} />
      {options.acompanhamentos.length > 0 && (
        <InfoSection title="Acompanhamentos">
          <InfoList items={options.acompanhamentos} />
        </InfoSection>
      )}
      <OptionGroups panel={props} />
      <InfoSection
        title="Informações Nutricionais"
        rows={[
          ['Calorias', withUnit(options.calorias, 'kcal')],
          ['Alérgenos', listText(options.alergenos)],
        ]}
        badges={dietaryLabelsOf(options)}
        badgesLabel="Informações dietéticas"
      />
    </PanelStack>
  );
}
