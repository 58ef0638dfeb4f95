import { Alert } from '@comanda/shared/ui/mui';
import { formatReopening, storeStatus } from '@comanda/shared/domain';
import { useNow } from '@comanda/shared/ui';
import { requestOf, type SettingsFormValues } from '../lib/settings-form';

/** "Aberto agora" by the same rule the API uses, over the hours as they are being edited (before saving). */
export function SchedulePreview({ values }: { values: SettingsFormValues }) {
  const now = new Date(useNow(60_000));
  const request = requestOf(values);
  const status = storeStatus({ schedule: { openingHours: request.openingHours, holidays: request.holidays }, pause: null }, now);
  const text = status.open
    ? 'Com estes horários, a loja está aberta agora.'
    : `Com estes horários, a loja está fechada agora${status.reopensAt ? ` e abre ${formatReopening(status.reopensAt, now)}` : ' e não tem próxima abertura'}.`;
  return (
    <Alert severity={status.open ? 'success' : 'info'} role="status">
      {text}
    </Alert>
  );
}
