import { TextField } from '@mui/material';
import { Box, ToggleButton, ToggleButtonGroup } from '@comanda/shared/ui/mui';
import type { OrderType } from '@comanda/shared/domain';

export const POS_ORDER_TYPE_LABELS: Record<OrderType, string> = { pickup: 'Balcão / Retirada', dine_in: 'Consumo no local', delivery: 'Delivery' };

type Props = { value: OrderType; table: string; available: OrderType[]; onChange: (type: OrderType) => void; onTable: (table: string) => void };

/** Balcão/retirada, consumo no local with a table, or delivery — the order types the store takes. */
export function OrderTypePicker({ value, table, available, onChange, onTable }: Props) {
  const types = (['pickup', 'dine_in', 'delivery'] as const).filter((type) => type === 'pickup' || available.includes(type));
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <ToggleButtonGroup exclusive size="small" value={value} onChange={(_e, next: OrderType | null) => next && onChange(next)} aria-label="Tipo de pedido">
        {types.map((type) => (
          <ToggleButton key={type} value={type} sx={{ px: 1.5 }}>
            {POS_ORDER_TYPE_LABELS[type]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value === 'dine_in' && (
        <TextField size="small" label="Mesa" value={table} onChange={(e) => onTable(e.target.value)} sx={{ width: 100 }} slotProps={{ htmlInput: { maxLength: 20 } }} required />
      )}
    </Box>
  );
}
