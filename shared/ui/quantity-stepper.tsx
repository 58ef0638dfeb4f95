import { IconButton } from '@mui/material';
import { styled } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

const Root = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}));

const Value = styled('output')({ minWidth: 28, textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

type Props = { value: number; onChange: (value: number) => void; itemName: string; min?: number };

/** Quantity picker that never goes below `min` (spec section 9: 1). */
export function QuantityStepper({ value, onChange, itemName, min = 1 }: Props) {
  return (
    <Root role="group" aria-label={`Quantidade de ${itemName}`}>
      <IconButton size="small" aria-label={`Diminuir quantidade de ${itemName}`} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Value aria-live="polite">{value}</Value>
      <IconButton size="small" aria-label={`Aumentar quantidade de ${itemName}`} onClick={() => onChange(value + 1)}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Root>
  );
}
