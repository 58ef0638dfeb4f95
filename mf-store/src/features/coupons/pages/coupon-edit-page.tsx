import { Alert, Box, Button, CircularProgress, Typography } from '@comanda/shared/ui/mui';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { toApiError, useActiveStoreId, useToasts } from '@comanda/shared/state';
import { useCreateCouponMutation, useStoreCouponQuery, useUpdateCouponMutation } from '../api/coupons-api';
import { CouponForm } from '../components/coupon-form';
import { couponBody, EMPTY_COUPON, formValuesOf, type CouponFormValues } from '../lib/coupon-form-values';

function Header({ title }: { title: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
      <Button component={RouterLink} to="/store/coupons" startIcon={<ArrowBackIcon />}>
        Cupons
      </Button>
      <Typography id="page-title" variant="h4" component="h1">
        {title}
      </Typography>
    </Box>
  );
}

/** /store/coupons/create (`refusal`: why the plan does not let coupons change now). */
export function CouponCreatePage({ refusal = null }: { refusal?: string | null }) {
  const storeId = useActiveStoreId();
  const [create] = useCreateCouponMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  async function submit(values: CouponFormValues) {
    const coupon = await create({ storeId: storeId!, body: couponBody(values) }).unwrap();
    enqueueSnackbar(`Cupom ${coupon.code} criado.`, { variant: 'success' });
    navigate('/store/coupons');
  }
  return (
    <Box component="section" aria-labelledby="page-title">
      <Header title="Novo cupom" />
      {storeId === null ? <Alert severity="warning">Sua conta não está vinculada a uma loja.</Alert> : <CouponForm initialValues={EMPTY_COUPON} submitLabel="Criar cupom" onSubmit={submit} refusal={refusal} />}
    </Box>
  );
}

/** /store/coupons/:id/edit (read-only, with the reason, when the plan refuses changes). */
export function CouponEditPage({ refusal = null }: { refusal?: string | null }) {
  const storeId = useActiveStoreId();
  const id = Number(useParams().id);
  const { data, error, isLoading } = useStoreCouponQuery({ storeId: storeId ?? 0, id }, { skip: storeId === null || !Number.isSafeInteger(id) });
  const [update] = useUpdateCouponMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  async function submit(values: CouponFormValues) {
    const coupon = await update({ storeId: storeId!, id, body: couponBody(values) }).unwrap();
    enqueueSnackbar(`Cupom ${coupon.code} salvo.`, { variant: 'success' });
    navigate('/store/coupons');
  }
  return (
    <Box component="section" aria-labelledby="page-title">
      <Header title={data ? `Editar cupom ${data.code}` : 'Editar cupom'} />
      {isLoading ? <CircularProgress aria-label="Carregando cupom" /> : null}
      {error ? <Alert severity="error">{toApiError(error, 'Não foi possível carregar o cupom.').message}</Alert> : null}
      {data ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Usado em {data.usage.orders} {data.usage.orders === 1 ? 'pedido' : 'pedidos'}.
          </Typography>
          <CouponForm initialValues={formValuesOf(data)} submitLabel="Salvar" onSubmit={submit} refusal={refusal} />
        </>
      ) : null}
    </Box>
  );
}
