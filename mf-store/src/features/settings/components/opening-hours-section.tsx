import { SectionCard } from '@comanda/shared/ui';
import { Box, Divider, Stack, Typography } from '@comanda/shared/ui/mui';
import { WEEKDAY_LABELS, WEEKDAYS } from '@comanda/shared/domain';
import type { FlatErrors, SettingsFormValues } from '../lib/settings-form';
import { RangesEditor } from './ranges-editor';
import { SchedulePreview } from './schedule-preview';

type Props = { values: SettingsFormValues; errors: FlatErrors; setFieldValue: (field: string, value: unknown) => void };

export function OpeningHoursSection({ values, errors, setFieldValue }: Props) {
  return (
    <SectionCard id="settings-hours" title="Horário de funcionamento" description="Vários intervalos por dia; um intervalo que fecha depois da meia-noite (18:00 às 02:00) pertence ao dia em que abre. Horário de Brasília.">
      <SchedulePreview values={values} />
      <Stack divider={<Divider flexItem />} spacing={1.5} sx={{ mt: 2 }}>
        {WEEKDAYS.map((day) => (
          <Box key={day} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1, alignItems: 'start' }}>
            <Typography sx={{ fontWeight: 600, pt: 1 }}>{WEEKDAY_LABELS[day]}</Typography>
            <RangesEditor
              label={WEEKDAY_LABELS[day]}
              errorKey={`openingHours.${day}`}
              ranges={values.openingHours[day]}
              errors={errors}
              onChange={(ranges) => setFieldValue(`openingHours.${day}`, ranges)}
            />
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
