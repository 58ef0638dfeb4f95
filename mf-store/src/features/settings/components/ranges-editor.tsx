import { TextField } from '@mui/material';
import { Box, Button, IconButton, Stack, Typography } from '@comanda/shared/ui/mui';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { FlatErrors, RangeValue } from '../lib/settings-form';

type Props = {
  /** 'Sexta-feira' or 'Feriado 25/12': names every input for screen readers and tests. */
  label: string;
  /** The API key of the list ('openingHours.friday', 'holidays.0.ranges'). */
  errorKey: string;
  ranges: RangeValue[];
  errors: FlatErrors;
  onChange: (ranges: RangeValue[]) => void;
};

/** The intervals of one day; an interval whose end is before its start runs past midnight. */
export function RangesEditor({ label, errorKey, ranges, errors, onChange }: Props) {
  const listError = errors[errorKey];
  const set = (index: number, patch: Partial<RangeValue>) => onChange(ranges.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <Stack spacing={1}>
      {ranges.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Fechado
        </Typography>
      )}
      {ranges.map((range, index) => {
        const error = errors[`${errorKey}.${index}`];
        const pastMidnight = range.from !== '' && range.to !== '' && range.to <= range.from && range.to !== '00:00';
        return (
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              type="time"
              size="small"
              label="Abre"
              value={range.from}
              onChange={(e) => set(index, { from: e.target.value })}
              error={!!error}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${label}: abre (intervalo ${index + 1})` } }}
              sx={{ width: 150 }}
            />
            <TextField
              type="time"
              size="small"
              label="Fecha"
              value={range.to}
              onChange={(e) => set(index, { to: e.target.value })}
              error={!!error}
              helperText={error ?? (pastMidnight ? 'até o dia seguinte' : undefined)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${label}: fecha (intervalo ${index + 1})` } }}
              sx={{ width: 150 }}
            />
            <IconButton aria-label={`Remover intervalo ${index + 1} de ${label}`} onClick={() => onChange(ranges.filter((_, i) => i !== index))}>
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        );
      })}
      {listError && (
        <Typography variant="caption" color="error" role="alert">
          {listError}
        </Typography>
      )}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...ranges, { from: '18:00', to: '23:00' }])} aria-label={`Adicionar intervalo em ${label}`}>
          Adicionar intervalo
        </Button>
      </Box>
    </Stack>
  );
}
