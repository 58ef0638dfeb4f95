import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Collapse, Paper, Typography } from '@comanda/shared/ui/mui';
import { deliveryReady, draftTotals, formatBRL } from '@comanda/shared/domain';
import { PageSpinner } from '@comanda/shared/ui';
import { DraftLines } from '../../../components/draft-lines';
import { ProductPicker } from '../../../components/product-picker';
import { usePosCatalog } from '../../../lib/use-pos-catalog';
import { CustomerFields } from '../components/customer-fields';
import { DeliveryFields } from '../components/delivery-fields';
import { DiscountDialog } from '../components/discount-dialog';
import { OrderTypePicker } from '../components/order-type-picker';
import { usePosSale } from '../lib/use-pos-sale';
import { POS_COLUMNS } from '../../../components/pos-columns';

/** PDV — Nova venda: tiles or code + Enter on the left, the sale on the right, F2 to charge. */
export function SalePage({ storeId }: { storeId: number }) {
  const navigate = useNavigate();
  const { catalog, error, isLoading } = usePosCatalog(storeId);
  const sale = usePosSale(storeId);
  const { draft } = sale;
  const [discountOpen, setDiscountOpen] = useState(false);
  const [customerOpen, setCustomerOpen] = useState(() => draft.customer.name !== '' || draft.customer.phone !== '' || draft.customer.cpf !== '');
  const totals = draftTotals(draft);
  const canCharge = draft.lines.length > 0 && (draft.orderType !== 'dine_in' || draft.table.trim() !== '') && deliveryReady(draft);

  const charge = useCallback(() => {
    if (canCharge) navigate('../payment', { relative: 'path' });
  }, [canCharge, navigate]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F2') {
        e.preventDefault();
        charge();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [charge]);

  if (isLoading) return <PageSpinner label="Carregando o cardápio…" />;
  if (!catalog) return <Alert severity="error">{error ?? 'Não foi possível carregar o cardápio.'}</Alert>;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: POS_COLUMNS, gap: 2, height: { md: 'calc(100vh - 120px)' }, minHeight: 560 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, gap: 1 }}>
        <Typography variant="h6" component="h1">
          PDV — Nova venda
        </Typography>
        <ProductPicker catalog={catalog} addLabel="Adicionar à venda" keepFocus onAdd={sale.add} />
      </Box>
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, p: 1.5, gap: 1 }} aria-label="Venda atual">
        <OrderTypePicker value={draft.orderType} table={draft.table} available={catalog.store.order_types} onChange={sale.setOrderType} onTable={sale.setTable} />
        {draft.orderType === 'delivery' && <DeliveryFields slug={catalog.store.slug} subtotalCents={totals.subtotalCents} address={draft.address} onChange={sale.setDelivery} />}
        <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setCustomerOpen((open) => !open)}>
          {customerOpen ? 'Ocultar cliente' : 'Cliente / CPF na nota (opcional)'}
        </Button>
        <Collapse in={customerOpen} unmountOnExit>
          <CustomerFields storeId={storeId} value={draft.customer} onChange={sale.setCustomer} />
        </Collapse>
        <DraftLines
          label="Itens da venda"
          emptyText="Toque em um produto ou digite o código e Enter."
          fill
          unitPrice
          lines={draft.lines}
          maxQuantity={catalog.store.quantity_limits.lineQuantity}
          onQuantity={sale.setQuantity}
          onNotes={sale.setLineNotes}
          onRemove={sale.remove}
        />
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <Row label={`Subtotal (${totals.units} ${totals.units === 1 ? 'item' : 'itens'})`} value={formatBRL(totals.subtotalCents)} />
          {totals.discountCents > 0 && <Row label="Desconto" value={`-${formatBRL(totals.discountCents)}`} />}
          {draft.orderType === 'delivery' && <Row label="Taxa de entrega" value={draft.deliveryFeeCents === null ? 'informe o endereço' : formatBRL(totals.deliveryFeeCents)} />}
          <Row label="Total" value={formatBRL(totals.totalCents)} big />
        </Box>
        {/* A phone: Desconto and Limpar side by side, Cobrar under them across the panel. */}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 2fr' }, gap: 1 }}>
          <Button variant="outlined" onClick={() => setDiscountOpen(true)} disabled={draft.lines.length === 0}>
            Desconto
          </Button>
          <Button variant="outlined" color="error" onClick={sale.clear} disabled={draft.lines.length === 0}>
            Limpar
          </Button>
          <Button variant="contained" size="large" onClick={charge} disabled={!canCharge} sx={{ py: 1.5, fontSize: '1.1rem', gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            Cobrar {formatBRL(totals.totalCents)} (F2)
          </Button>
        </Box>
      </Paper>
      {discountOpen && <DiscountDialog open subtotalCents={totals.subtotalCents} current={draft.discount} onClose={() => setDiscountOpen(false)} onApply={sale.setDiscount} />}
    </Box>
  );
}

function Row({ label, value, big = false }: { label: string; value: string; big?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <Typography variant={big ? 'h6' : 'body2'} sx={{ fontWeight: big ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={big ? 'h6' : 'body2'} sx={{ fontWeight: big ? 700 : 400 }} data-testid={big ? 'sale-total' : undefined}>
        {value}
      </Typography>
    </Box>
  );
}
