import { Chip } from '@mui/material';
import { orderStatusLabel, type OrderStatus, type OrderType } from '@comanda/shared/domain';
import { STATUS_CHIP } from '../lib/status-color';

/** The status worded for the order type ('Pronto para retirada'). */
export function OrderStatusChip({ status, type, size = 'small' }: { status: OrderStatus; type: OrderType; size?: 'small' | 'medium' }) {
  const { background, color } = STATUS_CHIP[status];
  return <Chip label={orderStatusLabel(status, type)} size={size} sx={{ bgcolor: background, color, fontWeight: 600 }} />;
}
