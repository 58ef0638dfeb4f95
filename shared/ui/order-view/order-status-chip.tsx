import { Chip } from '@comanda/shared/ui/mui';
import { orderStatusLabel, type OrderStatus, type OrderType } from '@comanda/shared/domain';

/** Chip colours per status (presentation only): soft background, dark text, WCAG AA contrast well above 4.5:1. */
export const STATUS_CHIP: Record<OrderStatus, { background: string; color: string }> = {
  scheduled: { background: '#e0f2f1', color: '#004d40' },
  pending: { background: '#ffe0b2', color: '#7a2e00' },
  confirmed: { background: '#e3f2fd', color: '#0d47a1' },
  preparing: { background: '#fff3c4', color: '#5f4300' },
  ready: { background: '#e8f5e9', color: '#1b5e20' },
  delivering: { background: '#ede7f6', color: '#4527a0' },
  completed: { background: '#eceff1', color: '#37474f' },
  cancelled: { background: '#ffebee', color: '#b71c1c' },
};

/** The status worded for the order type ('Pronto para retirada'). */
export function OrderStatusChip({ status, type, size = 'small' }: { status: OrderStatus; type: OrderType; size?: 'small' | 'medium' }) {
  const { background, color } = STATUS_CHIP[status];
  return <Chip label={orderStatusLabel(status, type)} size={size} sx={{ bgcolor: background, color, fontWeight: 600 }} />;
}
