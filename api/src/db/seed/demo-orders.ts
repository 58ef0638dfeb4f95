import { eq, inArray, sql } from 'drizzle-orm';
import { initialSelection, priceSelection, statusFlow, type OrderStatus, type OrderType, type PaymentMethod } from '@comanda/shared/domain';
import type { DbHandle } from '../client';
import { orders, outbox, users } from '../schema';
import { listProducts } from '../../modules/catalog/catalog.service';
import { createOrder } from '../../modules/orders/orders.create';
import { changeOrderStatus } from '../../modules/orders/orders.status';
import type { DeliveryPlacer } from '../../modules/delivery-address/delivery-placer';

/** A Tuesday evening in São Paulo: the demo pizzeria is open, so the orders pass the same checks as real ones. */
const OPEN_AT = new Date('2026-11-24T20:00:00-03:00');
const MIN_SUBTOTAL_CENTS = 8000;
/** What the API would only log stops the seed. */
/** Seeded orders are history: the events they write are removed, never announced. */
const SEED_LEASE = { owner: 'seed', ms: 0 };
const seedLog = {
  error(_details: unknown, message?: string): never {
    throw new Error(`demo orders: ${message ?? 'error'}`);
  },
};

type DemoOrder = { customer: string; phone: string; type: OrderType; payment: PaymentMethod; status: OrderStatus; quantity: number; changeFor?: number };

const ORDERS: DemoOrder[] = [
  { customer: 'Ana Beatriz Lima', phone: '11987654321', type: 'delivery', payment: 'pix', status: 'completed', quantity: 2 },
  { customer: 'Carlos Eduardo Melo', phone: '11976543210', type: 'pickup', payment: 'credit_card', status: 'completed', quantity: 1 },
  { customer: 'Fernanda Rocha', phone: '11965432109', type: 'delivery', payment: 'cash', status: 'cancelled', quantity: 1, changeFor: 200 },
  { customer: 'Gustavo Henrique', phone: '11954321098', type: 'dine_in', payment: 'debit_card', status: 'ready', quantity: 3 },
  { customer: 'Juliana Alves', phone: '11943210987', type: 'delivery', payment: 'pix', status: 'delivering', quantity: 2 },
  { customer: 'Rafael Costa', phone: '11932109876', type: 'delivery', payment: 'cash', status: 'preparing', quantity: 1, changeFor: 200 },
  { customer: 'Patrícia Nogueira', phone: '11921098765', type: 'pickup', payment: 'pix', status: 'confirmed', quantity: 2 },
];

const ADDRESS = { cep: '01310-100', address: 'Avenida Paulista', number: '1578', complement: 'Apto 42', district: 'Bela Vista', city: 'São Paulo', state: 'SP', reference: null, latitude: -23.5613, longitude: -46.6565 };

/** The seed writes its own address: it is placed where the seed says, with no provider (seeding works offline). */
const placeSeedAddress: DeliveryPlacer = async () => ({
  ok: true,
  address: { district: ADDRESS.district, city: ADDRESS.city, state: ADDRESS.state, location: { latitude: ADDRESS.latitude, longitude: ADDRESS.longitude } },
});

/** A few orders in every stage for the demo pizzeria, placed and moved through the real order code; only when it has none. */
export async function seedDemoOrders(handle: DbHandle, storeIds: Map<string, number>): Promise<void> {
  const { db } = handle;
  const storeId = storeIds.get('pizzaria-bella-napoli');
  if (!storeId) return;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(orders).where(eq(orders.storeId, storeId));
  if (Number(count) > 0) return;
  const [owner] = await db.select().from(users).where(eq(users.email, 'dono@bellanapoli.com.br')).limit(1);
  const menu = (await listProducts(db, storeId, 'pizzaria')).slice(0, 6);
  if (!owner || menu.length === 0) return;
  const announced: number[] = [];
  for (const [index, demo] of ORDERS.entries()) {
    const product = menu[index % menu.length]!;
    const selection = initialSelection(product);
    const unit = priceSelection(product, selection).unitTotalCents;
    // The store's minimum order holds for demo orders too.
    const quantity = Math.max(demo.quantity, Math.ceil(MIN_SUBTOTAL_CENTS / Math.max(unit, 1)));
    const created = await createOrder({ db, sql: handle, log: seedLog, now: OPEN_AT, user: null, placeAddress: placeSeedAddress, idempotencyKey: `demo-order-${index + 1}`, lease: SEED_LEASE }, 'pizzaria-bella-napoli', {
      order_type: demo.type,
      items: [{ product_id: product.id, quantity, selected_options: selection }],
      customer: { name: demo.customer, phone: demo.phone },
      address: demo.type === 'delivery' ? ADDRESS : null,
      table: demo.type === 'dine_in' ? '12' : null,
      payment: { method: demo.payment, change_for: demo.changeFor ?? null },
    });
    const flow = statusFlow(demo.type);
    const path: OrderStatus[] = demo.status === 'cancelled' ? ['cancelled'] : flow.slice(1, flow.indexOf(demo.status) + 1);
    for (const status of path) {
      const change = await changeOrderStatus(
        db,
        [storeId],
        String(created.order.id),
        owner,
        { status, reason: status === 'cancelled' ? 'Cliente pediu o cancelamento por telefone' : null },
        SEED_LEASE,
      );
      announced.push(...change.announcements.map((event) => event.id));
    }
    announced.push(...created.announcements.map((event) => event.id));
  }
  if (announced.length > 0) await db.delete(outbox).where(inArray(outbox.id, announced));
}
