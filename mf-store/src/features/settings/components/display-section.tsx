import { SectionCard } from '@comanda/shared/ui';
import { MenuItem, TextField } from '@mui/material';
import { Box } from '@comanda/shared/ui/mui';
import { CurrencyField } from '@comanda/shared/ui/forms';
import { BRL_INPUT, DEFAULT_QUANTITY_LIMITS, PRODUCT_DISPLAY_STYLE_LABELS, PRODUCT_DISPLAY_STYLES, PRODUCTS_PER_PAGE_RANGE } from '@comanda/shared/domain';
import type { FlatErrors, SettingsFormValues } from '../lib/settings-form';

type Props = { values: SettingsFormValues; errors: FlatErrors; setFieldValue: (field: string, value: unknown) => void };

const LIMITS = [
  ['optionCopies', 'Máximo de cópias de um adicional'],
  ['lineQuantity', 'Máximo de unidades de um item'],
  ['orderUnits', 'Máximo de unidades por pedido'],
] as const;

const intOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** Minimum order, delivery time text, how the menu is shown, and the order limits the store lowered. */
export function DisplaySection({ values, errors, setFieldValue }: Props) {
  return (
    <SectionCard id="settings-display" title="Cardápio e limites" description="Os limites podem ser menores que os da plataforma, nunca maiores; em branco vale o da plataforma.">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <CurrencyField
          label="Pedido mínimo"
          value={values.minOrderValue}
          onValueChange={(value) => setFieldValue('minOrderValue', value ?? 0)}
          options={BRL_INPUT}
          error={!!errors.minOrderValue}
          helperText={errors.minOrderValue ?? 'R$ 0,00 = sem mínimo'}
        />
        <TextField
          label="Tempo de entrega"
          value={values.deliveryTime}
          onChange={(e) => setFieldValue('deliveryTime', e.target.value)}
          error={!!errors.deliveryTime}
          helperText={errors.deliveryTime ?? 'Ex.: 30-45 minutos'}
        />
        <TextField
          select
          label="Exibição dos produtos"
          value={values.productDisplayStyle}
          onChange={(e) => setFieldValue('productDisplayStyle', e.target.value)}
          error={!!errors.productDisplayStyle}
          helperText={errors.productDisplayStyle ?? 'Como a vitrine abre; o cliente pode trocar'}
        >
          {PRODUCT_DISPLAY_STYLES.map((style) => (
            <MenuItem key={style} value={style}>
              {PRODUCT_DISPLAY_STYLE_LABELS[style]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="number"
          label="Produtos por página"
          value={values.productsPerPage}
          onChange={(e) => setFieldValue('productsPerPage', e.target.value === '' ? '' : Number(e.target.value))}
          error={!!errors.productsPerPage}
          helperText={errors.productsPerPage ?? `De ${PRODUCTS_PER_PAGE_RANGE.min} a ${PRODUCTS_PER_PAGE_RANGE.max}`}
          slotProps={{ htmlInput: { min: PRODUCTS_PER_PAGE_RANGE.min, max: PRODUCTS_PER_PAGE_RANGE.max } }}
        />
        {LIMITS.map(([key, label]) => (
          <TextField
            key={key}
            type="number"
            label={label}
            value={values.quantityLimits[key] ?? ''}
            placeholder={String(DEFAULT_QUANTITY_LIMITS[key])}
            onChange={(e) => setFieldValue(`quantityLimits.${key}`, intOrNull(e.target.value))}
            error={!!errors[`quantityLimits.${key}`]}
            helperText={errors[`quantityLimits.${key}`] ?? `Plataforma: ${DEFAULT_QUANTITY_LIMITS[key]}`}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 1, max: DEFAULT_QUANTITY_LIMITS[key] } }}
          />
        ))}
      </Box>
    </SectionCard>
  );
}
