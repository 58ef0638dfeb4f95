import { useId, type ReactNode } from 'react';
import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { Box, Typography } from '@comanda/shared/ui/mui';
import type { NormalizedOption } from '@comanda/shared/domain';
import { extraPrice, sizePrice } from './format';
import { OptionFieldset } from './option-fieldset';

const NONE = '__none__';

export type OptionRadioGroupProps = {
  title: string;
  items: readonly NormalizedOption[];
  /** id of the chosen item; null = nothing (or the "none" choice) chosen. */
  value: string | null;
  onSelect: (option: NormalizedOption | null) => void;
  /** Adds a first choice meaning "none" (e.g. 'Sem borda'). */
  noneLabel?: string;
  /** 'extra' shows '+ R$ x' (edge, container, ice); 'replaces' shows the size's own price. */
  priceStyle?: 'extra' | 'replaces';
  hint?: ReactNode;
  errors?: readonly string[];
};

/** Single choice: sizes, ice, cooking point, edge, container, meat point, spicy level, single-flavour modes. */
export function OptionRadioGroup({ title, items, value, onSelect, noneLabel, priceStyle = 'extra', hint, errors }: OptionRadioGroupProps) {
  const name = useId();
  if (items.length === 0) return null;
  const current = value ?? (noneLabel !== undefined ? NONE : '');
  const choose = (id: string) => onSelect(id === NONE ? null : (items.find((item) => item.id === id) ?? null));
  return (
    <OptionFieldset title={title} hint={hint} errors={errors}>
      {(legendId) => (
        <RadioGroup name={name} value={current} onChange={(_event, id) => choose(id)} aria-labelledby={legendId}>
          {noneLabel !== undefined && <FormControlLabel value={NONE} control={<Radio />} label={noneLabel} />}
          {items.map((item) => (
            <RadioRow key={item.id} item={item} price={priceStyle === 'replaces' ? sizePrice(item.priceCents) : extraPrice(item.priceCents)} />
          ))}
        </RadioGroup>
      )}
    </OptionFieldset>
  );
}

function RadioRow({ item, price }: { item: NormalizedOption; price: string | null }) {
  const detailsId = useId();
  const described = price !== null || item.description !== undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <FormControlLabel
        sx={{ mr: 0 }}
        value={item.id}
        label={item.name}
        control={<Radio slotProps={{ input: described ? { 'aria-describedby': detailsId } : {} }} />}
      />
      {described && (
        <Typography id={detailsId} component="span" variant="body2" color="text.secondary">
          {[price, item.description].filter(Boolean).join(' · ')}
        </Typography>
      )}
    </Box>
  );
}
