import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { Alert, Box, Button, Stack, Typography } from '@comanda/shared/ui/mui';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { BRL_INPUT, COUPON_TYPE_LABELS, COUPON_TYPES, couponWriteSchema, FORM_ERROR_SUMMARY } from '@comanda/shared/domain';
import { toApiError } from '@comanda/shared/state';
import { DisabledReason } from '@comanda/shared/ui';
import { CurrencyField } from '@comanda/shared/ui/forms';
import { couponBody, type CouponFormValues } from '../lib/coupon-form-values';

/** Brazilian currency input: 'R$ 1.234,56'. */
const BRL = { ...BRL_INPUT, max: 100_000 } as const;

type Props = {
  initialValues: CouponFormValues;
  submitLabel: string;
  /** Resolves on success; a rejection with the API's field errors is shown on the fields. */
  onSubmit: (values: CouponFormValues) => Promise<unknown>;
  /** Why the plan does not let coupons change now: the form is shown, saving is not. */
  refusal?: string | null;
};

/** The shared schema validates the body this form would send, so the form and the API agree. */
async function validate(values: CouponFormValues): Promise<Record<string, string>> {
  try {
    await couponWriteSchema.validate(couponBody(values), { abortEarly: false });
    return {};
  } catch (err) {
    const errors: Record<string, string> = {};
    for (const inner of (err as { inner?: { path?: string; message: string }[] }).inner ?? []) {
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    }
    return errors;
  }
}

function ValueField({ formik }: { formik: FormikProps<CouponFormValues> }) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = formik;
  const error = touched.value ? errors.value : undefined;
  if (values.type === 'free_delivery') {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        Zera a taxa de entrega dos pedidos Delivery (não vale para retirada nem consumo no local).
      </Typography>
    );
  }
  if (values.type === 'fixed') {
    return (
      <CurrencyField
        label="Desconto (R$)"
        name="value"
        value={values.value}
        onValueChange={(v) => void setFieldValue('value', v)}
        onBlur={() => void setFieldTouched('value')}
        options={{ ...BRL, allowBlank: true }}
        error={Boolean(error)}
        helperText={error}
        fullWidth
      />
    );
  }
  return (
    <TextField
      label="Desconto (%)"
      name="value"
      type="number"
      value={values.value ?? ''}
      onChange={(e) => void setFieldValue('value', e.target.value === '' ? null : Number(e.target.value))}
      onBlur={() => void setFieldTouched('value')}
      slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
      error={Boolean(error)}
      helperText={error ?? 'De 1 a 100%, sobre o subtotal dos itens.'}
      fullWidth
    />
  );
}

export function CouponForm({ initialValues, submitLabel, onSubmit, refusal = null }: Props) {
  async function submit(values: CouponFormValues, helpers: FormikHelpers<CouponFormValues>) {
    if (refusal) return;
    helpers.setStatus(undefined);
    try {
      await onSubmit(values);
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível salvar o cupom.');
      if (apiError.errors) helpers.setErrors(Object.fromEntries(Object.entries(apiError.errors).map(([field, messages]) => [field, messages[0]])));
      helpers.setStatus(apiError.message);
    }
  }

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit} enableReinitialize>
      {(formik) => {
        const { values, errors, touched, handleChange, handleBlur, isSubmitting, status, submitCount, isValid } = formik;
        const text = (name: 'code' | 'description' | 'starts_at' | 'ends_at' | 'usage_limit' | 'per_customer_limit') => ({
          name,
          value: values[name],
          onChange: handleChange,
          onBlur: handleBlur,
          error: Boolean(touched[name] && errors[name]),
          helperText: touched[name] ? errors[name] : undefined,
          fullWidth: true,
        });
        return (
          <Form noValidate aria-label="Cupom">
            <Stack spacing={2} sx={{ maxWidth: 720 }}>
              {refusal ? <Alert severity="info">{refusal}</Alert> : null}
              {status ? <Alert severity="error">{status}</Alert> : null}
              {submitCount > 0 && !isValid ? <Alert severity="error">{FORM_ERROR_SUMMARY}</Alert> : null}
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField label="Código" {...text('code')} helperText={(touched.code && errors.code) || 'O cliente digita este código no checkout.'} />
                <TextField select label="Tipo de desconto" name="type" value={values.type} onChange={handleChange}>
                  {COUPON_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {COUPON_TYPE_LABELS[type]}
                    </MenuItem>
                  ))}
                </TextField>
                <ValueField formik={formik} />
                <CurrencyField
                  label="Pedido mínimo (R$)"
                  name="min_order_value"
                  value={values.min_order_value}
                  onValueChange={(v) => void formik.setFieldValue('min_order_value', v)}
                  options={BRL}
                  error={Boolean(errors.min_order_value)}
                  helperText={errors.min_order_value ?? 'R$ 0,00 = sem mínimo.'}
                  fullWidth
                />
                <TextField label="Válido de" type="date" {...text('starts_at')} slotProps={{ inputLabel: { shrink: true } }} />
                <TextField label="Válido até" type="date" {...text('ends_at')} slotProps={{ inputLabel: { shrink: true } }} />
                <TextField label="Limite total de usos" type="number" {...text('usage_limit')} helperText={(touched.usage_limit && errors.usage_limit) || 'Em branco = sem limite.'} />
                <TextField label="Limite por cliente" type="number" {...text('per_customer_limit')} helperText={(touched.per_customer_limit && errors.per_customer_limit) || 'Exige cliente logado.'} />
              </Box>
              <TextField label="Descrição" multiline minRows={2} {...text('description')} />
              <FormControlLabel control={<Switch name="first_order_only" checked={values.first_order_only} onChange={handleChange} />} label="Só no primeiro pedido do cliente (exige login)" />
              <FormControlLabel control={<Switch name="is_active" checked={values.is_active} onChange={handleChange} />} label="Ativo" />
              <Box>
                <DisabledReason reason={refusal}>
                  <Button type="submit" variant="contained" disabled={isSubmitting || Boolean(refusal)}>
                    {submitLabel}
                  </Button>
                </DisabledReason>
              </Box>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
