import { Box, Paper, Typography } from '@mui/material';
import { MyStoresList } from './my-stores-list';

/** /customer/orders/create: start an order at one of the stores I ordered from. */
export function NewOrderPage() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Fazer um pedido
        </Typography>
        <Typography color="text.secondary">Escolha a loja: o cardápio abre com os preços de hoje.</Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <MyStoresList />
      </Paper>
    </Box>
  );
}
