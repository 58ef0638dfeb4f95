import { Alert, Box, CircularProgress } from '@comanda/shared/ui/mui';
import { useNavigate, useParams } from 'react-router-dom';
import { toApiError, useToasts } from '@comanda/shared/state';
import { useAdminPlanQuery, useCreatePlanMutation, useUpdatePlanMutation } from '../../../common/api/plans-api';
import { PageHeader } from '../../../common/components/page-header';
import { PlanForm } from '../components/plan-form';
import { EMPTY_PLAN, formValuesOf, planBody, type PlanFormValues } from '../lib/plan-form-values';

/** /admin/plans/create */
export function PlanCreatePage() {
  const [create] = useCreatePlanMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  async function submit(values: PlanFormValues) {
    const plan = await create(planBody(values)).unwrap();
    enqueueSnackbar(`Plano "${plan.name}" criado.`, { variant: 'success' });
    navigate(`/admin/plans/${plan.id}`);
  }
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader title="Novo plano" back={{ to: '/admin/plans', label: 'Planos' }} />
      <PlanForm initialValues={EMPTY_PLAN} submitLabel="Criar plano" creating onSubmit={submit} onCancel={() => navigate('/admin/plans')} />
    </Box>
  );
}

/** /admin/plans/:id/edit */
export function PlanEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, isLoading } = useAdminPlanQuery(id, { skip: !valid });
  const [update] = useUpdatePlanMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  async function submit(values: PlanFormValues) {
    const plan = await update({ id, body: planBody(values) }).unwrap();
    enqueueSnackbar(`Plano "${plan.name}" salvo.`, { variant: 'success' });
    navigate(`/admin/plans/${plan.id}`);
  }
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader title={data ? `Editar plano ${data.name}` : 'Editar plano'} back={{ to: valid ? `/admin/plans/${id}` : '/admin/plans', label: data?.name ?? 'Planos' }} />
      {isLoading ? <CircularProgress aria-label="Carregando plano" /> : null}
      {!valid || error ? <Alert severity="error">{toApiError(error, 'Plano não encontrado.').message}</Alert> : null}
      {data ? <PlanForm initialValues={formValuesOf(data)} submitLabel="Salvar" onSubmit={submit} onCancel={() => navigate(`/admin/plans/${id}`)} /> : null}
    </Box>
  );
}
