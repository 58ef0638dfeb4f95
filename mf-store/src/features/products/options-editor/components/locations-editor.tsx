import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { FormHelperText, FormLabel, TextField } from '@mui/material';
import { Box, Button, FormControl, IconButton } from '@comanda/shared/ui/mui';

type Location = { name: string; description?: string };

export type LocationsEditorProps = {
  label: string;
  value: unknown;
  onChange: (value: Location[]) => void;
  error?: string;
  errorAt: (path: string) => string | undefined;
};

const locationsOf = (value: unknown): Location[] =>
  Array.isArray(value) ? value.map((entry) => (typeof entry === 'string' ? { name: entry } : (entry as Location))) : [];

/** The food-truck places and events: a name (place or address) and an optional description (date, hours). */
export function LocationsEditor({ label, value, onChange, error, errorAt }: LocationsEditorProps) {
  const locations = locationsOf(value);
  const update = (index: number, patch: Partial<Location>) => onChange(locations.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth>
      <FormLabel component="legend">{label}</FormLabel>
      {locations.map((location, index) => (
        <Box key={index} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' }, gap: 1, alignItems: 'start', mt: 1 }}>
          <TextField
            label="Local"
            value={location.name ?? ''}
            onChange={(event) => update(index, { name: event.target.value })}
            error={Boolean(errorAt(`${index}.name`))}
            helperText={errorAt(`${index}.name`)}
            slotProps={{ htmlInput: { 'aria-label': `${label} ${index + 1}: local` } }}
            size="small"
          />
          <TextField
            label="Data e horário"
            value={location.description ?? ''}
            onChange={(event) => update(index, { description: event.target.value })}
            error={Boolean(errorAt(`${index}.description`))}
            helperText={errorAt(`${index}.description`)}
            slotProps={{ htmlInput: { 'aria-label': `${label} ${index + 1}: data e horário` } }}
            size="small"
            sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
          />
          <IconButton aria-label={`Remover ${label.toLowerCase()} ${index + 1}`} onClick={() => onChange(locations.filter((_, i) => i !== index))}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...locations, { name: '' }])} sx={{ mt: 1 }}>
          Adicionar local
        </Button>
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
