import { number, object, type InferType } from 'yup';
import '../validation/yup-locale';
import { formatOrderNumber } from './order-number';

/** New-order escalation of a store: alert the managers after N minutes pending, cancel after M (M > N). */
export type EscalationSettings = { alert_after_minutes: number | null; auto_cancel_after_minutes: number | null };

export const ESCALATION_MAX_MINUTES = 1440;

export const ESCALATION_MESSAGES = {
  minutesInvalid: 'Informe um número inteiro de minutos',
  minutesMin: 'Informe pelo menos 1 minuto',
  minutesMax: `Informe no máximo ${ESCALATION_MAX_MINUTES} minutos (24 horas)`,
  cancelAfterAlert: 'O cancelamento automático deve vir depois do alerta',
  saved: 'Escalonamento de pedidos salvo.',
} as const;

/** The reason written on (and shown to the customer of) an order the store let expire. */
export const AUTO_CANCEL_REASON = 'Cancelado automaticamente: a loja não aceitou o pedido a tempo';

const minutes = () =>
  number()
    .transform((value: unknown, original: unknown) => (original === '' || original === undefined ? null : value))
    .typeError(ESCALATION_MESSAGES.minutesInvalid)
    .integer(ESCALATION_MESSAGES.minutesInvalid)
    .min(1, ESCALATION_MESSAGES.minutesMin)
    .max(ESCALATION_MAX_MINUTES, ESCALATION_MESSAGES.minutesMax)
    .nullable()
    .default(null);

export const escalationSettingsSchema = object({
  alert_after_minutes: minutes(),
  auto_cancel_after_minutes: minutes().test('after-alert', ESCALATION_MESSAGES.cancelAfterAlert, function (value) {
    const alert = this.parent.alert_after_minutes as number | null;
    return value == null || alert == null || value > alert;
  }),
}).noUnknown();

export type EscalationSettingsInput = InferType<typeof escalationSettingsSchema>;

export const NO_ESCALATION: EscalationSettings = { alert_after_minutes: null, auto_cancel_after_minutes: null };

/** Subject of the alert e-mail, e.g. "Pedido #0123 aguardando há 10 minutos". */
export function escalationAlertSubject(orderNumber: number, minutesPending: number): string {
  return `Pedido ${formatOrderNumber(orderNumber)} aguardando há ${minutesPending} ${minutesPending === 1 ? 'minuto' : 'minutos'}`;
}
