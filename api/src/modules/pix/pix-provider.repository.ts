import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storePixProviders, type StorePixProviderRow } from '../../db/schema';
import { SecretBoxError, type SecretBox } from '../../security/secret-box';
import { PixApiClient } from './pix-api-client';

/**
 * The secrets (client_secret, webhook_secret) are sealed at rest under DATA_ENCRYPTION_KEY (security/secret-box.ts):
 * rows are read through here, opened; written with sealPixSecrets.
 */
const opened = (row: StorePixProviderRow | undefined, box: SecretBox): StorePixProviderRow | null =>
  row ? { ...row, clientSecret: openOrUnset(box, row.clientSecret), webhookSecret: openOrUnset(box, row.webhookSecret) } : null;

/**
 * A secret that does not open (sealed under a former DATA_ENCRYPTION_KEY, or altered) reads as not set: the settings
 * show it missing and ask for it again, and a webhook is never accepted without a secret (pix-webhook.ts).
 */
function openOrUnset(box: SecretBox, sealed: string): string {
  try {
    return box.open(sealed);
  } catch (err) {
    if (err instanceof SecretBoxError) return '';
    throw err;
  }
}

/** The columns as stored: the secrets sealed. */
export const sealPixSecrets = <T extends Pick<StorePixProviderRow, 'clientSecret' | 'webhookSecret'>>(row: T, box: SecretBox): T => ({
  ...row,
  clientSecret: box.seal(row.clientSecret),
  webhookSecret: box.seal(row.webhookSecret),
});

export async function pixProviderOf(db: Db, box: SecretBox, storeId: number): Promise<StorePixProviderRow | null> {
  const [row] = await db.select().from(storePixProviders).where(eq(storePixProviders.storeId, storeId)).limit(1);
  return opened(row, box);
}

export const pixClientFor = (provider: Pick<StorePixProviderRow, 'baseUrl' | 'clientId' | 'clientSecret'>, timeoutMs?: number) =>
  new PixApiClient({ baseUrl: provider.baseUrl, clientId: provider.clientId, clientSecret: provider.clientSecret }, timeoutMs);

export async function pixProviderByWebhookId(db: Db, box: SecretBox, webhookId: string): Promise<StorePixProviderRow | null> {
  const [row] = await db.select().from(storePixProviders).where(eq(storePixProviders.webhookId, webhookId)).limit(1);
  return opened(row, box);
}

/** Where the PSP posts the PIX received (registered with PUT /webhook/{chave}; the PSP appends '/pix'). */
export const pixWebhookUrl = (appUrl: string, webhookId: string) => `${appUrl}/api/webhooks/pix/${webhookId}`;
