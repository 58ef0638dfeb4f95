import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Link } from '@comanda/shared/ui/mui';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatOrderDateTime, formatReais, ORDER_TYPE_LABELS, PAYMENT_METHOD_LABELS, type OrderSummary } from '@comanda/shared/domain';
import { OrderStatusChip } from '@comanda/shared/ui/order-view';
import { PaidBadge } from './paid-badge';

/** One row per order; the number links to the details and the whole row opens them too. */
export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  const navigate = useNavigate();
  return (
    <TableContainer>
      <Table size="small" aria-label="Pedidos">
        <TableHead>
          <TableRow>
            <TableCell>Pedido</TableCell>
            <TableCell>Data e hora</TableCell>
            <TableCell>Cliente</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Pagamento</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} hover onClick={() => navigate(String(order.id))} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={String(order.id)} onClick={(event) => event.stopPropagation()} underline="hover">
                  {order.display_number}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatOrderDateTime(order.created_at)}</TableCell>
              <TableCell>{order.customer_name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{ORDER_TYPE_LABELS[order.order_type]}</TableCell>
              <TableCell>
                <OrderStatusChip status={order.status} type={order.order_type} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatReais(order.total)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {PAYMENT_METHOD_LABELS[order.payment_method]}
                {order.paid_at && (
                  <>
                    {' '}
                    <PaidBadge paidAt={order.paid_at} method={order.payment_method} />
                  </>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
