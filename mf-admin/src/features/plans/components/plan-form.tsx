import { Checkbox, FormControlLabel, FormGroup, FormHelperText, FormLabel, TextField } from '@mui/material';
import { Alert, Box, Button, FormControl, Stack, Typography } from '@comanda/shared/ui/mui';
import { Form, Formik, getIn, type FormikHelpers } from 'formik';
import { BRL_INPUT, FORM_ERROR_SUMMARY, formatReais, PLAN_FEATURE_LABELS, PLAN_FEATURES, PLAN_LIMIT_KEYS, PLAN_LIMIT_LABELS, planWriteSchema, type PlanFeature } from '@comanda/shared/domain';
import { toApiError } from '@comanda/shared/state';
import { CurrencyField } from '@comanda/shared/ui/forms';
import { apiFormErrors, schemaErrors } from '../../../common/lib/form-errors';
import { planBody, planSlugOf, type PlanFormValues } from '../lib/plan-form-values';
import { UNLIMITED_LABEL } from '../lib/plan-labels';

/** 'R$ 1.234,56', up to the schema's maximum. */
const BRL = { ...BRL_INPUT, max: 100_000, allowBlank: true } as const;

type Props = {
  initialValues: PlanFormValues;
  submitLabel: string;
  /** A new plan: the identifier follows the name until it is edited by hand. */
  creating?: boolean;
  /** Resolves on success; a rejection with the API's field errors is shown on the fields. */
  onSubmit: (values: PlanFormValues) => Promise<unknown>;
  onCancel: () => void;
};

/** The shared schema validates the body this form would send, so the form and the API agree. */
const validate = (values: PlanFormValues) => schemaErrors<PlanFormValues>(planWriteSchema, planBody(values));

/** Yearly price as a monthly figure and the discount it gives over twelve months. */
function yearlyHint(values: PlanFormValues): string {
  const { price_monthly: monthly, price_yearly: yearly } = values;
  if (yearly === null || yearly <= 0) return 'Cobrado uma vez por ano.';
  const perMonth = `Equivale a ${formatReais(Math.round((yearly / 12) * 100) / 100)} por mês`;
  if (monthly === null || monthly <= 0 || yearly >= monthly * 12) return `${perMonth}.`;
  const discount = Math.round((1 - yearly / (monthly * 12)) * 100);
  return `${perMonth} (${discount}% de desconto sobre o mensal).`;
}

