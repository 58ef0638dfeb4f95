import { useCallback, useMemo } from 'react';
import { Box, Button, Pagination, Paper, Typography } from '@comanda/shared/ui/mui';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useLiveOrders } from '../../../realtime/use-live-orders';
import { useStoreOrdersQuery } from '../api/store-orders-api';
import { paginationAriaLabel } from '@comanda/shared/ui';
import { OrderFilters } from '../components/order-filters';
import { OrdersTable } from '../components/orders-table';
import { PageHeader } from '../components/page-header';
import { ErrorBlock, LoadingBlock, NoStoreAlert } from '../components/query-state';

import { useOrderUpdates } from '../hooks/use-order-updates';
import { useStoreId } from '../hooks/use-store-id';
import { EMPTY_FILTERS, filtersFromSearch, hasActiveFilters, listQuery, searchFromFilters, type OrderListFilters } from '../lib/list-filters';

/** /store/orders: every order of the store, filtered through the URL. */
export function OrdersListPage() {
  const storeId = useStoreId();
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ pb: 9 }}>
      <PageHeader title="Pedidos">
        <Button component={RouterLink} to="kanban" startIcon={<ViewKanbanIcon />} variant="outlined">
          Ver kanban
        </Button>
      </PageHeader>
      {storeId === null ? <NoStoreAlert /> : <OrdersList storeId={storeId} />}
    </Box>
  );
}

function OrdersList({ storeId }: { storeId: number }) {
  useLiveOrders(storeId);
  useOrderUpdates(storeId);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const setFilters = useCallback((next: OrderListFilters) => setParams(searchFromFilters(next), { replace: true }), [setParams]);
  const { data, error, isLoading, isFetching, refetch } = useStoreOrdersQuery({ storeId, ...listQuery(filters) });

  const filtered = hasActiveFilters(filters);
  const orders = data?.data ?? [];

  return (
    <>
      <OrderFilters filters={filters} onChange={setFilters} />
      {isLoading ? (
        <LoadingBlock />
      ) : error && !data ? (
        <ErrorBlock error={error} onRetry={() => void refetch()} />
      ) : orders.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            {filtered ? 'Nenhum pedido encontrado' : 'Nenhum pedido ainda'}
          </Typography>
          <Typography color="text.secondary">
            {filtered ? 'Nenhum pedido corresponde aos filtros escolhidos.' : 'Os pedidos da loja aparecem aqui assim que chegarem.'}
          </Typography>
          {filtered && (
            <Button sx={{ mt: 2 }} onClick={() => setFilters(EMPTY_FILTERS)}>
              Limpar filtros
            </Button>
          )}
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ opacity: isFetching ? 0.7 : 1, transition: 'opacity 150ms' }} aria-busy={isFetching}>
          <OrdersTable orders={orders} />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {data?.meta.total === 1 ? '1 pedido' : `${data?.meta.total ?? orders.length} pedidos`}
            </Typography>
            {(data?.meta.last_page ?? 1) > 1 && (
              <Pagination
                count={data?.meta.last_page ?? 1}
                page={filters.page}
                onChange={(_event, page) => setParams(searchFromFilters({ ...filters, page }))}
                getItemAriaLabel={paginationAriaLabel}
                aria-label="Paginação dos pedidos"
                color="primary"
              />
            )}
          </Box>
        </Paper>
      )}
    </>
  );
}
