import { Alert, Box, CircularProgress } from '@comanda/shared/ui/mui';
import { useNavigate, useParams } from 'react-router-dom';
import type { BranchCreateInput } from '@comanda/shared/domain';
import { toApiError, useAuth, useToasts } from '@comanda/shared/state';
import { useCreateBranchMutation, useStoreBranchQuery, useUpdateBranchMutation } from '../api/branches-api';
import { BranchForm } from '../components/branch-form';
import { BranchPageHeader } from '../components/page-header';
import { branchFormValuesOf, emptyBranchValues } from '../lib/branch-form';

const NO_STORE = <Alert severity="warning">Sua conta não está vinculada a uma loja.</Alert>;

/** /store/branches/create */
export function BranchCreatePage() {
  const storeId = useAuth().user?.store_id ?? null;
  const [create] = useCreateBranchMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  async function submit(body: BranchCreateInput) {
    const branch = await create({ storeId: storeId!, body }).unwrap();
    enqueueSnackbar(`Filial ${branch.name} criada.`, { variant: 'success' });
    navigate('/store/branches');
  }
  return (
    <Box component="section" aria-labelledby="page-title">
      <BranchPageHeader title="Nova filial" />
      {storeId === null ? NO_STORE : <BranchForm creating initialValues={emptyBranchValues()} submitLabel="Criar filial" onSubmit={submit} onError={(m) => enqueueSnackbar(m, { variant: 'error' })} />}
    </Box>
  );
}

/** /store/branches/:id/edit */
export function BranchEditPage() {
  const storeId = useAuth().user?.store_id ?? null;
  const id = Number(useParams().id);
  const { data, error, isLoading } = useStoreBranchQuery({ storeId: storeId ?? 0, id }, { skip: storeId === null || !Number.isSafeInteger(id) });
  const [update] = useUpdateBranchMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  async function submit({ copy_catalog: _copy, ...body }: BranchCreateInput) {
    const branch = await update({ storeId: storeId!, id, body }).unwrap();
    enqueueSnackbar(`Filial ${branch.name} salva.`, { variant: 'success' });
    navigate('/store/branches');
  }
  if (storeId === null) return NO_STORE;
  return (
    <Box component="section" aria-labelledby="page-title">
      <BranchPageHeader title={data ? `Editar ${data.name}` : 'Editar filial'} />
      {isLoading && <CircularProgress aria-label="Carregando a filial" />}
      {error && <Alert severity="error">{toApiError(error, 'Não foi possível carregar a filial.').message}</Alert>}
      {data && <BranchForm creating={false} initialValues={branchFormValuesOf(data)} submitLabel="Salvar filial" onSubmit={submit} onError={(m) => enqueueSnackbar(m, { variant: 'error' })} />}
    </Box>
  );
}
