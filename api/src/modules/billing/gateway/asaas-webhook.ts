import { boolean, number, object, string, ValidationError, type AnyObject, type InferType, type ObjectSchema } from 'yup';
// Sets yup's Portuguese locale before the schemas below are declared.
import { yupFieldErrors } from '@comanda/shared/domain';
import { safeEqual, sha256 } from '../../../lib/crypto';
import { HttpError } from '../../../lib/http-error';

/** The `gateway` of billing_webhook_events rows written for Asaas events. */
export const ASAAS_GATEWAY = 'asaas';
export const ASAAS_WEBHOOK_TOKEN_HEADER = 'asaas-access-token';

/** Payment events that may change an invoice; any other event (views, anticipations, transfers…) is ignored. */
export const ASAAS_PAYMENT_EVENTS = [
  'PAYMENT_CREATED',
  'PAYMENT_UPDATED',
  'PAYMENT_CONFIRMED',
  'PAYMENT_RECEIVED',
  'PAYMENT_OVERDUE',
  'PAYMENT_REFUNDED',
  'PAYMENT_REFUND_IN_PROGRESS',
  'PAYMENT_DELETED',
  'PAYMENT_RESTORED',
  'PAYMENT_RECEIVED_IN_CASH_UNDONE',
  'PAYMENT_CHARGEBACK_REQUESTED',
  'PAYMENT_CHARGEBACK_DISPUTE',
  'PAYMENT_AWAITING_CHARGEBACK_REVERSAL',
] as const;
export type AsaasPaymentEvent = (typeof ASAAS_PAYMENT_EVENTS)[number];

const envelopeSchema = object({
  /** Unique per event ("evt_…&123"); the same on every redelivery: the idempotency key. */
  id: string().trim().required().max(200),
  event: string().trim().required().max(100),
  dateCreated: string().nullable().default(null),
});

const nullableText = () => string().nullable().default(null);

// Asaas sends the whole payment object; these are the fields billing reads. Status and billing type
// stay open strings: a value Asaas adds later must not turn its webhooks into errors.
const paymentSchema = object({
  id: string().trim().required(),
  customer: string().trim().required(),
  value: number().required(),
  netValue: number().nullable().default(null),
  status: string().trim().required(),
  billingType: string().trim().required(),
  dueDate: string().trim().required(),
  confirmedDate: nullableText(),
  paymentDate: nullableText(),
  clientPaymentDate: nullableText(),
  externalReference: nullableText(),
  deleted: boolean().default(false),
});

export type AsaasWebhookPayment = InferType<typeof paymentSchema>;

export type AsaasWebhookEvent =
  | { kind: 'payment'; id: string; event: AsaasPaymentEvent; dateCreated: string | null; payment: AsaasWebhookPayment }
  | { kind: 'ignored'; id: string; event: string; dateCreated: string | null };

/** A body that is not an Asaas event: answer 400 (thrown from a route, the error handler does). */
export class AsaasWebhookError extends HttpError {
  constructor(errors: Record<string, string[]>) {
    super(400, 'Notificação do Asaas inválida.', errors);
    this.name = 'AsaasWebhookError';
  }
}

/**
 * Whether the request carries the token configured for the webhook in Asaas (header
 * `asaas-access-token`). Compares SHA-256 digests in constant time, so neither the token nor its
 * length leaks through timing. An empty expected token refuses everything.
 */
export function verifyAsaasWebhook(headers: Record<string, string | string[] | undefined>, expectedToken: string): boolean {
  const received = headers[ASAAS_WEBHOOK_TOKEN_HEADER];
  if (typeof received !== 'string' || received === '' || expectedToken === '') return false;
  return safeEqual(sha256(received), sha256(expectedToken));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only the schema's own keys reach yup: it looks every key up in a plain object, and 'constructor' finds Object's. */
function validate<S extends ObjectSchema<AnyObject>>(schema: S, value: unknown, prefix?: string): InferType<S> {
  const input = isRecord(value) ? Object.fromEntries(Object.keys(schema.fields).filter((key) => Object.hasOwn(value, key)).map((key) => [key, value[key]])) : value;
  try {
    return schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as InferType<S>;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const errors = yupFieldErrors(err);
    throw new AsaasWebhookError(prefix ? Object.fromEntries(Object.entries(errors).map(([key, list]) => [key === '_' ? prefix : `${prefix}.${key}`, list])) : errors);
  }
}

/** An Asaas webhook body (already JSON-parsed) as a typed event; throws AsaasWebhookError if malformed. */
export function parseAsaasWebhook(body: unknown): AsaasWebhookEvent {
  const envelope = validate(envelopeSchema, body);
  const { id, event, dateCreated } = envelope;
  if (!(ASAAS_PAYMENT_EVENTS as readonly string[]).includes(event)) return { kind: 'ignored', id, event, dateCreated };
  const raw = isRecord(body) ? body.payment : undefined;
  if (raw === undefined || raw === null) throw new AsaasWebhookError({ payment: ['O campo payment é obrigatório.'] });
  const payment = validate(paymentSchema, raw, 'payment');
  return { kind: 'payment', id, event: event as AsaasPaymentEvent, dateCreated, payment };
}
