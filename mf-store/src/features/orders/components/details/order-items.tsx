import { Box, Divider, Typography } from '@comanda/shared/ui/mui';
import { formatReais, type OrderItem } from '@comanda/shared/domain';

export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <Box component="ul" aria-label="Itens do pedido" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item, index) => (
        <Box component="li" key={item.id}>
          {index > 0 && <Divider sx={{ my: 1.5 }} />}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 700, minWidth: 32 }}>{item.quantity}x</Typography>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
              {item.option_lines.length > 0 && (
                <Box component="ul" sx={{ m: 0, pl: 2, color: 'text.secondary', typography: 'body2' }}>
                  {item.option_lines.map((line, lineIndex) => (
                    <li key={`${lineIndex}-${line}`}>{line}</li>
                  ))}
                </Box>
              )}
              {item.notes && (
                <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic' }}>
                  Obs.: {item.notes}
                </Typography>
              )}
              {item.quantity > 1 && (
                <Typography variant="caption" color="text.secondary">
                  {formatReais(item.unit_price)} cada
                </Typography>
              )}
            </Box>
            <Typography sx={{ whiteSpace: 'nowrap' }}>{formatReais(item.total_price)}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
