import { Drawer, List, ListItem, TextField } from '@mui/material';
import { Box, Button, Divider, IconButton, Stack, Typography } from '@comanda/shared/ui/mui';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useNavigate } from 'react-router-dom';
import { formatBRL, summarizeSelection, type BusinessTypeSlug } from '@comanda/shared/domain';
import { QuantityStepper } from '@comanda/shared/ui';
import { CouponForm } from './coupon-form';
import type { StoreCart } from './use-store-cart';

type Props = { slug: string; businessType: BusinessTypeSlug | string; cart: StoreCart; maxQuantity?: number; open: boolean; onClose: () => void };

/** The cart's summary in a drawer: lines, notes, coupon, totals and "Finalizar Pedido". Loaded when first opened. */
export function CartPanel({ slug, businessType, cart, maxQuantity, open, onClose }: Props) {
  const navigate = useNavigate();
  const { items } = cart.cart;

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: { xs: '100vw', sm: 420 }, p: 2, display: 'flex', flexDirection: 'column', height: '100%' }} role="region" aria-label="Seu Carrinho">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            Seu Carrinho
          </Typography>
          <Button onClick={onClose}>Fechar</Button>
        </Stack>
        <Divider sx={{ my: 1 }} />
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ my: 4, textAlign: 'center' }}>
            Seu carrinho está vazio
          </Typography>
        ) : (
          <>
            <List sx={{ flexGrow: 1, overflowY: 'auto' }} aria-label="Itens do carrinho">
              {items.map((item) => {
                const details = summarizeSelection(item.businessType ?? businessType, item.selectedOptions);
                return (
                  <ListItem key={item.lineKey} disableGutters sx={{ display: 'block' }} data-testid="cart-line">
                    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                      <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
                      <Typography sx={{ whiteSpace: 'nowrap' }}>{formatBRL(item.price * item.quantity)}</Typography>
                    </Stack>
                    {details.length > 0 && (
                      <Typography variant="body2" color="text.secondary" component="ul" sx={{ m: 0, pl: 2 }}>
                        {details.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </Typography>
                    )}
                    <Stack direction="row" sx={{ alignItems: 'center', mt: 0.5 }}>
                      <QuantityStepper value={item.quantity} itemName={item.name} max={maxQuantity} onChange={(quantity) => cart.setQuantity(item.lineKey, quantity)} />
                      <Typography variant="body2" color="text.secondary" sx={{ ml: 1, flexGrow: 1 }}>
                        {formatBRL(item.price)} cada
                      </Typography>
                      <IconButton size="small" aria-label={`Remover ${item.name}`} onClick={() => cart.remove(item.lineKey)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  </ListItem>
                );
              })}
            </List>
            <TextField
              label="Observações do pedido"
              multiline
              minRows={2}
              value={cart.cart.notes}
              onChange={(event) => cart.setNotes(event.target.value)}
              size="small"
              sx={{ my: 1 }}
            />
            <CouponForm slug={slug} subtotalCents={cart.totals.subtotal} coupon={cart.cart.coupon} onApply={cart.applyCoupon} onRemove={cart.removeCoupon} />
            <Box component="dl" sx={{ my: 2, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, '& dd': { m: 0, textAlign: 'right' } }}>
              <dt>Subtotal</dt>
              <dd>{formatBRL(cart.totals.subtotal)}</dd>
              <dt>Desconto</dt>
              <dd>{cart.totals.discount > 0 ? `- ${formatBRL(cart.totals.discount)}` : formatBRL(0)}</dd>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                Total
              </Box>
              <Box component="dd" sx={{ fontWeight: 700 }} data-testid="cart-total">
                {formatBRL(cart.totals.total)}
              </Box>
            </Box>
            <Stack spacing={1}>
              <Button
                variant="contained"
                size="large"
                onClick={() => {
                  onClose();
                  navigate(`/loja/${slug}/checkout`);
                }}
              >
                Finalizar Pedido
              </Button>
              <Button color="inherit" onClick={cart.clear}>
                Limpar carrinho
              </Button>
            </Stack>
          </>
        )}
      </Box>
    </Drawer>
  );
}
