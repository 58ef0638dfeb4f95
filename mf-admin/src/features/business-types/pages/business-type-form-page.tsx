import { Alert, Box, CircularProgress } from '@comanda/shared/ui/mui';
import { useNavigate, useParams } from 'react-router-dom';
import { BUSINESS_TYPE_ADMIN_MESSAGES } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { PageHeader } from '../../../common/components/page-header';
import { useAdminBusinessTypeQuery, useCreateBusinessTypeMutation, useUpdateBusinessTypeMutation } from '../api/business-types-api';
import { BusinessTypeForm } from '../components/business-type-form';
import { businessTypeBody, EMPTY_BUSINESS_TYPE, formValuesOf, type BusinessTypeFormValues } from '../lib/business-type-form';

/** /admin/business-types/create */
export function BusinessTypeCreatePage() {
  const [create] = useCreateBusinessTypeMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  async function submit(values: BusinessTypeFormValues) {
    const type = await create(businessTypeBody(values)).unwrap();
    enqueueSnackbar(BUSINESS_TYPE_ADMIN_MESSAGES.created, { variant: 'success' });
    navigate(`/admin/business-types/${type.id}`);
  }
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader title="Novo tipo de negócio" back={{ to: '/admin/business-types', label: 'Tipos de negócio' }} />
      <BusinessTypeForm initialValues={EMPTY_BUSINESS_TYPE} submitLabel="Criar tipo" creating onSubmit={submit} onCancel={() => navigate('/admin/business-types')} />
    </Box>
  );
}

/** /admin/business-types/:id/edit */
export function BusinessTypeEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, isLoading } = useAdminBusinessTypeQuery(id, { skip: !valid });
  const [update] = useUpdateBusinessTypeMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  async function submit(values: BusinessTypeFormValues) {
    await update({ id, body: businessTypeBody(values) }).unwrap();
    enqueueSnackbar(BUSINESS_TYPE_ADMIN_MESSAGES.saved, { variant: 'success' });
    navigate(`/admin/business-types/${id}`);
  }
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader title={data ? `Editar ${data.name}` : 'Editar tipo de negócio'} back={{ to: valid ? `/admin/business-types/${id}` : '/admin/business-types', label: data?.name ?? 'Tipos de negócio' }} />
      {isLoading ? <CircularProgress aria-label="Carregando tipo de negócio" /> : null}
      {!valid || error ? <Alert severity="error">{toApiError(error, 'Tipo de negócio não encontrado.').message}</Alert> : null}
      {data ? <BusinessTypeForm initialValues={formValuesOf(data)} submitLabel="Salvar" onSubmit={submit} onCancel={() => navigate(`/admin/business-types/${id}`)} /> : null}
    </Box>
  );
}