export function PlanForm({ initialValues, submitLabel, creating = false, onSubmit, onCancel }: Props) {
  async function submit(values: PlanFormValues, helpers: FormikHelpers<PlanFormValues>) {
    helpers.setStatus(undefined);
    try {
      await onSubmit(values);
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível salvar o plano.');
      helpers.setErrors(apiFormErrors<PlanFormValues>(apiError));
      helpers.setStatus(apiError.message);
    }
  }

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit} enableReinitialize>
      {(formik) => {
        const { values, errors, touched, handleChange, handleBlur, setFieldValue, setFieldTouched, isSubmitting, status, submitCount, isValid } = formik;
        const errorOf = (name: string): string | undefined => {
          const message = getIn(errors, name) as unknown;
          return getIn(touched, name) && typeof message === 'string' ? message : undefined;
        };
        const text = (name: 'name' | 'slug' | 'description' | 'trial_days') => ({
          id: `plan-${name}`,
          name,
          value: values[name],
          onChange: handleChange,
          onBlur: handleBlur,
          error: Boolean(errorOf(name)),
          fullWidth: true,
        });
        const toggleFeature = (feature: PlanFeature, checked: boolean) =>
          void setFieldValue('features', checked ? PLAN_FEATURES.filter((f) => f === feature || values.features.includes(f)) : values.features.filter((f) => f !== feature));
        return (
          <Form noValidate aria-label="Plano">
            <Stack spacing={3} sx={{ maxWidth: 760 }}>
              {status ? <Alert severity="error">{status}</Alert> : null}
              {values.is_retired ? <Alert severity="info">Este plano está aposentado: não aceita novas assinaturas. As lojas que já o assinam continuam nele.</Alert> : null}
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField
                  label="Nome"
                  {...text('name')}
                  onChange={(e) => {
                    handleChange(e);
                    // The identifier follows the name while it is still the one the name suggested.
                    if (creating && values.slug === planSlugOf(values.name)) void setFieldValue('slug', planSlugOf(e.target.value));
                  }}
                  helperText={errorOf('name')}
                />
                <TextField label="Identificador" {...text('slug')} helperText={errorOf('slug') ?? 'Letras minúsculas, números e hífens; aparece nas configurações e nos relatórios.'} />
              </Box>
              <TextField label="Descrição" multiline minRows={2} {...text('description')} helperText={errorOf('description') ?? 'Mostrada à loja ao escolher o plano.'} />

              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="h6" sx={{ mb: 1.5 }}>
                  Preço e teste
                </Typography>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
                  <CurrencyField
                    id="plan-price_monthly"
                    label="Preço mensal"
                    name="price_monthly"
                    value={values.price_monthly}
                    onValueChange={(v) => void setFieldValue('price_monthly', v)}
                    onBlur={() => void setFieldTouched('price_monthly')}
                    options={BRL}
                    error={Boolean(errorOf('price_monthly'))}
                    helperText={errorOf('price_monthly') ?? 'Cobrado a cada mês.'}
                    fullWidth
                  />
                  <CurrencyField
                    id="plan-price_yearly"
                    label="Preço anual"
                    name="price_yearly"
                    value={values.price_yearly}
                    onValueChange={(v) => void setFieldValue('price_yearly', v)}
                    onBlur={() => void setFieldTouched('price_yearly')}
                    options={BRL}
                    error={Boolean(errorOf('price_yearly'))}
                    helperText={errorOf('price_yearly') ?? yearlyHint(values)}
                    fullWidth
                  />
                  <TextField
                    label="Teste (dias)"
                    type="number"
                    {...text('trial_days')}
                    slotProps={{ htmlInput: { min: 0, max: 90, step: 1 } }}
                    helperText={errorOf('trial_days') ?? 'De 0 a 90; 0 = sem teste.'}
                  />
                </Box>
              </Box>

              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="h6" sx={{ mb: 0.5 }}>
                  Limites
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  Deixe em branco para não limitar. Os limites valem para a conta toda (loja e filiais).
                </Typography>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {PLAN_LIMIT_KEYS.map((key) => {
                    const name = `limits.${key}`;
                    const error = errorOf(name);
                    return (
                      <TextField
                        key={key}
                        id={`plan-limits-${key}`}
                        label={PLAN_LIMIT_LABELS[key]}
                        name={name}
                        type="number"
                        value={values.limits[key]}
                        onChange={handleChange}
                        onBlur={handleBlur}
                        placeholder={UNLIMITED_LABEL}
                        error={Boolean(error)}
                        helperText={error}
                        slotProps={{ htmlInput: { min: 0, step: 1 }, inputLabel: { shrink: true } }}
                        fullWidth
                      />
                    );
                  })}
                </Box>
              </Box>

              <FormControl component="fieldset" error={Boolean(errorOf('features'))}>
                <FormLabel component="legend" sx={{ typography: 'h6', color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
                  Recursos
                </FormLabel>
                <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {PLAN_FEATURES.map((feature) => (
                    <FormControlLabel
                      key={feature}
                      control={<Checkbox name="features" value={feature} checked={values.features.includes(feature)} onChange={(e) => toggleFeature(feature, e.target.checked)} />}
                      label={PLAN_FEATURE_LABELS[feature]}
                    />
                  ))}
                </FormGroup>
                {errorOf('features') ? <FormHelperText>{errorOf('features')}</FormHelperText> : null}
              </FormControl>

              {submitCount > 0 && !isValid ? <Alert severity="error">{FORM_ERROR_SUMMARY}</Alert> : null}
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {submitLabel}
                </Button>
                <Button onClick={onCancel}>Cancelar</Button>
              </Box>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
