import { IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

/** Quantity with minus/plus; never below 1 (spec section 9). */
export function QuantityStepper({ value, onChange, label }: { value: number; onChange: (value: number) => void; label: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }} role="group" aria-label={`Quantidade de ${label}`}>
      <IconButton size="small" aria-label="Diminuir quantidade" disabled={value <= 1} onClick={() => onChange(Math.max(1, value - 1))}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography component="output" aria-live="polite" sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600 }}>
        {value}
      </Typography>
      <IconButton size="small" aria-label="Aumentar quantidade" onClick={() => onChange(value + 1)}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
