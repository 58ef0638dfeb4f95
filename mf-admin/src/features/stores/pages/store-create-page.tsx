import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { Alert, Box, Button, Paper, Typography } from '@comanda/shared/ui/mui';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { adminStoreCreateSchema, FORM_ERROR_SUMMARY, slugFromName, type AdminStoreCreate } from '@comanda/shared/domain';
import { toApiError, useBusinessTypesQuery, useToasts } from '@comanda/shared/state';
import { AddressFormFields, PhoneField, StoreSlugField, useAddressLookup, type AddressFieldName } from '@comanda/shared/ui/forms';
import { useAdminPlansQuery } from '../../../common/api/plans-api';
import { PageHeader } from '../../../common/components/page-header';
import { apiFormErrors, schemaErrors } from '../../../common/lib/form-errors';
import { useAdminSlugAvailabilityQuery, useCreateAdminStoreMutation } from '../api/admin-stores-api';

const INITIAL = {
  owner_name: '',
  owner_email: '',
  store_name: '',
  business_type: '',
  slug: '',
  whatsapp: '',
  cep: '',
  address: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
  /** '' = the platform's trial plan (settings). */
  plan_id: '' as number | '',
};
export type StoreCreateValues = typeof INITIAL;
type TextName = Exclude<keyof StoreCreateValues, 'plan_id'>;

/** What POST /admin/stores takes (adminStoreCreateSchema). */
export function storeCreateBody(values: StoreCreateValues): AdminStoreCreate {
  const text = Object.fromEntries(Object.entries(values).filter(([key]) => key !== 'plan_id').map(([key, value]) => [key, String(value).trim()])) as Record<TextName, string>;
  return { ...text, complement: text.complement || undefined, plan_id: values.plan_id === '' ? null : values.plan_id } as AdminStoreCreate;
}

const validate = (values: StoreCreateValues) => schemaErrors<StoreCreateValues>(adminStoreCreateSchema, storeCreateBody(values));

/** CSS grid columns (of 12) from `sm` up; one column on phones. */
const span = (columns: number) => ({ gridColumn: { xs: 'span 12', sm: `span ${columns}` } });

function Section({ title, description }: { title: string; description?: string }) {
  return (
    <Box sx={{ ...span(12), mt: 1 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * /admin/stores/create: the platform opens a store for a business. It starts unpublished and on a trial; the owner
 * gets an e-mail invitation to create the password (an existing customer account becomes the owner at once).
 */
export function StoreCreatePage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  const { data: businessTypes = [] } = useBusinessTypesQuery();
  const plans = (useAdminPlansQuery().data ?? []).filter((plan) => !plan.is_retired);
  const [create] = useCreateAdminStoreMutation();
  const [slugEdited, setSlugEdited] = useState(false);

  const formik = useFormik<StoreCreateValues>({
    initialValues: INITIAL,
    validate,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        const created = await create(storeCreateBody(values)).unwrap();
        enqueueSnackbar(created.message, { variant: 'success' });
        navigate(`/admin/stores/${created.store.id}`);
      } catch (err) {
        const apiError = toApiError(err, 'Não foi possível criar a loja.');
        helpers.setErrors(apiFormErrors<StoreCreateValues>(apiError));
        helpers.setStatus(apiError.message);
      }
    },
  });
  const { values, setFieldValue } = formik;

  const lookup = useAddressLookup({
    fields: values,
    onFill: (filled) => Promise.all(Object.entries(filled).map(([field, value]) => setFieldValue(field, value, false))),
    searchOnCompleteCep: true,
  });

  const errorOf = (name: keyof StoreCreateValues) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    return typeof error === 'string' ? error : undefined;
  };
  const field = (name: TextName) => ({
    id: `store-create-${name}`,
    name,
    value: values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
    fullWidth: true,
  });

  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader title="Cadastrar loja" back={{ to: '/admin/stores', label: 'Lojas' }} />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 860 }}>
        A loja começa não publicada e em período de teste. O dono recebe por e-mail um convite para criar a senha e assumir a loja; se o e-mail já for de uma
        conta de cliente, essa conta vira a dona da loja na hora.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 860 }}>
        <Box component="form" noValidate aria-label="Nova loja" onSubmit={formik.handleSubmit} sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 2 }}>
          <Section title="Dono da loja" />
          <TextField {...field('owner_name')} label="Nome do dono" required sx={span(6)} />
          <TextField {...field('owner_email')} label="E-mail do dono" type="email" required sx={span(6)} helperText={errorOf('owner_email') ?? 'O convite vai para este e-mail.'} />

          <Section title="Loja" />
          <TextField
            {...field('store_name')}
            onChange={(event) => {
              formik.handleChange(event);
              if (!slugEdited) void setFieldValue('slug', slugFromName(event.target.value));
            }}
            label="Nome da loja"
            required
            sx={span(7)}
          />
          <TextField {...field('business_type')} onBlur={undefined} select label="Tipo de negócio" required sx={span(5)}>
            {businessTypes.map((type) => (
              <MenuItem key={type.slug} value={type.slug}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
          <StoreSlugField
            useAvailability={useAdminSlugAvailabilityQuery}
            id="store-create-slug"
            name="slug"
            label="Endereço da loja"
            required
            fullWidth
            value={values.slug}
            onChange={(event) => {
              setSlugEdited(event.target.value !== '');
              formik.handleChange(event);
            }}
            onBlur={formik.handleBlur}
            fieldError={errorOf('slug')}
            onUseSuggestion={(slug) => {
              setSlugEdited(true);
              void setFieldValue('slug', slug);
            }}
            sx={span(12)}
          />
          <PhoneField {...field('whatsapp')} label="WhatsApp da loja" required sx={span(6)} />
          <TextField
            id="store-create-plan_id"
            name="plan_id"
            select
            label="Plano"
            value={values.plan_id}
            onChange={formik.handleChange}
            error={Boolean(errorOf('plan_id'))}
            helperText={errorOf('plan_id') ?? 'A loja começa em teste neste plano.'}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            fullWidth
            sx={span(6)}
          >
            <MenuItem value="">Plano de teste da plataforma</MenuItem>
            {plans.map((plan) => (
              <MenuItem key={plan.id} value={plan.id}>
                {plan.name}
              </MenuItem>
            ))}
          </TextField>

          <Section title="Endereço" />
          <AddressFormFields field={(name: AddressFieldName) => field(name)} canSearchCep={lookup.canSearchCep} onSearchCep={() => void lookup.searchCep()} cepMessage={lookup.cepMessage} />

          {typeof formik.status === 'string' ? (
            <Alert severity="error" sx={span(12)}>
              {formik.status}
            </Alert>
          ) : null}
          {formik.submitCount > 0 && !formik.isValid ? (
            <Alert severity="error" sx={span(12)}>
              {FORM_ERROR_SUMMARY}
            </Alert>
          ) : null}
          <Box sx={{ ...span(12), display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Criando a loja…' : 'Criar loja e convidar o dono'}
            </Button>
            <Button onClick={() => navigate('/admin/stores')}>Cancelar</Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
