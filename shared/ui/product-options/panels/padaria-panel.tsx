import { Typography } from '@mui/material';
import { BAKERY_CATEGORY_LABELS, BAKERY_DOUGH_LABELS, formatBRL, labelFor, dietaryLabelsOf } from '@comanda/shared/domain';
import { checkboxGroupProps, radioGroupProps, type PanelProps } from '../bindings';
import { counted, listText, withUnit } from '../format';
import { InfoSection } from '../info-section';
import { OptionCheckboxGroup } from '../option-checkbox-group';
import { OptionRadioGroup } from '../option-radio-group';
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
      <OptionRadioGroup title="Tamanho" priceStyle="replaces" {...radioGroupProps(props, 'selectedSize', options.sizes)} />
      <InfoSection title="Ingredientes" text={listText(options.ingredients)} />
      <InfoSection title="Alergênicos" text={listText(options.allergens)} />
      <OptionCheckboxGroup title="Recheios" items={options.fillings} {...checkboxGroupProps(props, 'selectedFillings')} />
      <OptionCheckboxGroup title="Coberturas" items={options.toppings} {...checkboxGroupProps(props, 'selectedToppings')} />
      <OptionCheckboxGroup title="Adicionais" items={options.addons} {...checkboxGroupProps(props, 'selectedAddons')} />
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
