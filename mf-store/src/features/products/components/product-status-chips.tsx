import { Chip, Stack } from '@comanda/shared/ui/mui';
import type { AdminProduct } from '@comanda/shared/domain';

export function ProductStatusChips({ product }: { product: AdminProduct }) {
  const onPromo = product.promo_price !== null && product.promo_price > 0 && product.promo_price < product.price;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center', height: '100%' }}>
      {product.is_active ? <Chip size="small" color="success" label="Ativo" /> : <Chip size="small" label="Pausado" />}
      {product.sold_out && <Chip size="small" color="warning" label="Esgotado hoje" />}
      {onPromo && <Chip size="small" color="secondary" label="Em promoção" />}
    </Stack>
  );
}
