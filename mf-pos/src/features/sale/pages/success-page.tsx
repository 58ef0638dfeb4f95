import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import { formatBRL, saleTitle } from '@comanda/shared/domain';
import { useAppSelector } from '@comanda/shared/state';
import { ReceiptSlip, SaleKitchenSlip } from '../../../components/sale-slips';
import { usePrintSlip } from '../../../lib/use-print-slip';
import { usePosCatalog } from '../../../lib/use-pos-catalog';
import { selectFinishedSale } from '../state/sale-slice';

/** Venda concluída: the change, the receipt and the kitchen ticket, and Enter for the next sale. */
export function SuccessPage({ storeId }: { storeId: number }) {
  const navigate = useNavigate();
  const finished = useAppSelector((state) => selectFinishedSale(state, storeId));
  const { catalog } = usePosCatalog(storeId);
  const { printing, print } = usePrintSlip<'receipt' | 'kitchen'>();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === 'F2') {
        e.preventDefault();
        navigate('../index', { relative: 'path' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  if (!finished) return <Navigate to="../index" relative="path" replace />;
  const { sale, queued } = finished;
  const storeName = catalog?.store.name ?? '';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {queued ? 'Venda registrada no caixa' : `${saleTitle(sale).replace('VENDA', 'Venda')} concluída`}
      </Typography>
      {queued && (
        <Alert severity="warning" sx={{ mt: 2, textAlign: 'left' }}>
          Sem conexão: a venda foi guardada neste caixa e será enviada assim que a internet voltar.
        </Alert>
      )}
      <Box sx={{ my: 3 }}>
        <Typography variant="overline">Troco</Typography>
        <Typography sx={{ fontSize: { xs: '3rem', sm: '4rem' }, fontWeight: 800, lineHeight: 1 }} data-testid="pos-success-change">
          {formatBRL(sale.change_cents)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Total {formatBRL(sale.total_cents)} · Pago {formatBRL(sale.paid_cents)}
          {sale.remaining_cents > 0 ? ` · A pagar ${formatBRL(sale.remaining_cents)}` : ''}
        </Typography>
      </Box>
      {/* A phone: the three buttons one under the other, across the card. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ justifyContent: 'center' }}>
        <Button variant="outlined" onClick={() => print('receipt')}>
          Imprimir comprovante
        </Button>
        <Button variant="outlined" onClick={() => print('kitchen')}>
          Imprimir para a cozinha
        </Button>
        <Button variant="contained" size="large" onClick={() => navigate('../index', { relative: 'path' })}>
          Nova venda (Enter)
        </Button>
      </Stack>
      {printing === 'receipt' && <ReceiptSlip sale={sale} storeName={storeName} />}
      {printing === 'kitchen' && <SaleKitchenSlip sale={sale} storeName={storeName} />}
    </Paper>
  );
}
