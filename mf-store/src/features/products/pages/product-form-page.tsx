import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { Alert, Box, Button, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import { Formik, Form, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useState } from 'react';
import { BRL_INPUT, BUSINESS_TYPE_NAMES, BUSINESS_TYPE_SLUGS, productWriteSchema, validateProductOptions } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useToasts } from '@comanda/shared/state';
import { CurrencyField } from '@comanda/shared/ui/forms';
import { useAdminProductQuery, useProductCategoriesQuery, useSaveProductMutation } from '../api/products-api';
import { ImageUploadField } from '../components/image-upload-field';
import { ProductPreview } from '../components/product-preview';
import { bodyOf, formValuesOf, type ProductFormValues } from '../lib/product-form-values';
import { useStoreId } from '../lib/use-store-id';
import { ProductOptionsEditor, optionErrorsOf, type OptionsErrors } from '../options-editor';

const MONEY = { ...BRL_INPUT, allowBlank: true, max: 100_000 };

const OPTIONS_INVALID = 'Corrija as opções do produto.';

/** The options' own errors (validateProductOptions, as the API checks them), relative to the options. */
function optionErrorsIn(values: ProductFormValues, slug: string): OptionsErrors {
  const result = validateProductOptions(slug, values.options, { path: '' });
  return result.ok ? {} : result.errors;
}

/** The form's own rules are the API's (productWriteSchema and the options' schema), checked on the body the form would send. */
async function validate(values: ProductFormValues, slug: string): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (Object.keys(optionErrorsIn(values, slug)).length > 0) errors.options = OPTIONS_INVALID;
  try {
    await productWriteSchema.validate(bodyOf(values), { abortEarly: false });
    return errors;
  } catch (error) {
    for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
      const path = inner.path === 'image' || inner.path?.startsWith('gallery_urls') ? 'images' : (inner.path ?? '');
      errors[path] ??= inner.message;
    }
    return errors;
  }
}

