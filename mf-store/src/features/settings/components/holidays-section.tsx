import { SectionCard } from '@comanda/shared/ui';
import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import { Box, Button, IconButton, Stack, Typography } from '@comanda/shared/ui/mui';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { FlatErrors, HolidayValue, SettingsFormValues } from '../lib/settings-form';
import { RangesEditor } from './ranges-editor';

type Props = { values: SettingsFormValues; errors: FlatErrors; setFieldValue: (field: string, value: unknown) => void };

const dayLabel = (date: string) => (date ? date.split('-').reverse().join('/') : 'nova data');

/** Dates closed, or open with their own hours, instead of the weekday's. */
export function HolidaysSection({ values, errors, setFieldValue }: Props) {
  const set = (list: HolidayValue[]) => setFieldValue('holidays', list);
  const patch = (index: number, change: Partial<HolidayValue>) => set(values.holidays.map((h, i) => (i === index ? { ...h, ...change } : h)));
  return (
    <SectionCard id="settings-holidays" title="Feriados e datas especiais" description="Numa data da lista valem os horários dela, não os do dia da semana.">
      <Stack spacing={2}>
        {values.holidays.length === 0 && <Typography color="text.secondary">Nenhuma data especial.</Typography>}
        {values.holidays.map((holiday, index) => {
          const label = `Data especial ${dayLabel(holiday.date)}`;
          return (
            <Box key={index} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <TextField
                type="date"
                size="small"
                label="Data"
                value={holiday.date}
                onChange={(e) => patch(index, { date: e.target.value })}
                error={!!errors[`holidays.${index}.date`]}
                helperText={errors[`holidays.${index}.date`]}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `Data da data especial ${index + 1}` } }}
              />
              <FormControlLabel control={<Checkbox checked={holiday.closed} onChange={(e) => patch(index, { closed: e.target.checked, ranges: e.target.checked ? [] : [{ from: '10:00', to: '14:00' }] })} />} label="Fechado o dia todo" />
              {!holiday.closed && <RangesEditor label={label} errorKey={`holidays.${index}.ranges`} ranges={holiday.ranges} errors={errors} onChange={(ranges) => patch(index, { ranges })} />}
              <IconButton aria-label={`Remover ${label}`} onClick={() => set(values.holidays.filter((_, i) => i !== index))}>
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          );
        })}
        {errors.holidays && (
          <Typography variant="caption" color="error" role="alert">
            {errors.holidays}
          </Typography>
        )}
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => set([...values.holidays, { date: '', closed: true, ranges: [] }])}>
            Adicionar data
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
}
