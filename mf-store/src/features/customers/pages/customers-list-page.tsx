import { useEffect, useMemo, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Pagination, Paper, Typography } from '@comanda/shared/ui/mui';
import DownloadIcon from '@mui/icons-material/Download';
import { useSearchParams } from 'react-router-dom';
import { toApiError, useActiveStoreId, useToasts } from '@comanda/shared/state';
import { downloadText } from '@comanda/shared/ui';
import { useLazyCustomersCsvQuery, useStoreCustomersQuery } from '../api/customers-api';
import { CustomersTable } from '../components/customers-table';
import { CUSTOMER_SORT_OPTIONS, paramsFromSearch, searchFromParams } from '../lib/list-params';

const BOM = '\uFEFF';

/** /store/customers: the store's customers with their figures; search, sort and CSV export. */
export function CustomersListPage() {
  const storeId = useActiveStoreId();
  const [urlParams, setUrlParams] = useSearchParams();
  const params = useMemo(() => paramsFromSearch(urlParams), [urlParams]);
  const [typed, setTyped] = useState(params.search);
  const [exportCsv, exporting] = useLazyCustomersCsvQuery();
  const { enqueueSnackbar } = useToasts();

  // The search goes to the URL (and the API) once typing pauses.
  useEffect(() => {
    if (typed === params.search) return;
    const timer = setTimeout(() => setUrlParams(searchFromParams({ ...params, search: typed, page: 1 }), { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [typed, params, setUrlParams]);

  async function download() {
    if (storeId === null) return;
    try {
      const csv = await exportCsv({ storeId, search: params.search, sort: params.sort }).unwrap();
      // fetch's text() drops the BOM Excel needs to read the accents.
      downloadText(csv.startsWith(BOM) ? csv : BOM + csv, 'clientes.csv', 'text/csv;charset=utf-8');
    } catch (err) {
      enqueueSnackbar(toApiError(err, 'Não foi possível exportar os clientes.').message, { variant: 'error' });
    }
  }

  return (
    <Box component="section" aria-labelledby="page-title">
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography id="page-title" variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Clientes
        </Typography>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={exporting.isFetching || storeId === null}>
          Exportar CSV
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField label="Buscar por nome, telefone ou e-mail" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} sx={{ flex: '1 1 280px' }} />
        <TextField select label="Ordenar por" value={params.sort} onChange={(e) => setUrlParams(searchFromParams({ ...params, sort: e.target.value, page: 1 }))} sx={{ minWidth: 220 }}>
          {CUSTOMER_SORT_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {storeId === null ? (
        <Alert severity="warning">Sua conta não está vinculada a uma loja.</Alert>
      ) : (
        <CustomersList storeId={storeId} params={params} onPage={(page) => setUrlParams(searchFromParams({ ...params, page }))} />
      )}
    </Box>
  );
}

function CustomersList({ storeId, params, onPage }: { storeId: number; params: ReturnType<typeof paramsFromSearch>; onPage: (page: number) => void }) {
  const { data, error, isLoading, isFetching, refetch } = useStoreCustomersQuery({ storeId, ...params });
  if (isLoading) return <CircularProgress aria-label="Carregando clientes" />;
  if (error || !data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}>
        {toApiError(error, 'Não foi possível carregar os clientes.').message}
      </Alert>
    );
  }
  if (data.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {params.search ? 'Nenhum cliente encontrado' : 'Nenhum cliente ainda'}
        </Typography>
        <Typography color="text.secondary">{params.search ? 'Tente outro nome, telefone ou e-mail.' : 'Quem fizer um pedido na loja aparece aqui.'}</Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ opacity: isFetching ? 0.7 : 1 }} aria-busy={isFetching}>
      <CustomersTable customers={data.data} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, p: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {data.meta.total === 1 ? '1 cliente' : `${data.meta.total} clientes`}
        </Typography>
        {data.meta.last_page > 1 ? (
          <Pagination count={data.meta.last_page} page={data.meta.current_page} onChange={(_e, page) => onPage(page)} aria-label="Paginação dos clientes" color="primary" />
        ) : null}
      </Box>
    </Paper>
  );
}
