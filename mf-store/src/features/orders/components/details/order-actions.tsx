import { useState } from 'react';
import { Box, Button } from '@comanda/shared/ui/mui';
import PrintIcon from '@mui/icons-material/Print';
import { allowedTransitions, transitionActionLabel, type Order } from '@comanda/shared/domain';
import { useChangeOrderStatus } from '../../hooks/use-change-order-status';
import { CancelOrderDialog } from '../cancel-order-dialog';

/** The moves the order may make now (next step, cancel) and the kitchen ticket. */
export function OrderActions({ order, storeId }: { order: Order; storeId: number }) {
  const { change, busyIds } = useChangeOrderStatus(storeId);
  const [cancelOpen, setCancelOpen] = useState(false);
  const busy = busyIds.has(order.id);
  const moves = allowedTransitions(order.order_type, order.status);

  const confirmCancel = async (reason: string) => {
    if (await change({ orderId: order.id, to: 'cancelled', reason })) setCancelOpen(false);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {moves
        .filter((to) => to !== 'cancelled')
        .map((to) => (
          <Button key={to} variant="contained" color={order.status === 'pending' ? 'success' : 'primary'} loading={busy} onClick={() => void change({ orderId: order.id, to })}>
            {transitionActionLabel(order.order_type, to)}
          </Button>
        ))}
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
        Imprimir comanda
      </Button>
      {moves.includes('cancelled') && (
        <Button variant="outlined" color="error" onClick={() => setCancelOpen(true)} disabled={busy}>
          {transitionActionLabel(order.order_type, 'cancelled')}
        </Button>
      )}
      <CancelOrderDialog
        orderNumber={cancelOpen ? order.display_number : null}
        busy={busy}
        onClose={() => setCancelOpen(false)}
        onConfirm={(reason) => void confirmCancel(reason)}
      />
    </Box>
  );
}
