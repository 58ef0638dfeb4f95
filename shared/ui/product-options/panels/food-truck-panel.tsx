import { Alert, Button } from '@comanda/shared/ui/mui';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import { offersCombo, toggleCombo, dietaryLabelsOf } from '@comanda/shared/domain';
import { type PanelProps } from '../bindings';
import { listText, money, withUnit } from '../format';
import { InfoList, InfoSection } from '../info-section';
import { OptionGroups } from '../option-groups';
import { PanelStack } from '../panel-stack';

export function FoodTruckPanel(props: PanelProps<'food-truck'>) {
  const { options, selection, onChange } = props;
  const comboOn = selection.comboSelected;
  return (
    <PanelStack>
      <InfoSection
        title="Sobre o Produto"
        rows={[
          ['Categoria', options.product_category],
          ['Especialidade', options.specialty],
          ['Ingredientes', options.ingredients_description],
        ]}
      />
      <OptionGroups panel={props} />
      {offersCombo(options) && (
        <InfoSection title="Combo" text={options.combo_description} rows={[['Preço do combo', money(options.combo_price_cents)]]}>
          <Button
            sx={{ mt: 1 }}
            variant={comboOn ? 'contained' : 'outlined'}
            aria-pressed={comboOn}
            startIcon={comboOn ? <CheckIcon /> : <AddIcon />}
            onClick={() => onChange(toggleCombo(options, selection))}
          >
            {comboOn ? 'Combo Selecionado' : 'Adicionar Combo'}
          </Button>
          {comboOn && (
            <Alert severity="info" sx={{ mt: 1 }}>
              Com o combo, o total é o preço do combo e as demais opções não alteram o valor.
            </Alert>
          )}
        </InfoSection>
      )}
      {options.locations.length > 0 && (
        <InfoSection title="Locais e Eventos">
          <InfoList items={options.locations.map((place) => (place.description === undefined ? place.name : `${place.name} — ${place.description}`))} />
        </InfoSection>
      )}
      <InfoSection title="Tempo de Preparo" rows={[['Tempo estimado', withUnit(options.preparation_time, 'min')]]} />
      <InfoSection
        title="Informações Nutricionais e Dietéticas"
        rows={[['Alérgenos', listText(options.allergens)]]}
        badges={dietaryLabelsOf(options)}
        badgesLabel="Informações dietéticas"
      />
    </PanelStack>
  );
}
