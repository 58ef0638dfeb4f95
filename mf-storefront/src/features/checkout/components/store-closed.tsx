import { Box, Button, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';

export const STORE_CLOSED_TITLE = 'A loja está fechada no momento';

/** A closed store takes no orders: the cart is kept for later. */
export function StoreClosed({ slug }: { slug: string }) {
  return (
    <Box role="alert" sx={{ py: 8, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {STORE_CLOSED_TITLE}
      </Typography>
      <Typography color="text.secondary">Seu carrinho fica guardado: volte no horário de funcionamento para finalizar o pedido.</Typography>
      <Button component={RouterLink} to={`/loja/${slug}`} variant="contained">
        Voltar à loja
      </Button>
    </Box>
  );
}
