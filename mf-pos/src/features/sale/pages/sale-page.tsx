import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Collapse, Paper, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { draftTotals, findPosProducts, formatBRL, type Product } from '@comanda/shared/domain';
import { PageSpinner } from '@comanda/shared/ui';
import { CodeSearchField } from '../components/code-search-field';
import { CustomerFields } from '../components/customer-fields';
import { DiscountDialog } from '../components/discount-dialog';
import { OrderTypePicker } from '../components/order-type-picker';
import { ProductGrid } from '../components/product-grid';
import { SaleLines } from '../components/sale-lines';
import { lineFromModal, opensOptions, quickLine } from '../lib/line-from-product';
import { usePosSale } from '../lib/use-pos-sale';
import { useSaleCatalog } from '../lib/use-sale-catalog';

const ProductModal = lazy(() => import('@comanda/shared/ui/catalog').then((m) => ({ default: m.ProductModal })));

/** PDV — Nova venda: tiles or code + Enter on the left, the sale on the right, F2 to charge. */
export function SalePage({ storeId }: { storeId: number }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { catalog, error, isLoading } = useSaleCatalog(storeId);
  const sale = usePosSale(storeId);
  const { draft } = sale;
  const [chosen, setChosen] = useState<Product | null>(null);
  const [search, setSearch] = useState('');
  const [discountOpen, setDiscountOpen] = useState(false);
  const [customerOpen, setCustomerOpen] = useState(() => draft.customer.name !== '' || draft.customer.phone !== '' || draft.customer.cpf !== '');
  const searchRef = useRef<HTMLInputElement>(null);
  const totals = draftTotals(draft);
  const canCharge = draft.lines.length > 0 && (draft.orderType !== 'dine_in' || draft.table.trim() !== '');

  const pick = useCallback(
    (product: Product) => {
      if (opensOptions(product)) return setChosen(product);
      sale.add(quickLine(product));
      searchRef.current?.focus();
    },
    [sale],
  );

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
  const shown = search.trim() === '' ? catalog.products : findPosProducts(catalog.products, search);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, gap: 2, height: { md: 'calc(100vh - 120px)' }, minHeight: 560 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, gap: 1 }}>
        <Typography variant="h6" component="h1">
          PDV — Nova venda
        </Typography>
        <CodeSearchField ref={searchRef} products={catalog.products} onPick={pick} onSearch={setSearch} onNotFound={(text) => enqueueSnackbar(`Nenhum produto com o código ou nome "${text}".`, { variant: 'warning' })} />
        <ProductGrid categories={catalog.categories} products={shown} onPick={pick} />
      </Box>
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, p: 1.5, gap: 1 }} aria-label="Venda atual">
        <OrderTypePicker value={draft.orderType} table={draft.table} available={catalog.store.order_types} onChange={sale.setOrderType} onTable={sale.setTable} />
        <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setCustomerOpen((open) => !open)}>
          {customerOpen ? 'Ocultar cliente' : 'Cliente / CPF na nota (opcional)'}
        </Button>
        <Collapse in={customerOpen} unmountOnExit>
          <CustomerFields value={draft.customer} onChange={sale.setCustomer} />
        </Collapse>
        <SaleLines lines={draft.lines} maxQuantity={catalog.store.quantity_limits.lineQuantity} onQuantity={sale.setQuantity} onNotes={sale.setLineNotes} onRemove={sale.remove} />
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <Row label={`Subtotal (${totals.units} ${totals.units === 1 ? 'item' : 'itens'})`} value={formatBRL(totals.subtotalCents)} />
          {totals.discountCents > 0 && <Row label="Desconto" value={`-${formatBRL(totals.discountCents)}`} />}
          <Row label="Total" value={formatBRL(totals.totalCents)} big />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 2fr', gap: 1 }}>
          <Button variant="outlined" onClick={() => setDiscountOpen(true)} disabled={draft.lines.length === 0}>
            Desconto
          </Button>
          <Button variant="outlined" color="error" onClick={sale.clear} disabled={draft.lines.length === 0}>
            Limpar
          </Button>
          <Button variant="contained" size="large" onClick={charge} disabled={!canCharge} sx={{ py: 1.5, fontSize: '1.1rem' }}>
            Cobrar {formatBRL(totals.totalCents)} (F2)
          </Button>
        </Box>
      </Paper>
      <Suspense fallback={null}>
        {chosen && (
          <ProductModal
            product={chosen}
            open
            limits={catalog.store.quantity_limits}
            addLabel="Adicionar à venda"
            onClose={() => setChosen(null)}
            onAdd={(result) => {
              sale.add(lineFromModal(chosen, result));
              setChosen(null);
              searchRef.current?.focus();
            }}
          />
        )}
      </Suspense>
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
