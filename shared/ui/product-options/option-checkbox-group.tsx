import { useId, type ReactNode } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { Box, IconButton, Typography } from '@comanda/shared/ui/mui';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import type { NormalizedOption } from '@comanda/shared/domain';
import { extraPrice } from './format';
import { OptionFieldset } from './option-fieldset';

/** What a checkbox group needs to know and do; `bindCheckboxGroup` answers it from the engine. */
export type CheckboxGroupBinding = {
  isChecked: (option: NormalizedOption) => boolean;
  isDisabled: (option: NormalizedOption) => boolean;
  quantity: (option: NormalizedOption) => number;
  /** Ticked items show minus/plus. */
  hasStepper: boolean;
  canIncrement: (option: NormalizedOption) => boolean;
  canDecrement: (option: NormalizedOption) => boolean;
  onToggle: (option: NormalizedOption) => void;
  onIncrement: (option: NormalizedOption) => void;
  onDecrement: (option: NormalizedOption) => void;
};

export type OptionCheckboxGroupProps = {
  title: string;
  items: readonly NormalizedOption[];
  binding: CheckboxGroupBinding;
  hint?: ReactNode;
  counter?: ReactNode;
  counterError?: boolean;
  errors?: readonly string[];
};

/** Checkbox list with per-item extra price ('+ R$ 2,50') and, on ticked items, a quantity stepper. */
export function OptionCheckboxGroup({ title, items, binding, hint, counter, counterError, errors }: OptionCheckboxGroupProps) {
  if (items.length === 0) return null;
  return (
    <OptionFieldset title={title} hint={hint} counter={counter} counterError={counterError} errors={errors}>
      {() => (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <CheckboxRow key={item.id} item={item} binding={binding} />
          ))}
        </Box>
      )}
    </OptionFieldset>
  );
}

function CheckboxRow({ item, binding }: { item: NormalizedOption; binding: CheckboxGroupBinding }) {
  const detailsId = useId();
  const checked = binding.isChecked(item);
  const disabled = binding.isDisabled(item);
  const price = extraPrice(item.priceCents);
  const described = price !== null || item.description !== undefined;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, minHeight: 44 }}>
      <FormControlLabel
        sx={{ mr: 0 }}
        disabled={disabled}
        label={item.name}
        control={
          <Checkbox
            checked={checked}
            disabled={disabled}
            onChange={() => binding.onToggle(item)}
            slotProps={{ input: described ? { 'aria-describedby': detailsId } : {} }}
          />
        }
      />
      {described && (
        <Typography id={detailsId} component="span" variant="body2" color="text.secondary">
          {[price, item.description].filter(Boolean).join(' · ')}
        </Typography>
      )}
      {checked && binding.hasStepper && <Stepper item={item} binding={binding} />}
    </Box>
  );
}

function Stepper({ item, binding }: { item: NormalizedOption; binding: CheckboxGroupBinding }) {
  const quantity = binding.quantity(item);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', ml: 'auto' }} role="group" aria-label={`Quantidade de ${item.name}`}>
      <IconButton size="small" aria-label={`Diminuir ${item.name}`} disabled={!binding.canDecrement(item)} onClick={() => binding.onDecrement(item)}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography component="output" aria-live="polite" sx={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}>
        {quantity}
      </Typography>
      <IconButton size="small" aria-label={`Aumentar ${item.name}`} disabled={!binding.canIncrement(item)} onClick={() => binding.onIncrement(item)}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
