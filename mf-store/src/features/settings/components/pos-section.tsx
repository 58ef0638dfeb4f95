import { SectionCard } from '@comanda/shared/ui';
import { useState } from 'react';
import { TextField } from '@mui/material';
import { Box, InputAdornment } from '@comanda/shared/ui/mui';
import { MAX_SERVICE_CHARGE_PERCENT, MAX_TABLE_COUNT } from '@comanda/shared/domain';
import type { FlatErrors, SettingsFormValues } from '../lib/settings-form';

type Props = { values: SettingsFormValues; errors: FlatErrors; setFieldValue: (field: string, value: unknown) => void };

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** The POS's tables screen and the service charge a table's tab gets (0% = the store does not charge it). */
export function PosSection({ values, errors, setFieldValue }: Props) {
  return (
    <SectionCard id="settings-pos" title="PDV: mesas e taxa de serviço" description="As mesas aparecem no PDV em Mesas; a taxa de serviço entra nas comandas de mesa e pode ser tirada em cada comanda.">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          label="Número de mesas"
          type="number"
          value={values.posTableCount ?? ''}
          onChange={(e) => setFieldValue('posTableCount', numberOrNull(e.target.value))}
          error={!!errors.posTableCount}
          helperText={errors.posTableCount ?? `De 1 a ${MAX_TABLE_COUNT}`}
          slotProps={{ htmlInput: { min: 1, max: MAX_TABLE_COUNT, step: 1 } }}
        />
        <PercentField value={values.serviceChargePercent ?? null} error={errors.serviceChargePercent} onChange={(value) => setFieldValue('serviceChargePercent', value)} />
      </Box>
    </SectionCard>
  );
}

/** A percentage typed with a decimal comma ("12,5"): the text is kept as typed, the number follows it. */
function PercentField({ value, error, onChange }: { value: number | null; error?: string; onChange: (value: number | null) => void }) {
  const [text, setText] = useState(value === null ? '' : String(value).replace('.', ','));
  return (
    <TextField
      label="Taxa de serviço"
      value={text}
      onChange={(e) => {
        const typed = e.target.value.replace(/[^\d,]/g, '');
        setText(typed);
        onChange(numberOrNull(typed));
      }}
      error={!!error}
      helperText={error ?? `0% = sem taxa; até ${MAX_SERVICE_CHARGE_PERCENT}%`}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
