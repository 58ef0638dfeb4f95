import { SectionCard } from '@comanda/shared/ui';
import { TextField } from '@mui/material';
import { Box, InputAdornment } from '@comanda/shared/ui/mui';
import { CurrencyField } from '@comanda/shared/ui/forms';
import { BRL_INPUT, MAX_DELIVERY_FEE, MAX_DELIVERY_RADIUS_KM, MAX_FREE_DELIVERY_VALUE } from '@comanda/shared/domain';
import type { FlatErrors, SettingsFormValues } from '../lib/settings-form';

type Props = { values: SettingsFormValues; errors: FlatErrors; setFieldValue: (field: string, value: unknown) => void };

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** "Entrega": the store's flat delivery fee, the subtotal from which delivery is free, and how far it delivers. */
export function DeliverySection({ values, errors, setFieldValue }: Props) {
  return (
    <SectionCard id="settings-delivery" title="Entrega" description="O checkout cobra estes valores na próxima entrega. Zonas por bairro e faixas de distância, quando houver, têm as próprias taxas.">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
        <CurrencyField
          label="Taxa de entrega"
          value={values.deliveryFee}
          onValueChange={(value) => setFieldValue('deliveryFee', value ?? 0)}
          options={{ ...BRL_INPUT, max: MAX_DELIVERY_FEE }}
          error={!!errors.deliveryFee}
          helperText={errors.deliveryFee ?? 'R$ 0,00 = entrega grátis'}
        />
        <CurrencyField
          label="Entrega grátis a partir de"
          value={values.minFreeDeliveryValue}
          onValueChange={(value) => setFieldValue('minFreeDeliveryValue', value)}
          options={{ ...BRL_INPUT, allowBlank: true, max: MAX_FREE_DELIVERY_VALUE }}
          error={!!errors.minFreeDeliveryValue}
          helperText={errors.minFreeDeliveryValue ?? 'Em branco = sempre cobra a taxa'}
        />
        <TextField
          type="number"
          label="Raio de entrega"
          value={values.deliveryRadiusKm ?? ''}
          onChange={(e) => setFieldValue('deliveryRadiusKm', numberOrNull(e.target.value))}
          error={!!errors.deliveryRadiusKm}
          helperText={errors.deliveryRadiusKm ?? 'Opcional: em branco = sem limite de distância'}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">km</InputAdornment> },
            htmlInput: { min: 0, max: MAX_DELIVERY_RADIUS_KM, step: 0.5 },
          }}
        />
      </Box>
    </SectionCard>
  );
}
