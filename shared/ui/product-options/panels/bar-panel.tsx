import { DRINK_TYPE_LABELS, labelFor, showsAlcoholBlock } from '@comanda/shared/domain';
import { type PanelProps } from '../bindings';
import { counted, listText, withUnit } from '../format';
import { InfoSection } from '../info-section';
import { OptionGroups } from '../option-groups';
import { PanelStack } from '../panel-stack';

const present = (values: readonly (string | null)[]): string[] => values.filter((value): value is string => value !== null && value !== '');

export function BarPanel(props: PanelProps<'bar'>) {
  const { options } = props;
  const caffeine = withUnit(options.conteudo_cafeina, 'mg');
  // A cola's caffeine is shown with the drink; the coffee block is for coffee drinks only.
  const isCoffee = options.tipo_bebida === 'cafe' || options.tipo_cafe !== null || options.intensidade_cafe !== null;
  return (
    <PanelStack>
      <InfoSection
        title="Sobre a Bebida"
        badges={present([
          labelFor(DRINK_TYPE_LABELS, options.tipo_bebida),
          options.marca,
          withUnit(options.volume, 'ml'),
          options.pais_origem,
          options.temperatura_servico && `Servir: ${options.temperatura_servico}`,
        ])}
        badgesTone="neutral"
        rows={[['Cafeína', isCoffee ? null : caffeine]]}
      />
      {showsAlcoholBlock(options) && (
        <InfoSection
          title="Informações Alcoólicas"
          text="Bebida alcoólica. Venda proibida para menores de 18 anos."
          rows={[
            ['Teor alcoólico', withUnit(options.teor_alcoolico, '%')],
            ['Estilo da cerveja', options.estilo_cerveja],
            ['Tipo de destilado', options.tipo_destilado],
            ['Envelhecimento', counted(options.tempo_envelhecimento, 'ano', 'anos')],
            ['Safra', options.safra],
            ['Uva', options.tipo_uva],
          ]}
        />
      )}
      <InfoSection
        title="Sobre o Suco"
        rows={[
          ['Tipo', options.tipo_suco],
          ['Sabor', options.sabor_suco],
        ]}
      />
      <InfoSection title="Sobre o Refrigerante" rows={[['Tipo', options.tipo_refrigerante]]} />
      <InfoSection title="Sobre a Água" rows={[['Tipo', options.tipo_agua]]} />
      {isCoffee && (
        <InfoSection
          title="Sobre o Café"
          rows={[
            ['Tipo', options.tipo_cafe],
            ['Intensidade', options.intensidade_cafe],
            ['Cafeína', caffeine],
          ]}
        />
      )}
      <OptionGroups panel={props} />
      <InfoSection
        title="Informações Nutricionais (por 100 ml)"
        rows={[
          ['Calorias', withUnit(options.calorias, 'kcal')],
          ['Açúcar', withUnit(options.acucar, 'g')],
        ]}
      />
      <InfoSection title="Alérgenos" text={listText(options.alergenos)} />
      <InfoSection title="Harmonização" text={options.harmonizacao} />
      <InfoSection
        title="Indicações e Contraindicações"
        rows={[
          ['Indicações', options.indicacoes],
          ['Contraindicações', options.contraindicacoes],
        ]}
      />
    </PanelStack>
  );
}
