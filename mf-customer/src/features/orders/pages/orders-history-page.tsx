import { MenuItem, TextField } from '@mui/material';
import { Alert, Box, Button, Pagination, Stack, Typography } from '@comanda/shared/ui/mui';
import { useSearchParams } from 'react-router-dom';
import { useCustomerOrdersQuery, useCustomerOrderStoresQuery } from '../../../api/customer-orders-api';
import { PageSpinner, paginationAriaLabel } from '@comanda/shared/ui';
import { useCustomerPath } from '../../../customer-paths';
import { CustomerOrderCard } from '../components/customer-order-card';
import { filtersFromSearch, HISTORY_STATUS_OPTIONS, historyQuery, searchFromFilters, type HistoryFilters } from '../lib/history-filters';

/** /customer/orders/history: every order I placed, at any store, filtered by status, store and period, a page at a time. */
export function OrdersHistoryPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const orders = useCustomerOrdersQuery(historyQuery(filters));
  const stores = useCustomerOrderStoresQuery();
  const pathTo = useCustomerPath();
  const change = (patch: Partial<HistoryFilters>) => setSearch(searchFromFilters({ ...filters, page: 1, ...patch }), { replace: true });
  const filtered = Boolean(filters.status || filters.store || filters.from || filters.to);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Histórico de pedidos
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} component="form" role="search" aria-label="Filtrar pedidos" onSubmit={(event) => event.preventDefault()}>
        <TextField select label="Status" size="small" value={filters.status} onChange={(event) => change({ status: event.target.value as HistoryFilters['status'] })} sx={{ minWidth: 170 }}>
          {HISTORY_STATUS_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Loja" size="small" value={filters.store} onChange={(event) => change({ store: event.target.value })} sx={{ minWidth: 200 }}>
          <MenuItem value="">Todas</MenuItem>
          {(stores.data ?? []).map((store) => (
            <MenuItem key={store.id} value={String(store.id)}>
              {store.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField type="date" label="De" size="small" value={filters.from} onChange={(event) => change({ from: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" label="Até" size="small" value={filters.to} onChange={(event) => change({ to: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        {filtered && <Button onClick={() => setSearch(new URLSearchParams(), { replace: true })}>Limpar filtros</Button>}
      </Stack>
      {orders.isLoading ? (
        <PageSpinner label="Carregando pedidos" />
      ) : orders.isError ? (
        <Alert severity="error" action={<Button onClick={() => void orders.refetch()}>Tentar novamente</Button>}>
          Não foi possível carregar seus pedidos.
        </Alert>
      ) : orders.data && orders.data.data.length > 0 ? (
        <>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {orders.data.data.map((order) => (
              <CustomerOrderCard key={order.id} order={order} orderPath={pathTo(`orders/${order.id}`)} showReorder />
            ))}
          </Box>
          {orders.data.meta.last_page > 1 && (
            <Pagination count={orders.data.meta.last_page} page={filters.page} onChange={(_, page) => change({ page })} getItemAriaLabel={paginationAriaLabel} />
          )}
        </>
      ) : (
        <Typography color="text.secondary">{filtered ? 'Nenhum pedido com esses filtros.' : 'Você ainda não fez pedidos.'}</Typography>
      )}
    </Box>
  );
}
