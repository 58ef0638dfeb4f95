import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@comanda/shared/ui/mui';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router-dom';
import { toApiError, useActiveStoreId, useToasts } from '@comanda/shared/state';
import { ConfirmDialog, DisabledReason } from '@comanda/shared/ui';
import { useDeleteCouponMutation, useStoreCouponsQuery, type StoreCoupon } from '../api/coupons-api';
import { CouponsTable } from '../components/coupons-table';

/** /store/coupons: the store's coupons with their usage. `refusal`: why the plan keeps them read-only now. */
export function CouponsListPage({ refusal = null }: { refusal?: string | null }) {
  const storeId = useActiveStoreId();
  return (
    <Box component="section" aria-labelledby="page-title">
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography id="page-title" variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Cupons
        </Typography>
        <DisabledReason reason={refusal}>
          {refusal ? (
            <Button variant="contained" startIcon={<AddIcon />} disabled>
              Novo cupom
            </Button>
          ) : (
            <Button component={RouterLink} to="create" variant="contained" startIcon={<AddIcon />}>
              Novo cupom
            </Button>
          )}
        </DisabledReason>
      </Box>
      {refusal && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      {storeId === null ? <Alert severity="warning">Sua conta não está vinculada a uma loja.</Alert> : <CouponsList storeId={storeId} refusal={refusal} />}
    </Box>
  );
}

function CouponsList({ storeId, refusal }: { storeId: number; refusal: string | null }) {
  const { data, error, isLoading, refetch } = useStoreCouponsQuery(storeId);
  const [remove, removing] = useDeleteCouponMutation();
  const [deleting, setDeleting] = useState<StoreCoupon | null>(null);
  const { enqueueSnackbar } = useToasts();

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove({ storeId, id: deleting.id }).unwrap();
      enqueueSnackbar(`Cupom ${deleting.code} excluído.`, { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(toApiError(err, 'Não foi possível excluir o cupom.').message, { variant: 'error' });
    }
    setDeleting(null);
  }

  if (isLoading) return <CircularProgress aria-label="Carregando cupons" />;
  if (error || !data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}>
        {toApiError(error, 'Não foi possível carregar os cupons.').message}
      </Alert>
    );
  }
  return (
    <>
      {data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            Nenhum cupom ainda
          </Typography>
          <Typography color="text.secondary">Crie um cupom de desconto para divulgar aos seus clientes.</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <CouponsTable coupons={data} onDelete={setDeleting} deleteRefusal={refusal} />
        </Paper>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Excluir o cupom ${deleting?.code ?? ''}?`}
        text="Os pedidos que já usaram o cupom continuam com o código registrado. Para só suspender o uso, desative-o."
        confirmLabel="Excluir"
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
