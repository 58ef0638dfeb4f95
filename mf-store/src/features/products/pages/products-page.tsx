import { useMemo, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { Alert, Box, Button, Stack, Typography } from '@comanda/shared/ui/mui';
import AddIcon from '@mui/icons-material/Add';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatBRL, PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, reaisToCents, type AdminProduct, type ProductStatusFilter } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { ConfirmDialog, DisabledReason } from '@comanda/shared/ui';
import { useDebouncedValue } from '@comanda/shared/ui/forms';
import {
  useAdminProductsQuery,
  useDeleteProductMutation,
  useDuplicateProductMutation,
  useProductCategoriesQuery,
  useSetProductAvailabilityMutation,
} from '../api/products-api';
import { BulkPriceDialog } from '../components/bulk-price-dialog';
import { ProductStatusChips } from '../components/product-status-chips';
import { SORTABLE_COLUMNS, sortParams } from '../lib/grid-query';
import { useStoreId } from '../lib/use-store-id';

const LOCALE = ptBR.components.MuiDataGrid.defaultProps.localeText;

/**
 * /store/products: the data grid, paged, sorted and filtered by the server. `createRefusal`: why the plan does not
 * let one more product in now ("Novo produto" and "Duplicar" say so; screens.tsx asks the plan).
 */
export function ProductsPage({ createRefusal = null }: { createRefusal?: string | null }) {
  const storeId = useStoreId() ?? 0;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const [status, setStatus] = useState<ProductStatusFilter | ''>('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'name', sort: 'asc' }]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);
  const debouncedSearch = useDebouncedValue(search, 300);
  const categories = useProductCategoriesQuery(storeId, { skip: !storeId }).data?.categories ?? [];
  const { data, isFetching, isError } = useAdminProductsQuery(
    {
      storeId,
      page: pagination.page + 1,
      per_page: pagination.pageSize,
      search: debouncedSearch,
      ...(categoryId ? { category_id: categoryId } : {}),
      ...(status ? { status } : {}),
      ...sortParams(sortModel),
    },
    { skip: !storeId },
  );
  const [setAvailability] = useSetProductAvailabilityMutation();
  const [duplicate] = useDuplicateProductMutation();
  const [remove, { isLoading: deleting }] = useDeleteProductMutation();

  const run = async (action: Promise<unknown>, done: string) => {
    try {
      await action;
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(toApiError(error).message, { variant: 'error' });
    }
  };

  const columns = useMemo<GridColDef<AdminProduct>[]>(
    () => [
      { field: 'name', headerName: 'Nome', flex: 2, minWidth: 180 },
      { field: 'category_name', headerName: 'Categoria', flex: 1, minWidth: 130, valueGetter: (value) => value ?? 'Sem categoria' },
      {
        field: 'price',
        headerName: 'Preço',
        width: 190,
        renderCell: ({ row }) =>
          row.promo_price ? (
            <span>
              {formatBRL(reaisToCents(row.promo_price))} <s aria-label={`Preço anterior ${formatBRL(reaisToCents(row.price))}`}>{formatBRL(reaisToCents(row.price))}</s>
            </span>
          ) : (
            formatBRL(reaisToCents(row.price))
          ),
      },
      { field: 'status', headerName: 'Situação', flex: 1, minWidth: 190, sortable: false, renderCell: ({ row }) => <ProductStatusChips product={row} /> },
      { field: 'updated_at', headerName: 'Atualizado', width: 150, valueFormatter: (value: string) => new Date(value).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' }) },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Ações',
        width: 80,
        getActions: ({ row }) => [
          <GridActionsCellItem key="edit" label="Editar" showInMenu onClick={() => navigate(`/store/products/${row.id}/edit`)} />,
          <GridActionsCellItem
            key="dup"
            label="Duplicar"
            showInMenu
            disabled={Boolean(createRefusal)}
            onClick={() => run(duplicate({ storeId, id: row.id }).unwrap(), `"${row.name}" duplicado (pausado).`)}
          />,
          <GridActionsCellItem
            key="pause"
            label={row.is_active ? 'Pausar' : 'Reativar'}
            showInMenu
            onClick={() => run(setAvailability({ storeId, id: row.id, is_active: !row.is_active }).unwrap(), row.is_active ? `"${row.name}" pausado.` : `"${row.name}" reativado.`)}
          />,
          <GridActionsCellItem
            key="sold"
            label={row.sold_out ? 'Disponível de novo' : 'Esgotado hoje'}
            showInMenu
            onClick={() => run(setAvailability({ storeId, id: row.id, sold_out_today: !row.sold_out }).unwrap(), row.sold_out ? `"${row.name}" disponível.` : `"${row.name}" esgotado até o fim do dia.`)}
          />,
          <GridActionsCellItem key="delete" label="Excluir" showInMenu onClick={() => setToDelete(row)} />,
        ],
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutations' triggers are stable
    [storeId, createRefusal],
  );

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Produtos
        </Typography>
        <Button variant="outlined" onClick={() => setBulkOpen(true)} disabled={categories.length === 0}>
          Reajustar preços
        </Button>
        <Button component={RouterLink} to="/store/catalog/import" variant="outlined">
          Importar / exportar
        </Button>
        <DisabledReason reason={createRefusal}>
          {createRefusal ? (
            <Button variant="contained" startIcon={<AddIcon />} disabled>
              Novo produto
            </Button>
          ) : (
            <Button component={RouterLink} to="/store/products/create" variant="contained" startIcon={<AddIcon />}>
              Novo produto
            </Button>
          )}
        </DisabledReason>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Buscar produto"
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          sx={{ flexGrow: 1 }}
        />
        <TextField
          select
          label="Categoria"
          value={categoryId}
          onChange={(e) => {
            setCategoryId(e.target.value === '' ? '' : Number(e.target.value));
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Todas</MenuItem>
          {categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Situação"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ProductStatusFilter | '');
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">Todas</MenuItem>
          {PRODUCT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {PRODUCT_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isError && <Alert severity="error">Não foi possível carregar os produtos.</Alert>}
      <Box sx={{ width: '100%', overflowX: 'auto' }}>
        <DataGrid
          aria-label="Produtos"
          rows={data?.data ?? []}
          columns={columns.map((c) => ({ ...c, sortable: c.field in SORTABLE_COLUMNS }))}
          rowCount={data?.meta.total ?? 0}
          loading={isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={[10, 25, 50, 100]}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          localeText={LOCALE}
          disableRowSelectionOnClick
          autoHeight
          sx={{ minWidth: 720 }}
        />
      </Box>
      <BulkPriceDialog storeId={storeId} categories={categories} open={bulkOpen} onClose={() => setBulkOpen(false)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Excluir produto"
        text={`Excluir "${toDelete?.name ?? ''}"? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        busy={deleting}
        onConfirm={async () => {
          if (toDelete) await run(remove({ storeId, id: toDelete.id }).unwrap(), `"${toDelete.name}" excluído.`);
          setToDelete(null);
        }}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
