import { useId } from 'react';
import { Checkbox, FormControlLabel, Switch } from '@mui/material';
import { Box, Typography } from '@comanda/shared/ui/mui';

/** An on/off switch whose accessible name is its label (Meio a Meio, Misturar sabores). */
export function FlagSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return <FormControlLabel control={<Switch checked={checked} onChange={(_event, value) => onChange(value)} />} label={label} />;
}

type FlagCheckboxProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown beside the label and read as the input's description (e.g. '+ R$ 20,00'). */
  description?: string | null;
};

/** A single checkbox for a boolean of the selection (Personalização, gift options). */
export function FlagCheckbox({ label, checked, onChange, description }: FlagCheckboxProps) {
  const descriptionId = useId();
  const described = typeof description === 'string' && description !== '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <FormControlLabel
        sx={{ mr: 0 }}
        label={label}
        control={
          <Checkbox
            checked={checked}
            onChange={(_event, value) => onChange(value)}
            slotProps={{ input: described ? { 'aria-describedby': descriptionId } : {} }}
          />
        }
      />
      {described && (
        <Typography id={descriptionId} component="span" variant="body2" color="text.secondary">
          {description}
        </Typography>
      )}
    </Box>
  );
}
