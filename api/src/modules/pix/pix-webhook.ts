import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { array, object, string, ValidationError } from 'yup';
import { PIX_SIGNATURE_HEADER, pixAmountCents } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { pixCharges, type StorePixProviderRow } from '../../db/schema';
import { safeEqual } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';
import type { OutboxLease, QueuedEvent } from '../../outbox/outbox-events';
import { cobIsPaidFor } from './pix-api-client';
import { confirmPixPayment } from './pix-payment';
import { pixClientFor } from './pix-provider.repository';

/** `sha256=<hex>` of the raw body under the store's webhook secret. */
export const pixWebhookSignature = (secret: string, rawBody: string): string => `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

/**
 * Authenticity (our stand-in for the BCB's mTLS, which needs a client certificate per PSP): the PSP signs the raw body
 * with HMAC-SHA256 under the secret the store set on both sides. No header: 401; a wrong one: 403 (constant-time).
 */
export function assertSignedByProvider(provider: Pick<StorePixProviderRow, 'webhookSecret'>, header: unknown, rawBody: string): void {
  if (typeof header !== 'string' || header.trim() === '') throw new HttpError(401, 'Assinatura do webhook ausente.');
  // No secret (one that no longer opens: see pix-provider.repository.ts): nothing can prove the PSP sent it.
  if (provider.webhookSecret === '') throw new HttpError(403, 'Assinatura do webhook inválida.');
  if (!safeEqual(header.trim(), pixWebhookSignature(provider.webhookSecret, rawBody))) throw new HttpError(403, 'Assinatura do webhook inválida.');
}

// BCB "API Pix" webhook: { pix: [{ endToEndId, txid, valor, horario, infoPagador?, devolucoes? }] }.
const webhookSchema = object({
  pix: array(
    object({
      endToEndId: string().trim().required().max(100),
      txid: string().trim().max(35).nullable().default(null),
      valor: string().trim().required(),
      horario: string().trim().nullable().default(null),
    }),
  )
    .required()
    .max(500),
});

export type PixWebhookResult = { endToEndId: string; txid: string | null; outcome: 'paid' | 'already_paid' | 'unknown_charge' | 'not_confirmed' | 'amount_mismatch' };

function parseWebhook(rawBody: string) {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new HttpError(400, 'Corpo do webhook inválido.');
  }
  try {
    return webhookSchema.validateSync(json, { stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) throw new HttpError(400, 'Corpo do webhook inválido.');
    throw err;
  }
}

export type PixWebhookDeps = { db: Db; lease: OutboxLease; now: () => Date; timeoutMs: number };

/**
 * Applies a signed webhook: each PIX of the store's charges is checked with the PSP (`GET /cob/{txid}` must say
 * CONCLUIDA for the charge's amount, and the notified amount must be the charge's) before the order is marked paid.
 * A repeated webhook (same endToEndId, or a charge already paid) changes nothing and does not call the PSP again.
 */
export async function applyPixWebhook(deps: PixWebhookDeps, provider: StorePixProviderRow, rawBody: string): Promise<{ results: PixWebhookResult[]; announcements: QueuedEvent[] }> {
  const { pix } = parseWebhook(rawBody);
  const results: PixWebhookResult[] = [];
  const announcements: QueuedEvent[] = [];
  for (const entry of pix) {
    const result = (outcome: PixWebhookResult['outcome']) => results.push({ endToEndId: entry.endToEndId, txid: entry.txid, outcome });
    if (!entry.txid) {
      result('unknown_charge');
      continue;
    }
    const [charge] = await deps.db
      .select()
      .from(pixCharges)
      .where(and(eq(pixCharges.txid, entry.txid), eq(pixCharges.storeId, provider.storeId)))
      .limit(1);
    if (!charge) {
      result('unknown_charge');
      continue;
    }
    if (charge.status === 'paid') {
      result('already_paid');
      continue;
    }
    if (pixAmountCents(entry.valor) !== charge.amountCents) {
      result('amount_mismatch');
      continue;
    }
    const cob = await pixClientFor(provider, deps.timeoutMs).getCob(charge.txid);
    if (!cobIsPaidFor(cob, charge.amountCents)) {
      result(cob?.status === 'CONCLUIDA' ? 'amount_mismatch' : 'not_confirmed');
      continue;
    }
    const paidAt = entry.horario && !Number.isNaN(Date.parse(entry.horario)) ? new Date(entry.horario) : deps.now();
    const paid = await confirmPixPayment(deps.db, charge.orderId, entry.endToEndId, paidAt, deps.lease);
    announcements.push(...paid.announcements);
    result(paid.outcome === 'paid' ? 'paid' : paid.outcome === 'already_paid' ? 'already_paid' : 'unknown_charge');
  }
  return { results, announcements };
}

export const signatureHeaderOf = (headers: Record<string, unknown>) => headers[PIX_SIGNATURE_HEADER];
