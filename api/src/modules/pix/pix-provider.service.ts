import { eq } from 'drizzle-orm';
import { DEFAULT_PIX_EXPIRY_MINUTES, PIX_PROVIDER_MESSAGES, pixProviderSchema, type PixProviderView } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { storePixProviders, type StorePixProviderRow, type StoreRow, type UserRow } from '../../db/schema';
import { randomToken } from '../../lib/crypto';
import { fieldError } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import type { SecretBox } from '../../security/secret-box';
import { recordActivity } from '../activity/activity-log';
import { PixProviderError } from './pix-api-client';
import { pixClientFor, pixProviderOf, pixWebhookUrl, sealPixSecrets } from './pix-provider.repository';

/** The provider as the API answers it: the secrets only as "set". */
export function toPixProviderView(row: StorePixProviderRow | null, appUrl: string): PixProviderView {
  if (!row) {
    return { configured: false, base_url: null, client_id: null, pix_key: null, expiry_minutes: DEFAULT_PIX_EXPIRY_MINUTES, client_secret_set: false, webhook_secret_set: false, webhook_url: null };
  }
  return {
    configured: true,
    base_url: row.baseUrl,
    client_id: row.clientId,
    pix_key: row.pixKey,
    expiry_minutes: row.expiryMinutes,
    client_secret_set: row.clientSecret !== '',
    webhook_secret_set: row.webhookSecret !== '',
    webhook_url: pixWebhookUrl(appUrl, row.webhookId),
  };
}

/** A PSP error while checking the credentials, as the field it is about (a 422, never a 500). */
function credentialsError(err: unknown): never {
  if (!(err instanceof PixProviderError)) throw err;
  if (err.kind === 'unreachable') throw fieldError('base_url', PIX_PROVIDER_MESSAGES.unreachable);
  if (err.kind === 'credentials') throw fieldError('client_secret', PIX_PROVIDER_MESSAGES.credentialsRefused);
  throw fieldError('pix_key', PIX_PROVIDER_MESSAGES.webhookRefused);
}

export type PixProviderDeps = { db: Db; box: SecretBox; appUrl: string; timeoutMs: number };

/**
 * PUT /api/stores/{storeId}/pix-provider: validates, then proves the credentials by registering the webhook at the PSP
 * (OAuth token + PUT /webhook/{chave}) before saving; a blank secret keeps the saved one.
 */
export async function savePixProvider(deps: PixProviderDeps, store: StoreRow, actor: Pick<UserRow, 'id' | 'name'>, body: unknown): Promise<PixProviderView> {
  const existing = await pixProviderOf(deps.db, deps.box, store.id);
  const input = await validateBody(pixProviderSchema({ client: Boolean(existing?.clientSecret), webhook: Boolean(existing?.webhookSecret) }), body);
  const row = {
    storeId: store.id,
    baseUrl: input.base_url.replace(/\/+$/, ''),
    clientId: input.client_id,
    clientSecret: input.client_secret || existing?.clientSecret || '',
    pixKey: input.pix_key,
    webhookSecret: input.webhook_secret || existing?.webhookSecret || '',
    expiryMinutes: input.expiry_minutes,
    webhookId: existing?.webhookId ?? randomToken(),
  };
  await pixClientFor(row, deps.timeoutMs)
    .registerWebhook(row.pixKey, pixWebhookUrl(deps.appUrl, row.webhookId))
    .catch(credentialsError);
  const now = new Date();
  const stored = sealPixSecrets(row, deps.box);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(storePixProviders)
      .values({ ...stored, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: storePixProviders.storeId, set: { ...stored, updatedAt: now } });
    await recordActivity(tx as unknown as Db, {
      storeId: store.id,
      actor,
      entity: 'settings',
      entityId: 'pix_provider',
      action: existing ? 'updated' : 'created',
      summary: existing ? 'PIX automático (API Pix) alterado' : 'PIX automático (API Pix) conectado',
      changes: {},
    });
  });
  return toPixProviderView(await pixProviderOf(deps.db, deps.box, store.id), deps.appUrl);
}

/** DELETE: back to the static code for new orders (charges already made keep their webhook and expiry). */
export async function removePixProvider(db: Db, store: StoreRow, actor: Pick<UserRow, 'id' | 'name'>): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(storePixProviders).where(eq(storePixProviders.storeId, store.id)).returning({ storeId: storePixProviders.storeId });
    if (removed.length > 0) {
      await recordActivity(tx as unknown as Db, { storeId: store.id, actor, entity: 'settings', entityId: 'pix_provider', action: 'deleted', summary: 'PIX automático (API Pix) desconectado', changes: {} });
    }
  });
}
