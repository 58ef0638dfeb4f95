import type { FastifyInstance } from 'fastify';
import type { Order, Product } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';
import { PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

let db: TestDb;
let app: FastifyInstance;
const published: { channel: string; event: string; payload: unknown }[] = [];
let pizzas: Product[];
let bellaId: number;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => new Date('2026-11-24T20:00:00-03:00') });
  app.broadcaster.toStore = async () => true;
  app.broadcaster.toChannel = async (channel, event, payload) => (published.push({ channel, event, payload }), true);
  pizzas = await productsOf(app, 'pizzaria-bella-napoli');
  bellaId = json(await app.inject({ method: 'GET', url: '/api/stores/pizzaria-bella-napoli' })).data.id;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const line = () => {
  const { product, selection } = withSelection(pizzas.find((p) => p.business_type_options && Object.keys(p.business_type_options).length > 0)!);
  return { product_id: product.id, quantity: 1, selected_options: selection };
};

describe('public order tracking (GET /api/orders/track/:publicId and the order.{public_id} channel)', () => {
  it('shows neither the staff who moved the order nor any user id', async () => {
    const customer = await loginAs(app, 'joao@cliente.com.br');
    const owner = await loginAs(app, 'dono@bellanapoli.com.br');
    const placed = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([line()]), { token: customer })).data;
    expect(placed.customer.user_id).not.toBeNull();
    published.length = 0;
    for (const status of ['confirmed', 'preparing']) {
      const res = await app.inject({ method: 'POST', url: `/api/stores/${bellaId}/orders/${placed.id}/status`, headers: bearer(owner), payload: { status } });
      expect(res.statusCode).toBe(200);
      // Staff still see who did what.
      expect(json<{ data: Order }>(res).data.history.at(-1)!.actor?.name).toBeTruthy();
    }
    const staffName = json(await app.inject({ url: '/api/me', headers: bearer(owner) })).name as string;
    const staffId = json(await app.inject({ url: '/api/me', headers: bearer(owner) })).id as number;

    const tracked = await app.inject({ url: `/api/orders/track/${placed.public_id}` });
    expect(tracked.statusCode).toBe(200);
    const order = json<{ data: Order }>(tracked).data;
    expect(order.history.map((h) => h.status)).toEqual(['pending', 'confirmed', 'preparing']);
    expect(order.history.every((h) => h.actor === null)).toBe(true);
    expect(order.customer.user_id).toBeNull();
    expect(tracked.body).not.toContain(staffName);
    expect(tracked.body).not.toMatch(/"user_id":\s*\d/);

    const onTrackingChannel = published.filter((p) => p.channel === `order.${placed.public_id}`);
    expect(onTrackingChannel).toHaveLength(2);
    for (const event of onTrackingChannel) {
      const text = JSON.stringify(event.payload);
      expect(text).not.toContain(staffName);
      expect(text).not.toMatch(/user_id|actor/);
      expect(text).not.toContain(`"id":${staffId},`);
    }
  });
});
