import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PIX_EXPIRY_MINUTES } from '@comanda/shared/domain';
import { randomToken } from '../../lib/crypto';
import { pixClientFor, pixProviderOf, pixWebhookUrl, sealPixSecrets } from '../../modules/pix/pix-provider.repository';
import { secretBoxOf } from '../../security/secret-box';
import { storePixProviders, stores } from '../schema';

/** The demo store whose PIX orders get dynamic charges from the demo PSP (the others keep the static code). */
export const DEMO_PIX_STORE_SLUG = 'burger-house';

/**
 * `npm start` (demo, not production) runs a fake "API Pix" PSP on a new port each time (api/test-support/
 * fake-pix-provider.ts) and passes its address and credentials as DEMO_PIX_*: the demo store is connected to it on every
 * start (its webhook registered again), so a PIX order there is confirmed by the fake bank's webhook out of the box.
 */
export async function connectDemoPixProvider(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { DEMO_PIX_URL: baseUrl, DEMO_PIX_CLIENT_ID: clientId, DEMO_PIX_CLIENT_SECRET: clientSecret, DEMO_PIX_WEBHOOK_SECRET: webhookSecret } = env;
  if (!baseUrl || !clientId || !clientSecret || !webhookSecret || env.NODE_ENV === 'production' || !app.config.seed) return;
  const [store] = await app.db.select({ id: stores.id, pixKey: stores.pixKey }).from(stores).where(eq(stores.slug, DEMO_PIX_STORE_SLUG)).limit(1);
  if (!store?.pixKey) return;
  const box = secretBoxOf(app.config.dataEncryptionKey);
  const existing = await pixProviderOf(app.db, box, store.id);
  const row = { storeId: store.id, baseUrl, clientId, clientSecret, pixKey: store.pixKey, webhookSecret, expiryMinutes: existing?.expiryMinutes ?? DEFAULT_PIX_EXPIRY_MINUTES, webhookId: existing?.webhookId ?? randomToken() };
  const stored = sealPixSecrets(row, box);
  await app.db
    .insert(storePixProviders)
    .values(stored)
    .onConflictDoUpdate({
      target: storePixProviders.storeId,
      set: { baseUrl, clientId, clientSecret: stored.clientSecret, pixKey: store.pixKey, webhookSecret: stored.webhookSecret, updatedAt: sql`now()` },
    });
  await pixClientFor(row).registerWebhook(row.pixKey, pixWebhookUrl(app.config.appUrl, row.webhookId));
}
