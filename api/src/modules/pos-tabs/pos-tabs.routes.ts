import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TabRoundView, TabTransferResult } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { notFound } from '../../lib/http-error';
import { findPosSale } from '../pos-sales/pos-sale.view';
import { setBillRequested, setServiceCharge } from './tab.flags';
import { mergeTabs } from './tab.merge';
import { sendRound, type TabWriter } from './tab.rounds';
import { transferItems } from './tab.transfer';
import { tabsOverview, tabView, tabViews } from './tab.view';

type Params = { Params: { storeId: string; orderId: string } };

/**
 * Table tabs (comandas, shared/domain/pos/tabs.ts), for whoever sells at the POS (pos.sell, the plan's POS feature): the
 * tables and open tabs, a tab (open or closed, for a reprint), its rounds, moving items between tabs, merging tabs,
 * the service charge on or off and the bill requested. A tab is opened by POST /pos/sales and paid (then closed) by
 * POST /pos/sales/{id}/payments. Every write announces the tabs it changed (kanban, the other stations).
 */
export async function posTabsRoutes(app: FastifyInstance): Promise<void> {
  const sell = { config: { access: access.storeMember('storeId', 'pos.sell', { feature: 'pos' }) } };
  const writer = (request: FastifyRequest): TabWriter => ({
    db: app.db,
    sql: app.dbHandle,
    now: app.now(),
    operator: currentUser(request),
    parentId: request.store!.parentId,
    lease: app.outbox.lease,
  });

  app.get<Params>('/stores/:storeId/pos/tabs', sell, async (request) => ({ data: await tabsOverview(app.db, request.store!) }));

  app.get<Params>('/stores/:storeId/pos/tabs/:orderId', sell, async (request) => {
    const sale = await findPosSale(app.db, request.store!.id, request.params.orderId);
    // A sale of another type is no tab (its reprint is GET /pos/sales/{id}).
    if (sale.orderType !== 'dine_in') throw notFound();
    return { data: await tabView(app.db, sale) };
  });

  app.post<Params>('/stores/:storeId/pos/tabs/:orderId/rounds', sell, async (request, reply) => {
    const header = request.headers['idempotency-key'];
    const sent = await sendRound(writer(request), request.store!.id, request.params.orderId, Array.isArray(header) ? header[0] : header, request.body);
    await app.outbox.deliver(sent.announcements);
    void reply.code(sent.replayed ? 200 : 201).header('Idempotent-Replayed', String(sent.replayed));
    const data: TabRoundView = { ...(await tabView(app.db, sent.order, sent.replayed)), round: sent.round };
    return { data };
  });

  app.post<Params>('/stores/:storeId/pos/tabs/:orderId/transfer', sell, async (request) => {
    const moved = await transferItems(writer(request), request.store!.id, request.params.orderId, request.body);
    await app.outbox.deliver(moved.announcements);
    const [from, to] = await tabViews(app.db, [moved.from, moved.to]);
    const data: TabTransferResult = { from: from!, to: to! };
    return { data };
  });

  app.post<Params>('/stores/:storeId/pos/tabs/:orderId/merge', sell, async (request) => {
    const merged = await mergeTabs(writer(request), request.store!.id, request.params.orderId, request.body);
    await app.outbox.deliver(merged.announcements);
    return { data: await tabView(app.db, merged.to) };
  });

  app.post<Params>('/stores/:storeId/pos/tabs/:orderId/service-charge', sell, async (request) => {
    const written = await setServiceCharge(writer(request), request.store!, request.params.orderId, request.body);
    await app.outbox.deliver(written.announcements);
    return { data: await tabView(app.db, written.order) };
  });

  app.post<Params>('/stores/:storeId/pos/tabs/:orderId/bill', sell, async (request) => {
    const written = await setBillRequested(writer(request), request.store!, request.params.orderId, request.body);
    await app.outbox.deliver(written.announcements);
    return { data: await tabView(app.db, written.order) };
  });
}
