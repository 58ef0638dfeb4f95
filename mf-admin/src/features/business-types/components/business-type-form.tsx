import { FormControlLabel, FormHelperText, Switch, TextField } from '@mui/material';
import { Alert, Box, Button, Stack } from '@comanda/shared/ui/mui';
import { Form, Formik, type FormikHelpers } from 'formik';
import { businessTypeWriteSchema, FORM_ERROR_SUMMARY } from '@comanda/shared/domain';
import { toApiError } from '@comanda/shared/state';
import { apiFormErrors, schemaErrors } from '../../../common/lib/form-errors';
import { businessTypeBody, businessTypeSlugOf, type BusinessTypeFormValues } from '../lib/business-type-form';

type Props = {
  initialValues: BusinessTypeFormValues;
  submitLabel: string;
  creating?: boolean;
  onSubmit: (values: BusinessTypeFormValues) => Promise<unknown>;
  onCancel: () => void;
};

const validate = (values: BusinessTypeFormValues) => schemaErrors<BusinessTypeFormValues>(businessTypeWriteSchema, businessTypeBody(values));

export function BusinessTypeForm({ initialValues, submitLabel, creating = false, onSubmit, onCancel }: Props) {
  async function submit(values: BusinessTypeFormValues, helpers: FormikHelpers<BusinessTypeFormValues>) {
    helpers.setStatus(undefined);
    try {
      await onSubmit(values);
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível salvar o tipo de negócio.');
      helpers.setErrors(apiFormErrors<BusinessTypeFormValues>(apiError));
      helpers.setStatus(apiError.message);
    }
  }
  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit} enableReinitialize>
      {({ values, errors, touched, handleChange, handleBlur, setFieldValue, isSubmitting, status, submitCount, isValid }) => {
        const field = (name: 'name' | 'slug' | 'icon' | 'description' | 'sort_order', hint?: string) => ({
          id: `business-type-${name}`,
          name,
          value: values[name],
          onChange: handleChange,
          onBlur: handleBlur,
          error: Boolean(touched[name] && errors[name]),
          helperText: (touched[name] && errors[name]) || hint,
          fullWidth: true,
        });
        return (
          <Form noValidate aria-label="Tipo de negócio">
            <Stack spacing={2} sx={{ maxWidth: 720 }}>
              {status ? <Alert severity="error">{status}</Alert> : null}
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField
                  label="Nome"
                  {...field('name')}
                  onChange={(e) => {
                    handleChange(e);
                    // The identifier follows the name while it is still the one the name suggested.
                    if (creating && values.slug === businessTypeSlugOf(values.name)) void setFieldValue('slug', businessTypeSlugOf(e.target.value));
                  }}
                />
                <TextField
                  label="Identificador"
                  {...field('slug', creating ? 'Define as opções de produto do tipo (ex.: pizzaria, food-truck).' : 'Mudar o identificador muda as opções de produto das lojas deste tipo.')}
                />
                <TextField label="Ícone" {...field('icon', 'Nome de um ícone do Material (ex.: local_pizza).')} />
                <TextField label="Ordem" type="number" {...field('sort_order', 'Posição na lista do cadastro de lojas (0 a 1000).')} slotProps={{ htmlInput: { min: 0, max: 1000, step: 1 } }} />
              </Box>
              <TextField label="Descrição" multiline minRows={2} {...field('description')} />
              <Box>
                <FormControlLabel control={<Switch name="is_active" checked={values.is_active} onChange={handleChange} />} label="Ativo" />
                <FormHelperText sx={{ mt: 0 }}>Um tipo inativo não aparece no cadastro de novas lojas; as lojas que já o usam continuam com ele.</FormHelperText>
              </Box>
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
