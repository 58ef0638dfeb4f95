import type { FastifyInstance } from 'fastify';
import { adminSubscriptionsQuerySchema, billingDataSchema, changePlanSchema } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { notFound } from '../../lib/http-error';
import { validateBody, validateQuery } from '../../lib/validate-body';
import { parseAsaasWebhook, verifyAsaasWebhook } from '../billing/gateway';
import { applyBillingEvent } from './billing-webhook.service';
import { cancelSubscription, changePlan, chargeAgain, getSubscription, issueRenewal, listSubscriptions, quoteChange, saveBillingData } from './subscriptions.service';

type Params = { Params: { id: string; invoiceId: string } };

/** /admin/subscriptions (plans, proration, billing data, invoices) and the gateway's payment webhook. */
export async function subscriptionsRoutes(app: FastifyInstance): Promise<void> {
  const admin = { config: { access: access.superAdmin } };

  app.get('/admin/subscriptions', admin, async (request) => ({ data: await listSubscriptions(app.db, await validateQuery(adminSubscriptionsQuerySchema, request.query), app.now()) }));
  app.get<Params>('/admin/subscriptions/:id', admin, async (request) => ({ data: await getSubscription(app.db, request.params.id, app.now()) }));
  app.post<Params>('/admin/subscriptions/:id/quote', admin, async (request) => ({
    data: await quoteChange(app.db, request.params.id, await validateBody(changePlanSchema, request.body), app.now()),
  }));
  app.put<Params>('/admin/subscriptions/:id/plan', admin, async (request) => ({
    data: await changePlan(app.db, app.config.billing, request.params.id, await validateBody(changePlanSchema, request.body), currentUser(request), app.now()),
  }));
  app.put<Params>('/admin/subscriptions/:id/billing', admin, async (request) => ({
    data: await saveBillingData(app.db, request.params.id, await validateBody(billingDataSchema, request.body), currentUser(request), app.now()),
  }));
  app.post<Params>('/admin/subscriptions/:id/invoices', admin, async (request, reply) =>
    reply.code(201).send({ data: await issueRenewal(app.db, app.config.billing, request.params.id, currentUser(request), app.now()) }),
  );
  app.post<Params>('/admin/subscriptions/:id/invoices/:invoiceId/charge', admin, async (request) => ({
    data: await chargeAgain(app.db, app.config.billing, request.params.id, request.params.invoiceId, app.now()),
  }));
  app.post<Params>('/admin/subscriptions/:id/cancel', admin, async (request) => ({ data: await cancelSubscription(app.db, request.params.id, currentUser(request), app.now()) }));

  // Asaas calls this with the token configured for the webhook; anything else is refused before the body is read.
  app.post('/billing/webhooks/asaas', { config: { access: access.public } }, async (request, reply) => {
    const billing = app.config.billing;
    if (!billing) throw notFound();
    if (!verifyAsaasWebhook(request.headers, billing.webhookToken)) return reply.code(401).send({ message: 'Token do webhook inválido.' });
    const outcome = await applyBillingEvent(app.db, parseAsaasWebhook(request.body), app.now());
    return { received: true, outcome };
  });
}
