import { FORM_ERROR_SUMMARY, reaisToCents, type CartItem } from '@comanda/shared/domain';
import { toApiError } from '@comanda/shared/state';

/** Fields the checkout form shows: a server error on one of them is displayed on the field. */
export const CHECKOUT_FORM_FIELDS = [
  'order_type',
  'customer.name',
  'customer.phone',
  'address.cep',
  'address.address',
  'address.number',
  'address.complement',
  'address.district',
  'address.city',
  'address.state',
  'address.reference',
  'table',
  'payment.method',
  'payment.change_for',
  'notes',
  'scheduled_for',
] as const;

export type CheckoutFormField = (typeof CHECKOUT_FORM_FIELDS)[number];

export const CHECKOUT_SEND_FAILED =
  'Não foi possível confirmar o pedido agora. Verifique sua conexão e tente novamente: o pedido não será duplicado.';

export type CheckoutFailure = {
  /** First message per form field. */
  fieldErrors: Partial<Record<CheckoutFormField, string>>;
  /** Everything else, for the alert above the button. */
  messages: string[];
  /** The server's total when it refused `expected_total` (prices changed), centavos. */
  newTotalCents: number | null;
  /** false after a 422 (nothing was created) or a 409 (key used for another request): the next confirmation is a new attempt. */
  sameAttempt: boolean;
};

const isFormField = (path: string): path is CheckoutFormField => (CHECKOUT_FORM_FIELDS as readonly string[]).includes(path);

function cents(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return reaisToCents(value);
}

/** The server's total on an expected_total refusal: a `total` in the body, else the last amount in the message. */
function newTotalOf(raw: unknown, message: string | undefined): number | null {
  const data = (raw as { data?: Record<string, unknown> } | null)?.data;
  const fromBody = cents(data?.total) ?? cents((data?.data as Record<string, unknown> | undefined)?.total);
  if (fromBody !== null) return fromBody;
  const amounts = message?.match(/R\$\s*[\d.]+,\d{2}/g);
  const last = amounts?.at(-1);
  if (!last) return null;
  try {
    return reaisToCents(last);
  } catch {
    return null;
  }
}

const push = (list: string[], message: string) => {
  if (!list.includes(message)) list.push(message);
};

/** What a failed POST means for the screen (every 422 message is shown somewhere). */
export function describeCheckoutFailure(error: unknown, items: readonly CartItem[]): CheckoutFailure {
  const apiError = toApiError(error, CHECKOUT_SEND_FAILED);
  const status = apiError.status;
  if (status === 409) {
    // The key was used for a different request (the cart or the account changed since): a new attempt.
    return { fieldErrors: {}, messages: [apiError.message], newTotalCents: null, sameAttempt: false };
  }
  if (status !== 422) {
    // Network failure or server error: the order may exist; the same key makes the retry safe.
    const network = typeof status !== 'number' || status >= 500;
    return { fieldErrors: {}, messages: [network ? CHECKOUT_SEND_FAILED : apiError.message], newTotalCents: null, sameAttempt: true };
  }
  const fieldErrors: CheckoutFailure['fieldErrors'] = {};
  const messages: string[] = [];
  let newTotalCents: number | null = null;
  for (const [path, list] of Object.entries(apiError.errors ?? {})) {
    const first = Array.isArray(list) ? list[0] : undefined;
    if (!first) continue;
    if (isFormField(path)) {
      fieldErrors[path] = first;
      continue;
    }
    if (path === 'expected_total') newTotalCents = newTotalOf(error, first);
    const item = /^items\.(\d+)(\.|$)/.exec(path);
    const name = item ? items[Number(item[1])]?.name : undefined;
    for (const message of list) push(messages, name ? `${name}: ${message}` : message);
  }
  if (messages.length === 0) push(messages, Object.keys(fieldErrors).length > 0 ? FORM_ERROR_SUMMARY : apiError.message);
  return { fieldErrors, messages, newTotalCents, sameAttempt: false };
}
