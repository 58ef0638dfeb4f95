import { List, ListItem } from '@mui/material';
import { Box, Typography } from '@comanda/shared/ui/mui';
import { formatBRL, summarizeSelection, type CartItem } from '@comanda/shared/domain';

/** The cart's lines: quantity, name, line total and the option lines ('Tamanho: Grande', '2x Bacon'). */
export function SummaryItems({ items, businessType }: { items: readonly CartItem[]; businessType: string | null }) {
  return (
    <List dense disablePadding aria-label="Itens do pedido">
      {items.map((item) => {
        const details = summarizeSelection(item.businessType ?? businessType, item.selectedOptions);
        return (
          <ListItem key={item.lineKey} disableGutters sx={{ display: 'block', py: 0.75 }} data-testid="checkout-line">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {item.quantity}x {item.name}
              </Typography>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{formatBRL(item.price * item.quantity)}</Typography>
            </Box>
            {details.length > 0 && (
              <Typography variant="body2" color="text.secondary" component="ul" sx={{ m: 0, pl: 2 }}>
                {details.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Typography>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
