import { useMemo, useState } from 'react';
import { FormControlLabel, FormHelperText, Radio, RadioGroup, TextField } from '@mui/material';
import { FormControl, Typography } from '@comanda/shared/ui/mui';
import { useFormikContext } from 'formik';
import { useNow } from '@comanda/shared/ui';
import { availableSlots, type CheckoutFormValues, type StorePublic, type StoreScheduling } from '@comanda/shared/domain';
import { shownError } from '../lib/checkout-field';
import { SectionCard } from './section-card';

const NO_SLOTS = 'Não há horários disponíveis para agendamento nos próximos dias.';

/**
 * "Quando?": as soon as possible (while the store is open) or "Agendar para" a day and a time slot, built by the
 * same rule the server checks the slot with (availableSlots). A closed store can only be ordered from with a slot.
 */
export function ScheduleSection({ store, scheduling }: { store: Pick<StorePublic, 'isOpen' | 'openingHours'>; scheduling: StoreScheduling }) {
  const formik = useFormikContext<CheckoutFormValues>();
  // The slots move on with the clock: the list is rebuilt every minute.
  const now = useNow(60_000);
  const days = useMemo(() => availableSlots({ openingHours: store.openingHours, holidays: scheduling.holidays }, scheduling, new Date(now)), [store.openingHours, scheduling, now]);
  const chosen = formik.values.scheduled_for ?? '';
  const [mode, setMode] = useState<'now' | 'later'>(store.isOpen ? 'now' : 'later');
  const [day, setDay] = useState(() => days.find((d) => d.slots.some((s) => s.start === chosen))?.date ?? days[0]?.date ?? '');
  const slots = days.find((d) => d.date === day)?.slots ?? [];
  const error = shownError(formik, 'scheduled_for');

  const choose = (value: string) => {
    void formik.setFieldTouched('scheduled_for', true, false);
    void formik.setFieldValue('scheduled_for', value);
  };

  return (
    <SectionCard id="checkout-schedule" title="Quando?">
      {store.isOpen && (
        <RadioGroup
          row
          name="schedule_mode"
          aria-label="Quando você quer o pedido"
          value={mode}
          onChange={(event) => {
            const next = event.target.value === 'later' ? 'later' : 'now';
            setMode(next);
            if (next === 'now') choose('');
          }}
        >
          <FormControlLabel value="now" control={<Radio />} label="O quanto antes" />
          <FormControlLabel value="later" control={<Radio />} label="Agendar para" />
        </RadioGroup>
      )}
      {!store.isOpen && <Typography variant="body2">A loja está fechada agora: escolha quando quer receber o pedido.</Typography>}
      {mode === 'later' && (
        <FormControl error={Boolean(error)} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1 }}>
          {days.length === 0 ? (
            <Typography color="text.secondary">{NO_SLOTS}</Typography>
          ) : (
            <>
              <TextField
                select
                id="checkout-schedule-day"
                label="Agendar para"
                value={day}
                onChange={(event) => {
                  setDay(event.target.value);
                  choose('');
                }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {days.map((d) => (
                  <option key={d.date} value={d.date}>
                    {d.label}
                  </option>
                ))}
              </TextField>
              <TextField
                select
                id="checkout-scheduled_for"
                name="scheduled_for"
                label="Horário"
                value={slots.some((s) => s.start === chosen) ? chosen : ''}
                onChange={(event) => choose(event.target.value)}
                error={Boolean(error)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-invalid': Boolean(error) } }}
              >
                <option value="">Escolha o horário</option>
                {slots.map((slot) => (
                  <option key={slot.start} value={slot.start}>
                    {slot.label}
                  </option>
                ))}
              </TextField>
            </>
          )}
          {error && <FormHelperText sx={{ gridColumn: '1 / -1', mx: 0 }}>{error}</FormHelperText>}
        </FormControl>
      )}
    </SectionCard>
  );
}
