import { SectionCard } from '@comanda/shared/ui';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { Box } from '@comanda/shared/ui/mui';
import { DEFAULT_SCHEDULED_ORDERS, SCHEDULING_LIMITS, SLOT_LENGTHS, type ScheduledOrdersSettings } from '@comanda/shared/domain';
import type { FlatErrors, SettingsFormValues } from '../lib/settings-form';

type Props = { values: SettingsFormValues; errors: FlatErrors; setFieldValue: (field: string, value: unknown) => void };

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * "Pedidos agendados": the customer may choose a time slot of the opening hours at checkout (also while the store is
 * closed). The store says how far ahead, how long a slot is and how much notice it needs; the order reaches
 * "Pendente" on the kanban that notice before its slot.
 */
export function ScheduledOrdersSection({ values, errors, setFieldValue }: Props) {
  const rules: ScheduledOrdersSettings = values.scheduledOrders ?? DEFAULT_SCHEDULED_ORDERS;
  const set = (field: keyof ScheduledOrdersSettings, value: unknown) => setFieldValue('scheduledOrders', { ...rules, [field]: value });
  const error = (field: keyof ScheduledOrdersSettings) => errors[`scheduledOrders.${field}`];
  return (
    <SectionCard
      id="settings-scheduled-orders"
      title="Pedidos agendados"
      description="O cliente escolhe no checkout um dia e um horário dentro do seu horário de funcionamento, mesmo com a loja fechada. O pedido fica em “Agendados” e entra como novo pedido com a antecedência escolhida."
    >
      <FormControlLabel control={<Switch checked={rules.enabled} onChange={(e) => set('enabled', e.target.checked)} />} label="Aceitar pedidos agendados" />
      {rules.enabled && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mt: 2 }}>
          <TextField
            label="Até quantos dias à frente"
            type="number"
            value={rules.maxDaysAhead ?? ''}
            onChange={(e) => set('maxDaysAhead', numberOrNull(e.target.value))}
            error={!!error('maxDaysAhead')}
            helperText={error('maxDaysAhead') ?? `0 = só hoje; até ${SCHEDULING_LIMITS.maxDaysAhead}`}
            slotProps={{ htmlInput: { min: 0, max: SCHEDULING_LIMITS.maxDaysAhead, step: 1 } }}
          />
          <TextField
            select
            label="Duração de cada horário"
            value={rules.slotMinutes}
            onChange={(e) => set('slotMinutes', Number(e.target.value))}
            error={!!error('slotMinutes')}
            helperText={error('slotMinutes')}
          >
            {SLOT_LENGTHS.map((minutes) => (
              <MenuItem key={minutes} value={minutes}>
                {minutes} minutos
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Antecedência mínima (minutos)"
            type="number"
            value={rules.leadMinutes ?? ''}
            onChange={(e) => set('leadMinutes', numberOrNull(e.target.value))}
            error={!!error('leadMinutes')}
            helperText={error('leadMinutes') ?? 'Também é quando o pedido entra em “Pendente”'}
            slotProps={{ htmlInput: { min: 0, max: SCHEDULING_LIMITS.maxLeadMinutes, step: 5 } }}
          />
        </Box>
      )}
    </SectionCard>
  );
}
