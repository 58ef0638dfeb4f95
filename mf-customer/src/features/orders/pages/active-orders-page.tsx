import { Box, Typography } from '@comanda/shared/ui/mui';
import { ActiveOrdersList } from '../components/active-orders-list';

/** /customer/orders/active: my open orders, updating live. */
export function ActiveOrdersPage() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Pedidos em andamento
        </Typography>
        <Typography color="text.secondary">Acompanhe seus pedidos ao vivo: esta página se atualiza sozinha.</Typography>
      </Box>
      <ActiveOrdersList />
    </Box>
  );
}
