import { Box, Typography } from '@comanda/shared/ui/mui';
import { formatOrderDateTime, historyActorLabel, orderStatusLabel, type Order } from '@comanda/shared/domain';

/** Every status change, oldest first: status, when, who (and why, for a cancellation). */
export function OrderTimeline({ order }: { order: Order }) {
  if (order.history.length === 0) return <Typography color="text.secondary">Sem histórico.</Typography>;
  return (
    <Box component="ol" aria-label="Histórico do pedido" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {order.history.map((entry, index) => (
        <Box
          component="li"
          key={`${entry.status}-${entry.at}-${index}`}
          sx={{ position: 'relative', pl: 3, pb: index === order.history.length - 1 ? 0 : 2 }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: 4,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: entry.status === 'cancelled' ? 'error.main' : index === order.history.length - 1 ? 'primary.main' : 'grey.400',
            }}
          />
          {index < order.history.length - 1 && (
            <Box aria-hidden sx={{ position: 'absolute', left: 8, top: 18, bottom: 0, width: 2, bgcolor: 'grey.300' }} />
          )}
          <Typography sx={{ fontWeight: 600 }}>{orderStatusLabel(entry.status, order.order_type)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatOrderDateTime(entry.at)} · {historyActorLabel(entry)}
          </Typography>
          {entry.reason && <Typography variant="body2">Motivo: {entry.reason}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
