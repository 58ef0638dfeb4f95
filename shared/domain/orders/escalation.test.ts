import { AUTO_CANCEL_REASON, escalationAlertSubject, escalationSettingsSchema } from './escalation';
/** orders.status.ts accepts reasons up to 300 characters. */
const CANCEL_REASON_MAX = 300;

const errorsOf = (value: unknown): Record<string, string> => {
  try {
    escalationSettingsSchema.validateSync(value, { abortEarly: false, stripUnknown: false });
    return {};
  } catch (err) {
    return Object.fromEntries((err as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
  }
};

describe('escalationSettingsSchema', () => {
  it('accepts both, one or none of the delays (blank means off)', () => {
    expect(escalationSettingsSchema.validateSync({ alert_after_minutes: 10, auto_cancel_after_minutes: 30 })).toEqual({ alert_after_minutes: 10, auto_cancel_after_minutes: 30 });
    expect(escalationSettingsSchema.validateSync({ alert_after_minutes: '', auto_cancel_after_minutes: null })).toEqual({ alert_after_minutes: null, auto_cancel_after_minutes: null });
    expect(errorsOf({ auto_cancel_after_minutes: 5 })).toEqual({});
  });

  it('refuses a cancellation that does not come after the alert, fractions and out-of-range values, in Portuguese', () => {
    expect(errorsOf({ alert_after_minutes: 10, auto_cancel_after_minutes: 10 })).toEqual({ auto_cancel_after_minutes: 'O cancelamento automático deve vir depois do alerta' });
    expect(errorsOf({ alert_after_minutes: 2.5 })).toEqual({ alert_after_minutes: 'Informe um número inteiro de minutos' });
    expect(errorsOf({ alert_after_minutes: 0, auto_cancel_after_minutes: 2000 })).toEqual({
      alert_after_minutes: 'Informe pelo menos 1 minuto',
      auto_cancel_after_minutes: 'Informe no máximo 1440 minutos (24 horas)',
    });
    expect(errorsOf({ alert_after_minutes: 'dez' })).toEqual({ alert_after_minutes: 'Informe um número inteiro de minutos' });
  });
});

it('says which order waits and for how long', () => {
  expect(escalationAlertSubject(123, 10)).toBe('Pedido #0123 aguardando há 10 minutos');
  expect(escalationAlertSubject(7, 1)).toBe('Pedido #0007 aguardando há 1 minuto');
  expect(AUTO_CANCEL_REASON.length).toBeLessThanOrEqual(CANCEL_REASON_MAX);
});
