import { Alert, Box, Button, Typography } from '@comanda/shared/ui/mui';
import { PageSpinner } from '@comanda/shared/ui';
import { useCustomerPath } from '../../../customer-paths';
import { useActiveOrders } from '../hooks/use-active-orders';
import { CustomerOrderCard } from './customer-order-card';

/** My open orders, live (dashboard and /customer/orders/active). */
export function ActiveOrdersList({ emptyText = 'Nenhum pedido em andamento agora.' }: { emptyText?: string }) {
  const query = useActiveOrders();
  const pathTo = useCustomerPath();
  if (query.isLoading) return <PageSpinner label="Carregando pedidos em andamento" />;
  if (query.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void query.refetch()}>Tentar novamente</Button>}>
        Não foi possível carregar seus pedidos em andamento.
      </Alert>
    );
  }
  const orders = query.data?.data ?? [];
  if (orders.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} aria-live="polite">
      {orders.map((order) => (
        <CustomerOrderCard key={order.id} order={order} orderPath={pathTo(`orders/${order.id}`)} />
      ))}
    </Box>
  );
}
