import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Link } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { formatOrderDateTime, formatReais } from '@comanda/shared/domain';
import type { StoreCustomer } from '../api/customers-api';

export function CustomersTable({ customers }: { customers: StoreCustomer[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Clientes">
        <TableHead>
          <TableRow>
            <TableCell>Cliente</TableCell>
            <TableCell>Telefone</TableCell>
            <TableCell align="right">Pedidos</TableCell>
            <TableCell align="right">Total gasto</TableCell>
            <TableCell align="right">Ticket médio</TableCell>
            <TableCell>Último pedido</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {customers.map((c) => (
            <TableRow key={c.key} hover>
              <TableCell>
                <Link component={RouterLink} to={c.key} underline="hover" sx={{ fontWeight: 600 }}>
                  {c.name}
                </Link>
                {c.user_id === null ? null : <span aria-label="cliente com conta"> ●</span>}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.phone}</TableCell>
              <TableCell align="right">{c.orders_count}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatReais(c.total_spent)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatReais(c.average_ticket)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatOrderDateTime(c.last_order_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
