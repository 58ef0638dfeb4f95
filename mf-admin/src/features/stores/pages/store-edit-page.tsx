import { FormControlLabel, FormHelperText, Switch, TextField } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Stack } from '@comanda/shared/ui/mui';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import { adminStoreEditSchema, FORM_ERROR_SUMMARY } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { PhoneField } from '@comanda/shared/ui/forms';
import { PageHeader } from '../../../common/components/page-header';
import { apiFormErrors, schemaErrors } from '../../../common/lib/form-errors';
import { useAdminStoreQuery, useUpdateAdminStoreMutation } from '../api/admin-stores-api';
import { StoreTypeSection } from '../components/store-type-section';
import { editValuesOf, storeEditBody, type StoreEditValues } from '../lib/store-edit-values';

const validate = (values: StoreEditValues) => schemaErrors<StoreEditValues>(adminStoreEditSchema, storeEditBody(values));

/** /admin/stores/:id/edit: name, contacts and whether the store is on (adminStoreEditSchema). */
export function StoreEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: store, error, isLoading } = useAdminStoreQuery(id, { skip: !valid });
  const [update] = useUpdateAdminStoreMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();

  async function submit(values: StoreEditValues, helpers: FormikHelpers<StoreEditValues>) {
    helpers.setStatus(undefined);
    try {
      await update({ id, body: storeEditBody(values) }).unwrap();
      enqueueSnackbar(`Loja ${values.name.trim()} salva.`, { variant: 'success' });
      navigate(`/admin/stores/${id}`);
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível salvar a loja.');
      helpers.setErrors(apiFormErrors<StoreEditValues>(apiError));
      helpers.setStatus(apiError.message);
    }
  }

  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader title={store ? `Editar ${store.name}` : 'Editar loja'} back={{ to: valid ? `/admin/stores/${id}` : '/admin/stores', label: store?.name ?? 'Lojas' }} />
      {isLoading ? <CircularProgress aria-label="Carregando loja" /> : null}
      {!valid || error ? <Alert severity="error">{toApiError(error, 'Loja não encontrada.').message}</Alert> : null}
      {store ? (
        <Formik initialValues={editValuesOf(store)} validate={validate} onSubmit={submit} enableReinitialize>
          {({ values, errors, touched, handleChange, handleBlur, isSubmitting, status, submitCount, isValid }) => {
            const field = (name: 'name' | 'email' | 'phone' | 'whatsapp') => ({
              id: `store-${name}`,
              name,
              value: values[name],
              onChange: handleChange,
              onBlur: handleBlur,
              error: Boolean(touched[name] && errors[name]),
              helperText: touched[name] ? errors[name] : undefined,
              fullWidth: true,
            });
            return (
              <Form noValidate aria-label="Loja">
                <Stack spacing={2} sx={{ maxWidth: 640 }}>
                  {status ? <Alert severity="error">{status}</Alert> : null}
                  <TextField label="Nome da loja" {...field('name')} />
                  <TextField label="E-mail da loja" type="email" {...field('email')} helperText={(touched.email && errors.email) || 'Opcional.'} />
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                    <PhoneField label="Telefone" {...field('phone')} />
                    <PhoneField label="WhatsApp" {...field('whatsapp')} />
                  </Box>
                  <Box>
                    <FormControlLabel control={<Switch name="is_active" checked={values.is_active} onChange={handleChange} />} label="Loja ativa" />
                    <FormHelperText sx={{ mt: 0 }}>Desativada, a vitrine da loja e das filiais fica fora do ar. Para bloquear a loja por um motivo que ela veja, use “Suspender”.</FormHelperText>
                  </Box>
                  {submitCount > 0 && !isValid ? <Alert severity="error">{FORM_ERROR_SUMMARY}</Alert> : null}
                  <Box sx={{ display: 'flex', gap: 1 }}>
                    <Button type="submit" variant="contained" disabled={isSubmitting}>
                      Salvar
                    </Button>
                    <Button onClick={() => navigate(`/admin/stores/${id}`)}>Cancelar</Button>
                  </Box>
                </Stack>
              </Form>
            );
          }}
        </Formik>
      ) : null}
      {store ? (
        <Box sx={{ mt: 4 }}>
          <StoreTypeSection store={store} />
        </Box>
      ) : null}
    </Box>
  );
}
