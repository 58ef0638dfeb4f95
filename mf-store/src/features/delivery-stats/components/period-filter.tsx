import { TextField } from '@mui/material';
import { Box, Chip } from '@comanda/shared/ui/mui';
import { DELIVERY_STATS_PRESET_LABELS, DELIVERY_STATS_PRESETS, type DashboardPeriod } from '@comanda/shared/domain';
import type { StatsPeriodChoice } from '../lib/period';

type PeriodFilterProps = { value: StatsPeriodChoice; onChange: (next: StatsPeriodChoice) => void };

/** Chips Hoje / 7 dias / 30 dias / Personalizado; the last one shows its two dates. */
export function PeriodFilter({ value, onChange }: PeriodFilterProps) {
  const setDate = (field: keyof DashboardPeriod, date: string) => {
    if (!date) return;
    const custom = { ...value.custom, [field]: date };
    if (custom.from > custom.to) custom[field === 'from' ? 'to' : 'from'] = date;
    onChange({ preset: 'custom', custom });
  };
  return (
    <Box role="group" aria-label="Período" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {DELIVERY_STATS_PRESETS.map((preset) => {
        const selected = value.preset === preset;
        return (
          <Chip
            key={preset}
            label={DELIVERY_STATS_PRESET_LABELS[preset]}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChange({ ...value, preset })}
          />
        );
      })}
      {value.preset === 'custom' && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField type="date" size="small" label="De" value={value.custom.from} onChange={(e) => setDate('from', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField type="date" size="small" label="Até" value={value.custom.to} onChange={(e) => setDate('to', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
      )}
    </Box>
  );
}
