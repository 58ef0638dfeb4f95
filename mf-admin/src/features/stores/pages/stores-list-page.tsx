import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Link, Typography } from '@comanda/shared/ui/mui';
import AddIcon from '@mui/icons-material/Add';
import { type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { AdminStoreSummary } from '@comanda/shared/domain';
import { toApiError, useBusinessTypesQuery } from '@comanda/shared/state';
import { useAdminPlansQuery } from '../../../common/api/plans-api';
import { PageHeader } from '../../../common/components/page-header';
import { formatDate, formatInteger } from '../../../common/lib/format';
import { useAdminStoresQuery } from '../api/admin-stores-api';
import { StoreFilters } from '../components/store-filters';
import { StoreStatusChips } from '../components/store-status-chips';
import { changeFilters, EMPTY_FILTERS, type FromStoresList, filtersFromSearch, hasActiveFilters, listParams, PAGE_SIZES, searchFromFilters } from '../lib/list-params';
import { ListGrid } from '../../../common/components/list-grid';

/** How long typing must pause before the search (and the city) reach the API. */
export const SEARCH_DEBOUNCE_MS = 400;

function TwoLines({ first, second, link }: { first: string; second?: string | null; link?: { to: string; state: FromStoresList } }) {
  return (
    <Box sx={{ lineHeight: 1.3, py: 1, overflow: 'hidden' }}>
      {link ? (
        <Link component={RouterLink} to={link.to} state={link.state} underline="hover" sx={{ fontWeight: 700, display: 'block' }} onClick={(e) => e.stopPropagation()}>
          {first}
        </Link>
      ) : (
        <Typography variant="body2" noWrap>
          {first}
        </Typography>
      )}
      {second ? (
        <Typography variant="body2" color="text.secondary" noWrap title={second}>
          {second}
        </Typography>
      ) : null}
    </Box>
  );
}

function columns(from: FromStoresList): GridColDef<AdminStoreSummary>[] {
  const list: GridColDef<AdminStoreSummary>[] = [
    { field: 'name', headerName: 'Loja', flex: 1.4, minWidth: 170, renderCell: ({ row }) => <TwoLines first={row.name} second={row.slug} link={{ to: `/admin/stores/${row.id}`, state: from }} /> },
    { field: 'owner', headerName: 'Dono', flex: 1.3, minWidth: 160, renderCell: ({ row }) => (row.owner ? <TwoLines first={row.owner.name} second={row.owner.email} /> : <TwoLines first="—" />) },
    { field: 'business_type', headerName: 'Tipo', flex: 0.8, minWidth: 105, valueGetter: (value: string | null) => value ?? '—' },
    { field: 'city', headerName: 'Cidade/UF', flex: 0.9, minWidth: 120, valueGetter: (_v, row) => (row.city ? `${row.city}${row.state ? `/${row.state}` : ''}` : '—') },
    { field: 'plan', headerName: 'Plano', width: 105, valueGetter: (_v, row) => row.plan?.name ?? '—' },
    { field: 'status', headerName: 'Status', width: 130, renderCell: ({ row }) => <Box sx={{ py: 1 }}><StoreStatusChips store={row} /></Box> },
    { field: 'orders_30d', headerName: 'Pedidos (30 dias)', type: 'number', width: 90, valueFormatter: (value: number) => formatInteger(value) },
    { field: 'last_order_at', headerName: 'Último pedido', width: 100, valueFormatter: (value: string | null) => formatDate(value) },
    { field: 'created_at', headerName: 'Criada em', width: 100, valueFormatter: (value: string) => formatDate(value) },
  ];
  // The API lists the newest stores first and sorts by nothing else.
  return list.map((column) => ({ ...column, sortable: false }));
}

/** /admin/stores: the platform's stores (not branches), paged and filtered by the server; a row opens the store. */
export function StoresListPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [urlParams, setUrlParams] = useSearchParams();
  const from = useMemo<FromStoresList>(() => ({ listSearch: search }), [search]);
  const gridColumns = useMemo(() => columns(from), [from]);
  const filters = useMemo(() => filtersFromSearch(urlParams), [urlParams]);
  const [typed, setTyped] = useState({ q: filters.q, city: filters.city });
  const businessTypes = useBusinessTypesQuery().data ?? [];
  const plans = useAdminPlansQuery().data ?? [];
  const { data, error, isFetching } = useAdminStoresQuery(listParams(filters));

  // The URL changed from outside (back button, a link): the boxes show what is being searched.
  useEffect(() => {
    setTyped((t) => (t.q.trim() === filters.q && t.city.trim() === filters.city ? t : { q: filters.q, city: filters.city }));
  }, [filters.q, filters.city]);

  // The texts reach the URL (and the API) once typing pauses; any filter change starts again at page 1.
  useEffect(() => {
    if (typed.q.trim() === filters.q && typed.city.trim() === filters.city) return;
    const timer = setTimeout(() => setUrlParams(searchFromFilters(changeFilters(filters, typed)), { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters, setUrlParams]);

  const pagination: GridPaginationModel = { page: filters.page - 1, pageSize: filters.per_page };
  const setPagination = (model: GridPaginationModel) =>
    setUrlParams(searchFromFilters({ ...filters, ...typed, page: model.pageSize === filters.per_page ? model.page + 1 : 1, per_page: model.pageSize }));

  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader
        title="Lojas"
        actions={
          <Button component={RouterLink} to="/admin/stores/create" variant="contained" startIcon={<AddIcon />}>
            Nova loja
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Lojas da plataforma (as filiais aparecem na página de cada loja). Clique numa loja para ver o plano, o uso e os últimos pedidos.
      </Typography>
      <StoreFilters
        search={typed.q}
        city={typed.city}
        businessType={filters.business_type}
        plan={filters.plan}
        status={filters.status}
        businessTypes={businessTypes}
        plans={plans}
        onSearch={(q) => setTyped((t) => ({ ...t, q }))}
        onCity={(city) => setTyped((t) => ({ ...t, city }))}
        onChange={(patch) => setUrlParams(searchFromFilters(changeFilters({ ...filters, ...typed }, patch)))}
        onClear={
          hasActiveFilters({ ...filters, ...typed })
            ? () => {
                setTyped({ q: '', city: '' });
                setUrlParams(searchFromFilters({ ...EMPTY_FILTERS, per_page: filters.per_page }));
              }
            : undefined
        }
      />
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {toApiError(error, 'Não foi possível carregar as lojas.').message}
        </Alert>
      ) : null}
      <Box sx={{ width: '100%' }}>
        <ListGrid
          aria-label="Lojas"
          rows={data?.data ?? []}
          columns={gridColumns}
          rowCount={data?.meta.total ?? 0}
          loading={isFetching}
          paginationMode="server"
          filterMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={[...PAGE_SIZES]}
          onOpen={(row) => navigate(`/admin/stores/${row.id}`, { state: from })}
          emptyText={hasActiveFilters(filters) ? 'Nenhuma loja com estes filtros.' : 'Nenhuma loja cadastrada.'}
          columnHeaderHeight={64}
          sx={{
            // Two-line headers ("Pedidos (30 dias)") instead of cut ones.
            '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
          }}
        />
      </Box>
    </Box>
  );
}
