import { SectionCard } from '@comanda/shared/ui';
import { Checkbox, FormControlLabel, FormGroup, FormHelperText, FormLabel, MenuItem, TextField } from '@mui/material';
import { Box, FormControl } from '@comanda/shared/ui/mui';
import { ORDER_TYPE_LABELS, ORDER_TYPES, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES } from '@comanda/shared/domain';
import type { FlatErrors, SettingsFormValues } from '../lib/settings-form';

type Props = { values: SettingsFormValues; errors: FlatErrors; setFieldValue: (field: string, value: unknown) => void };

function toggle<T>(list: readonly T[], item: T, on: boolean, order: readonly T[]): T[] {
  return order.filter((x) => (x === item ? on : list.includes(x)));
}

const PIX_PLACEHOLDERS = { cpf: '000.000.000-00', cnpj: '00.000.000/0000-00 ou 12.ABC.345/01DE-35', email: 'pix@sualoja.com.br', phone: '(11) 98765-4321', random: '123e4567-e89b-42d3-a456-426614174000' } as const;

/** Order types and payment methods the checkout offers, and the PIX key the PIX code is made with. */
export function OrderingSection({ values, errors, setFieldValue }: Props) {
  const pixOn = values.paymentMethods.includes('pix');
  return (
    <SectionCard id="settings-ordering" title="Pedidos e pagamento" description="O checkout mostra só o que estiver marcado, e a loja recusa o resto.">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <FormControl error={!!errors.orderTypes} component="fieldset">
          <FormLabel component="legend">Tipos de pedido aceitos</FormLabel>
          <FormGroup>
            {ORDER_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                label={ORDER_TYPE_LABELS[type]}
                control={<Checkbox checked={values.orderTypes.includes(type)} onChange={(e) => setFieldValue('orderTypes', toggle(values.orderTypes, type, e.target.checked, ORDER_TYPES))} />}
              />
            ))}
          </FormGroup>
          {errors.orderTypes && <FormHelperText>{errors.orderTypes}</FormHelperText>}
        </FormControl>
        <FormControl error={!!errors.paymentMethods} component="fieldset">
          <FormLabel component="legend">Formas de pagamento aceitas</FormLabel>
          <FormGroup>
            {PAYMENT_METHODS.map((method) => (
              <FormControlLabel
                key={method}
                label={PAYMENT_METHOD_LABELS[method]}
                control={<Checkbox checked={values.paymentMethods.includes(method)} onChange={(e) => setFieldValue('paymentMethods', toggle(values.paymentMethods, method, e.target.checked, PAYMENT_METHODS))} />}
              />
            ))}
          </FormGroup>
          {errors.paymentMethods && <FormHelperText>{errors.paymentMethods}</FormHelperText>}
        </FormControl>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 2, mt: 2 }}>
        <TextField
          select
          label="Tipo da chave PIX"
          value={values.pixKeyType}
          onChange={(e) => setFieldValue('pixKeyType', e.target.value)}
          error={!!errors.pixKeyType}
          helperText={errors.pixKeyType}
          required={pixOn}
        >
          <MenuItem value="">Sem chave</MenuItem>
          {PIX_KEY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {PIX_KEY_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Chave PIX"
          value={values.pixKey}
          onChange={(e) => setFieldValue('pixKey', e.target.value)}
          error={!!errors.pixKey}
          helperText={errors.pixKey ?? 'O código PIX dos pedidos é gerado com esta chave.'}
          placeholder={values.pixKeyType ? PIX_PLACEHOLDERS[values.pixKeyType] : undefined}
          required={pixOn}
        />
      </Box>
    </SectionCard>
  );
}
