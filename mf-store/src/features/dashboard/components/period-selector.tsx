import { TextField } from '@mui/material';
import { Box, ToggleButton, ToggleButtonGroup } from '@comanda/shared/ui/mui';
import { DASHBOARD_PRESET_LABELS, DASHBOARD_PRESETS, type DashboardPeriod, type DashboardPreset } from '@comanda/shared/domain';
import type { PeriodChoice } from '../lib/period';

type PeriodSelectorProps = { value: PeriodChoice; period: DashboardPeriod; onChange: (next: PeriodChoice) => void };

export function PeriodSelector({ value, period, onChange }: PeriodSelectorProps) {
  const setCustom = (field: keyof DashboardPeriod, date: string) => {
    if (!date) return;
    const custom = { ...period, [field]: date };
    if (custom.from > custom.to) custom[field === 'from' ? 'to' : 'from'] = date;
    onChange({ preset: 'custom', custom });
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value.preset}
        aria-label="Período"
        onChange={(_event, preset: DashboardPreset | null) => preset && onChange({ preset, custom: preset === 'custom' ? period : value.custom })}
        sx={{ flexWrap: 'wrap' }}
      >
        {DASHBOARD_PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset}>
            {DASHBOARD_PRESET_LABELS[preset]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value.preset === 'custom' && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField type="date" size="small" label="De" value={period.from} onChange={(e) => setCustom('from', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField type="date" size="small" label="Até" value={period.to} onChange={(e) => setCustom('to', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
      )}
    </Box>
  );
}