/** /store/products/create and /store/products/:id/edit: the form, with the storefront's product modal as a live preview. */
export function ProductFormPage() {
  const { id } = useParams();
  const productId = id ? Number(id) : undefined;
  const storeId = useStoreId() ?? 0;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  const { data: product, isLoading, isError } = useAdminProductQuery({ storeId, id: productId ?? 0 }, { skip: !storeId || !productId });
  const { data: meta } = useProductCategoriesQuery(storeId, { skip: !storeId });
  const [save] = useSaveProductMutation();
  const [serverOptionErrors, setServerOptionErrors] = useState<OptionsErrors>({});

  if ((productId && isLoading) || !meta) return null;
  if (productId && (isError || !product)) return <Alert severity="error">Produto não encontrado.</Alert>;

  const submit = async (values: ProductFormValues, helpers: FormikHelpers<ProductFormValues>) => {
    try {
      await save({ storeId, id: productId, body: bodyOf(values) }).unwrap();
      enqueueSnackbar(productId ? 'Produto salvo.' : 'Produto criado.', { variant: 'success' });
      navigate('/store/products');
    } catch (error) {
      const apiError = toApiError(error);
      const fields = firstFieldErrors(apiError);
      const optionErrors = optionErrorsOf(fields);
      setServerOptionErrors(optionErrors);
      helpers.setErrors(Object.keys(optionErrors).length > 0 ? { ...fields, options: OPTIONS_INVALID } : fields);
      enqueueSnackbar(apiError.message, { variant: 'error' });
    }
  };

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {productId ? 'Editar produto' : 'Novo produto'}
      </Typography>
      <Formik initialValues={formValuesOf(product, meta.businessTypeSlug ?? null)} validate={(values) => validate(values, values.business_type_slug ?? meta.businessTypeSlug ?? '')} onSubmit={submit}>
        {({ values, errors, touched, handleChange, handleBlur, setFieldValue, setFieldTouched, isSubmitting, submitCount }) => {
          const slug = values.business_type_slug ?? meta.businessTypeSlug ?? '';
          const optionErrors = submitCount > 0 ? { ...serverOptionErrors, ...optionErrorsIn(values, slug) } : serverOptionErrors;
          const fieldError = (name: keyof ProductFormValues) => (touched[name] && typeof errors[name] === 'string' ? errors[name] : undefined);
          const text = (name: 'name' | 'description' | 'short_description', label: string, extra: object = {}) => (
            <TextField name={name} label={label} value={values[name] ?? ''} onChange={handleChange} onBlur={handleBlur} error={Boolean(fieldError(name))} helperText={fieldError(name)} {...extra} />
          );
          return (
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'start' }}>
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                <Form noValidate aria-label="Dados do produto">
                  <Stack spacing={2}>
                    {text('name', 'Nome', { required: true })}
                    {text('short_description', 'Descrição curta')}
                    {text('description', 'Descrição', { multiline: true, minRows: 3 })}
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                      <CurrencyField
                        label="Preço"
                        required
                        value={values.price}
                        onValueChange={(v) => setFieldValue('price', v)}
                        onBlur={() => setFieldTouched('price')}
                        options={MONEY}
                        error={Boolean(fieldError('price'))}
                        helperText={fieldError('price')}
                        fullWidth
                      />
                      <CurrencyField
                        label="Preço promocional"
                        value={values.promo_price ?? null}
                        onValueChange={(v) => {
                          setFieldValue('promo_price', v);
                          setFieldTouched('promo_price', true, false);
                        }}
                        options={MONEY}
                        error={Boolean(fieldError('promo_price'))}
                        helperText={fieldError('promo_price') ?? 'Vazio = sem promoção'}
                        fullWidth
                      />
                    </Stack>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                      <TextField
                        select
                        fullWidth
                        label="Categoria"
                        value={values.category_id ?? ''}
                        onChange={(e) => setFieldValue('category_id', e.target.value === '' ? null : Number(e.target.value))}
                        error={Boolean(fieldError('category_id'))}
                        helperText={fieldError('category_id')}
                      >
                        <MenuItem value="">Sem categoria</MenuItem>
                        {(meta?.categories ?? []).map((c) => (
                          <MenuItem key={c.id} value={c.id}>
                            {c.name}
                          </MenuItem>
                        ))}
                      </TextField>
                      <TextField
                        select
                        fullWidth
                        label="Tipo de produto"
                        value={values.business_type_slug ?? ''}
                        onChange={(e) => {
                          // Another type has other option groups: the editor starts over from that type's defaults.
                          void setFieldValue('business_type_slug', e.target.value === '' ? null : e.target.value);
                          void setFieldValue('options', {});
                          setServerOptionErrors({});
                        }}
                      >
                        <MenuItem value="">Tipo da loja{meta?.businessTypeSlug ? ` (${BUSINESS_TYPE_NAMES[meta.businessTypeSlug as keyof typeof BUSINESS_TYPE_NAMES] ?? meta.businessTypeSlug})` : ''}</MenuItem>
                        {BUSINESS_TYPE_SLUGS.map((slug) => (
                          <MenuItem key={slug} value={slug}>
                            {BUSINESS_TYPE_NAMES[slug]}
                          </MenuItem>
                        ))}
                      </TextField>
                    </Stack>
                    <ImageUploadField storeId={storeId} label="Imagens" images={values.images} max={11} onChange={(images) => setFieldValue('images', images)} />
                    {typeof errors.images === 'string' && <Alert severity="error">{errors.images}</Alert>}
                    <ProductOptionsEditor slug={slug} value={values.options} onChange={(options) => setFieldValue('options', options)} errors={optionErrors} />
                    {submitCount > 0 && typeof errors.options === 'string' && <Alert severity="error">{errors.options}</Alert>}
                    <FormControlLabel control={<Switch checked={values.is_active} onChange={(_, checked) => setFieldValue('is_active', checked)} />} label="Ativo (à venda na loja)" />
                    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
                      <Button component={RouterLink} to="/store/products">
                        Cancelar
                      </Button>
                      <Button type="submit" variant="contained" disabled={isSubmitting}>
                        Salvar
                      </Button>
                    </Stack>
                  </Stack>
                </Form>
              </Paper>
              <ProductPreview values={values} storeBusinessType={meta.businessTypeSlug ?? null} />
            </Box>
          );
        }}
      </Formik>
    </Box>
  );
}
