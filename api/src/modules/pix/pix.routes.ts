import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { notFound } from '../../lib/http-error';
import { secretBoxOf } from '../../security/secret-box';
import { pixProviderByWebhookId, pixProviderOf } from './pix-provider.repository';
import { removePixProvider, savePixProvider, toPixProviderView } from './pix-provider.service';
import { applyPixWebhook, assertSignedByProvider, signatureHeaderOf } from './pix-webhook';

type StoreParams = { Params: { storeId: string } };
type HookParams = { Params: { webhookId: string } };

/** The store's "API Pix" provider (owner only: its credentials move the store's money) and the PSP's webhook. */
export async function pixRoutes(app: FastifyInstance): Promise<void> {
  const owner = { config: { access: access.storeMember('storeId', 'payments.manage') } };
  const deps = () => ({ db: app.db, box: secretBoxOf(app.config.dataEncryptionKey), appUrl: app.config.appUrl, timeoutMs: app.config.providerTimeoutMs });

  app.get<StoreParams>('/stores/:storeId/pix-provider', owner, async (request) => ({
    data: toPixProviderView(await pixProviderOf(app.db, secretBoxOf(app.config.dataEncryptionKey), request.store!.id), app.config.appUrl),
  }));

  app.put<StoreParams>('/stores/:storeId/pix-provider', owner, async (request) => ({
    data: await savePixProvider(deps(), request.store!, currentUser(request), request.body),
  }));

  app.delete<StoreParams>('/stores/:storeId/pix-provider', owner, async (request, reply) => {
    await removePixProvider(app.db, request.store!, currentUser(request));
    return reply.code(204).send();
  });

  await app.register(pixWebhookRoutes);
}

/**
 * POST /api/webhooks/pix/{webhookId}[/pix]: the opaque id names the store's provider (no store id in a public URL); the
 * HMAC signature proves the PSP sent it. Its own scope: the JSON body is read as text, to check the signature over the exact bytes the PSP signed. */
async function pixWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, String(body)));

  const handler = async (request: { params: { webhookId: string }; headers: Record<string, unknown>; body: unknown }) => {
    const { webhookId } = request.params;
    const provider = /^[A-Za-z0-9_-]{20,80}$/.test(webhookId) ? await pixProviderByWebhookId(app.db, secretBoxOf(app.config.dataEncryptionKey), webhookId) : null;
    if (!provider) throw notFound();
    const rawBody = typeof request.body === 'string' ? request.body : '';
    assertSignedByProvider(provider, signatureHeaderOf(request.headers), rawBody);
    const { results, announcements } = await applyPixWebhook({ db: app.db, lease: app.outbox.lease, now: app.now, timeoutMs: app.config.providerTimeoutMs }, provider, rawBody);
    await app.outbox.deliver(announcements);
    return { received: true, results };
  };
  const publicRoute = { config: { access: access.public } };
  // The BCB's PSPs post to the registered URL + '/pix'; the bare URL is accepted too.
  app.post<HookParams>('/webhooks/pix/:webhookId', publicRoute, (request) => handler(request));
  app.post<HookParams>('/webhooks/pix/:webhookId/pix', publicRoute, (request) => handler(request));
}
