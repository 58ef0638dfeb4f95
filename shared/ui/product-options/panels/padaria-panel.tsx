import { Typography } from '@comanda/shared/ui/mui';
import { BAKERY_CATEGORY_LABELS, BAKERY_DOUGH_LABELS, formatBRL, labelFor, dietaryLabelsOf } from '@comanda/shared/domain';
import { type PanelProps } from '../bindings';
import { counted, listText, withUnit } from '../format';
import { InfoSection } from '../info-section';
import { OptionGroups } from '../option-groups';
import { PanelStack } from '../panel-stack';

export function PadariaPanel(props: PanelProps<'padaria'>) {
  const { options, pricing } = props;
  const custom = options.allow_custom_order;
  return (
    <PanelStack>
      <InfoSection
        title="Sobre o Produto"
        rows={[
          ['Categoria', labelFor(BAKERY_CATEGORY_LABELS, options.product_category)],
          ['Massa', labelFor(BAKERY_DOUGH_LABELS, options.dough_type)],
        ]}
      />
      <OptionGroups panel={props} only={['selectedSize']} />
      <InfoSection title="Ingredientes" text={listText(options.ingredients)} />
      <InfoSection title="Alergênicos" text={listText(options.allergens)} />
      <OptionGroups panel={props} only={['selectedFillings', 'selectedToppings', 'selectedAddons']} />
      <InfoSection
        title="Informações Dietéticas"
        badges={dietaryLabelsOf(options)}
      />
      <InfoSection
        title="Informações Adicionais"
        rows={[
          ['Tempo de preparo', withUnit(options.preparation_time, 'min')],
          ['Validade', counted(options.shelf_life, 'dia', 'dias')],
          ['Encomendas', custom ? 'Aceita encomendas personalizadas' : null],
          ['Antecedência mínima', custom ? counted(options.min_advance_days, 'dia', 'dias') : null],
          ['Quantidade mínima', custom ? counted(options.min_order_quantity, 'unidade', 'unidades') : null],
        ]}
      />
      <InfoSection title="Preço Total">
        <Typography variant="h6" component="p" aria-live="polite" sx={{ fontWeight: 700 }}>
          {formatBRL(pricing.unitTotalCents)}
        </Typography>
      </InfoSection>
    </PanelStack>
  );
}
