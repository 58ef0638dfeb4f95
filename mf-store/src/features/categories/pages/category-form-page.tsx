import { FormControlLabel, Switch, TextField } from '@mui/material';
import { Alert, Box, Button, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import { Formik, Form, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { categoryWriteSchema, type CategoryWrite } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useToasts } from '@comanda/shared/state';
import { useAdminCategoriesQuery, useCreateCategoryMutation, useUpdateCategoryMutation } from '../api/categories-api';
import { useStoreId } from '../hooks/use-store-id';

/** /store/categories/create and /store/categories/:id/edit. */
export function CategoryFormPage() {
  const { id } = useParams();
  const storeId = useStoreId() ?? 0;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  const { data: categories, isLoading } = useAdminCategoriesQuery(storeId, { skip: !storeId || !id });
  const [create] = useCreateCategoryMutation();
  const [update] = useUpdateCategoryMutation();
  const editing = id ? categories?.find((c) => c.id === Number(id)) : undefined;

  if (id && isLoading) return null;
  if (id && !editing) return <Alert severity="error">Categoria não encontrada.</Alert>;

  const initial: CategoryWrite = { name: editing?.name ?? '', is_active: editing?.is_active ?? true };

  const submit = async (values: CategoryWrite, helpers: FormikHelpers<CategoryWrite>) => {
    try {
      const body = categoryWriteSchema.cast(values) as CategoryWrite;
      if (editing) await update({ storeId, id: editing.id, body }).unwrap();
      else await create({ storeId, body }).unwrap();
      enqueueSnackbar(editing ? 'Categoria salva.' : 'Categoria criada.', { variant: 'success' });
      navigate('/store/categories');
    } catch (error) {
      const apiError = toApiError(error);
      helpers.setErrors(firstFieldErrors(apiError));
      if (!apiError.errors) enqueueSnackbar(apiError.message, { variant: 'error' });
    }
  };

  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {editing ? 'Editar categoria' : 'Nova categoria'}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Formik initialValues={initial} validationSchema={categoryWriteSchema} onSubmit={submit}>
          {({ values, errors, touched, handleChange, handleBlur, setFieldValue, isSubmitting }) => (
            <Form noValidate>
              <Stack spacing={2}>
                <TextField
                  name="name"
                  label="Nome"
                  value={values.name}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={Boolean(touched.name && errors.name)}
                  helperText={touched.name && errors.name}
                  required
                  autoFocus
                />
                <FormControlLabel control={<Switch checked={values.is_active} onChange={(_, checked) => setFieldValue('is_active', checked)} />} label="Ativa (aparece no cardápio)" />
                <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
                  <Button component={RouterLink} to="/store/categories">
                    Cancelar
                  </Button>
                  <Button type="submit" variant="contained" disabled={isSubmitting}>
                    Salvar
                  </Button>
                </Stack>
              </Stack>
            </Form>
          )}
        </Formik>
      </Paper>
    </Box>
  );
}
