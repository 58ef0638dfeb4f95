import { useState } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Link, Pagination, Paper, Typography } from '@comanda/shared/ui/mui';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatOrderDateTime, formatReais, ORDER_TYPE_LABELS, PAYMENT_METHOD_LABELS, orderStatusLabel } from '@comanda/shared/domain';
import { toApiError, useActiveStoreId } from '@comanda/shared/state';
import { useStoreCustomerQuery } from '../api/customers-api';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

/** /store/customers/:key: the customer's figures and order history (each order links to its details). */
export function CustomerDetailsPage() {
  const storeId = useActiveStoreId();
  const key = useParams().key ?? '';
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useStoreCustomerQuery({ storeId: storeId ?? 0, key, page }, { skip: storeId === null });
  const customer = data?.data;
  return (
    <Box component="section" aria-labelledby="page-title">
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button component={RouterLink} to="/store/customers" startIcon={<ArrowBackIcon />}>
          Clientes
        </Button>
        <Typography id="page-title" variant="h4" component="h1">
          {customer?.name ?? 'Cliente'}
        </Typography>
      </Box>
      {isLoading ? <CircularProgress aria-label="Carregando cliente" /> : null}
      {error ? <Alert severity="error">{toApiError(error, 'Não foi possível carregar o cliente.').message}</Alert> : null}
      {customer && data ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {[customer.phone, customer.email, customer.user_id === null ? 'pediu sem conta' : 'cliente com conta'].filter(Boolean).join(' · ')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 3 }}>
            <Figure label="Pedidos" value={String(customer.orders_count)} />
            <Figure label="Total gasto" value={formatReais(customer.total_spent)} />
            <Figure label="Ticket médio" value={formatReais(customer.average_ticket)} />
            <Figure label="Cliente desde" value={formatOrderDateTime(customer.first_order_at).slice(0, 10)} />
          </Box>
          <Typography variant="h6" component="h2" gutterBottom>
            Histórico de pedidos
          </Typography>
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label="Histórico de pedidos">
                <TableHead>
                  <TableRow>
                    <TableCell>Pedido</TableCell>
                    <TableCell>Data e hora</TableCell>
                    <TableCell>Tipo</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Pagamento</TableCell>
                    <TableCell align="right">Total</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {customer.orders.map((o) => (
                    <TableRow key={o.id} hover>
                      <TableCell>
                        <Link component={RouterLink} to={`/store/orders/${o.id}`} underline="hover" sx={{ fontWeight: 700 }}>
                          {o.display_number}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatOrderDateTime(o.created_at)}</TableCell>
                      <TableCell>{ORDER_TYPE_LABELS[o.order_type]}</TableCell>
                      <TableCell>{orderStatusLabel(o.status, o.order_type)}</TableCell>
                      <TableCell>{PAYMENT_METHOD_LABELS[o.payment_method]}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatReais(o.total)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {data.meta.last_page > 1 ? (
              <Box sx={{ p: 2 }}>
                <Pagination count={data.meta.last_page} page={data.meta.current_page} onChange={(_e, p) => setPage(p)} aria-label="Paginação do histórico" color="primary" />
              </Box>
            ) : null}
          </Paper>
        </>
      ) : null}
    </Box>
  );
}
