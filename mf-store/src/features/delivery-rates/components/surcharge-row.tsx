import { TextField, Tooltip } from '@mui/material';
import { Box, IconButton, ToggleButton, ToggleButtonGroup, Typography } from '@comanda/shared/ui/mui';
import DeleteIcon from '@mui/icons-material/Delete';
import { BRL_INPUT, MAX_SURCHARGE, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '@comanda/shared/domain';
import { CurrencyField } from '@comanda/shared/ui/forms';
import type { RatesErrors, SurchargeValues } from '../lib/rates-form';

type Props = {
  index: number;
  value: SurchargeValues;
  errors: RatesErrors;
  disabled: boolean;
  onChange: (value: SurchargeValues) => void;
  onRemove: () => void;
};

/** One surcharge by time window: nome, dias, das, até, valor. */
export function SurchargeRow({ index, value, errors, disabled, onChange, onRemove }: Props) {
  const n = index + 1;
  const error = (field: string) => errors[`surcharges.${index}.${field}`];
  const set = <K extends keyof SurchargeValues>(field: K, next: SurchargeValues[K]) => onChange({ ...value, [field]: next });
  return (
    <Box role="group" aria-label={`Acréscimo ${n}`} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1.4fr 2.4fr 0.8fr 0.8fr 1fr auto' }, alignItems: 'start', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <TextField label="Nome" value={value.label} onChange={(e) => set('label', e.target.value)} placeholder="Horário de pico" error={Boolean(error('label'))} helperText={error('label')} disabled={disabled} size="small" />
      <Box>
        <ToggleButtonGroup
          size="small"
          value={value.weekdays}
          onChange={(_e, days: Weekday[]) => set('weekdays', WEEKDAYS.filter((d) => days.includes(d)))}
          aria-label={`Dias do acréscimo ${n}`}
          disabled={disabled}
          sx={{ flexWrap: 'wrap' }}
        >
          {WEEKDAYS.map((day) => (
            <ToggleButton key={day} value={day} aria-label={WEEKDAY_LABELS[day]}>
              {WEEKDAY_LABELS[day].slice(0, 3)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {error('weekdays') && (
          <Typography variant="caption" color="error" sx={{ display: 'block' }}>
            {error('weekdays')}
          </Typography>
        )}
      </Box>
      <TextField label="Das" type="time" value={value.from} onChange={(e) => set('from', e.target.value)} error={Boolean(error('from'))} helperText={error('from')} disabled={disabled} size="small" slotProps={{ inputLabel: { shrink: true } }} />
      <TextField label="Até" type="time" value={value.to} onChange={(e) => set('to', e.target.value)} error={Boolean(error('to'))} helperText={error('to')} disabled={disabled} size="small" slotProps={{ inputLabel: { shrink: true } }} />
      <CurrencyField
        label="Valor"
        value={value.amount}
        onValueChange={(amount) => set('amount', amount)}
        options={{ ...BRL_INPUT, allowBlank: true, max: MAX_SURCHARGE }}
        error={Boolean(error('amount'))}
        helperText={error('amount')}
        disabled={disabled}
        size="small"
      />
      <Tooltip title="Remover acréscimo">
        <span>
          <IconButton aria-label={`Remover acréscimo ${n}`} onClick={onRemove} disabled={disabled}>
            <DeleteIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
