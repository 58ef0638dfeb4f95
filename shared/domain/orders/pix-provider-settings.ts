/**
 * GET/PUT/DELETE /api/stores/{storeId}/pix-provider: the store's "API Pix" provider (PSP). The settings form and the
 * API validate with this one schema. The client secret and the webhook secret are write-only: the API answers only
 * whether they are set (`*_set`), and a blank secret on PUT keeps the one saved.
 *
 * Webhook authenticity: the PSP signs each webhook body with HMAC-SHA256 under the webhook secret and sends
 * `x-pix-signature: sha256=<hex>` (our equivalent of the BCB's mTLS); the API compares it in constant time.
 */
import { number, object, string, type InferType } from 'yup';
import { pixKeyTypeOf } from '../validation';
import '../validation/yup-locale';
import { DEFAULT_PIX_EXPIRY_MINUTES, PIX_EXPIRY_MINUTES_RANGE } from './dynamic-pix';

export const PIX_SIGNATURE_HEADER = 'x-pix-signature';
export const MIN_PIX_WEBHOOK_SECRET = 16;

export const PIX_PROVIDER_MESSAGES = {
  baseUrlRequired: 'Informe o endereço da API Pix do seu banco',
  baseUrlInvalid: 'Informe um endereço https:// válido (http:// só para 127.0.0.1 ou localhost)',
  clientIdRequired: 'Informe o Client ID',
  clientSecretRequired: 'Informe o Client Secret',
  pixKeyRequired: 'Informe a chave PIX cadastrada no banco',
  pixKeyInvalid: 'Chave PIX inválida (CPF, CNPJ, e-mail, telefone +55 ou chave aleatória)',
  webhookSecretRequired: 'Informe o segredo do webhook',
  webhookSecretShort: `O segredo do webhook deve ter pelo menos ${MIN_PIX_WEBHOOK_SECRET} caracteres`,
  expiryRange: `O prazo deve ficar entre ${PIX_EXPIRY_MINUTES_RANGE.min} e ${PIX_EXPIRY_MINUTES_RANGE.max} minutos`,
  unreachable: 'Não foi possível falar com a API Pix neste endereço. Confira o endereço.',
  credentialsRefused: 'O banco recusou o Client ID e o Client Secret informados.',
  webhookRefused: 'O banco recusou o cadastro do webhook para esta chave PIX.',
} as const;

/** https, or http on the loopback (a local PSP sandbox or the demo's fake provider). */
export function isPixProviderUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password || url.search || url.hash) return false;
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** `secretsSet`: which secrets are saved already (then blank keeps them). */
export const pixProviderSchema = (secretsSet: { client: boolean; webhook: boolean } = { client: false, webhook: false }) =>
  object({
    base_url: string()
      .trim()
      .required(PIX_PROVIDER_MESSAGES.baseUrlRequired)
      .max(300, PIX_PROVIDER_MESSAGES.baseUrlInvalid)
      .test('url', PIX_PROVIDER_MESSAGES.baseUrlInvalid, (v) => !v || isPixProviderUrl(v)),
    client_id: string().trim().required(PIX_PROVIDER_MESSAGES.clientIdRequired).max(200),
    client_secret: secretsSet.client
      ? string().trim().max(500).nullable().optional()
      : string().trim().max(500).required(PIX_PROVIDER_MESSAGES.clientSecretRequired),
    pix_key: string()
      .trim()
      .required(PIX_PROVIDER_MESSAGES.pixKeyRequired)
      .max(77)
      .test('pix-key', PIX_PROVIDER_MESSAGES.pixKeyInvalid, (v) => !v || pixKeyTypeOf(v) !== null),
    webhook_secret: (secretsSet.webhook
      ? string().trim().max(200).nullable().optional()
      : string().trim().max(200).required(PIX_PROVIDER_MESSAGES.webhookSecretRequired)
    ).test('length', PIX_PROVIDER_MESSAGES.webhookSecretShort, (v) => !v || v.length >= MIN_PIX_WEBHOOK_SECRET),
    expiry_minutes: number()
      .typeError(PIX_PROVIDER_MESSAGES.expiryRange)
      .integer(PIX_PROVIDER_MESSAGES.expiryRange)
      .min(PIX_EXPIRY_MINUTES_RANGE.min, PIX_PROVIDER_MESSAGES.expiryRange)
      .max(PIX_EXPIRY_MINUTES_RANGE.max, PIX_PROVIDER_MESSAGES.expiryRange)
      .default(DEFAULT_PIX_EXPIRY_MINUTES),
  });

export type PixProviderInput = InferType<ReturnType<typeof pixProviderSchema>>;

/** What the API answers about a store's provider: never a secret. */
export type PixProviderView = {
  configured: boolean;
  base_url: string | null;
  client_id: string | null;
  pix_key: string | null;
  expiry_minutes: number;
  client_secret_set: boolean;
  webhook_secret_set: boolean;
  /** The URL registered at the PSP (PUT /webhook/{chave}); the PSP posts to it + '/pix'. */
  webhook_url: string | null;
};

export type PixProviderResponse = { data: PixProviderView };
