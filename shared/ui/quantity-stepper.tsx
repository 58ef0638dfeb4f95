import { IconButton } from '@comanda/shared/ui/mui';
import { styled } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { DEFAULT_QUANTITY_LIMITS } from '@comanda/shared/domain';

const Root = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}));

const Value = styled('output')({ minWidth: 28, textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

type Props = { value: number; onChange: (value: number) => void; itemName: string; min?: number; max?: number };

/** Quantity picker that never goes below `min` (spec section 9: 1) nor above `max` (the order line limit the API enforces). */
export function QuantityStepper({ value, onChange, itemName, min = 1, max = DEFAULT_QUANTITY_LIMITS.lineQuantity }: Props) {
  return (
    <Root role="group" aria-label={`Quantidade de ${itemName}`}>
      <IconButton size="small" aria-label={`Diminuir quantidade de ${itemName}`} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Value aria-live="polite">{value}</Value>
      <IconButton size="small" aria-label={`Aumentar quantidade de ${itemName}`} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Root>
  );
}
