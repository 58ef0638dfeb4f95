// The store's customers: one row per account or guest phone, figures from SQL aggregates, accent-insensitive
// search, paging, details with the order history, and the CSV export Brazilian Excel opens.
import type { FastifyInstance } from 'fastify';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';
import { PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

const NOW = new Date('2026-11-24T20:00:00-03:00');
const SLUG = 'burger-house';
let db: TestDb;
let app: FastifyInstance;
let owner: string;
let priceOf: number;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, undefined, { now: () => NOW });
  owner = await loginAs(app, 'dono@burgerhouse.com.br');
  const { product, selection } = withSelection((await productsOf(app, SLUG))[0]!);
  const order = (customer: { name: string; phone: string }, token?: string) =>
    placeOrder(app, SLUG, { ...PICKUP_CASH([{ product_id: product.id, quantity: 2, selected_options: selection }]), customer }, { token });
  const placed = [
    await order({ name: 'José Araújo', phone: '(21) 98888-1111' }),
    await order({ name: 'José Araújo', phone: '(21) 98888-1111' }),
    await order({ name: 'Bia Guest', phone: '(21) 97777-2222' }),
    await order({ name: 'Maria Cliente', phone: '(11) 98765-4321' }, await loginAs(app, 'cliente@comanda.app')),
  ];
  for (const p of placed) expect(p.statusCode).toBe(201);
  priceOf = json(placed[0]!).data.total;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const get = (path: string, token = owner) => app.inject({ url: `/api/stores/${SLUG}/customers${path}`, headers: bearer(token) });

describe('store customers', () => {
  it('lists one row per customer with orders, total spent, average ticket, first and last order', async () => {
    const res = await get('?sort=-orders');
    expect(res.statusCode).toBe(200);
    const { data, meta } = json(res);
    expect(meta).toMatchObject({ total: 3, current_page: 1 });
    expect(data[0]).toMatchObject({ key: 'p21988881111', name: 'José Araújo', user_id: null, orders_count: 2, total_spent: priceOf * 2, average_ticket: priceOf });
    expect(data.map((c: { name: string }) => c.name).sort()).toEqual(['Bia Guest', 'José Araújo', 'Maria Cliente']);
    const maria = data.find((c: { name: string }) => c.name === 'Maria Cliente');
    expect(maria.key).toMatch(/^u\d+$/);
    expect(maria.email).toBe('cliente@comanda.app');
  });

  it('searches by name without accents, by phone digits and by e-mail; sorts and pages', async () => {
    const names = async (query: string) => json(await get(query)).data.map((c: { name: string }) => c.name);
    expect(await names('?search=jose%20araujo')).toEqual(['José Araújo']);
    expect(await names('?search=7777')).toEqual(['Bia Guest']);
    expect(await names('?search=CLIENTE@comanda')).toEqual(['Maria Cliente']);
    expect(await names('?sort=name')).toEqual(['Bia Guest', 'José Araújo', 'Maria Cliente']);
    const page2 = json(await get('?sort=name&per_page=2&page=2'));
    expect(page2.data.map((c: { name: string }) => c.name)).toEqual(['Maria Cliente']);
    expect(page2.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
  });

  it('bad queries are 422s in Portuguese, never 500s', async () => {
    const res = await get('?sort=senha&page=-1');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors).sort()).toEqual(['page', 'sort']);
    expect(json(res).errors.sort).toEqual(['Ordenação inválida.']);
  });

  it('shows a customer with the order history; a key of another store’s customer is a 404', async () => {
    const res = await get('/p21988881111');
    expect(res.statusCode).toBe(200);
    const { data, meta } = json(res);
    expect(data.orders).toHaveLength(2);
    expect(data.orders[0]).toMatchObject({ status: 'pending', order_type: 'pickup', total: priceOf });
    expect(data.orders[0].display_number).toMatch(/^#\d{4}$/);
    expect(meta.total).toBe(2);
    expect((await get('/p11987654321')).statusCode).toBe(404);
    expect((await get('/xyz')).statusCode).toBe(404);
    const bella = await loginAs(app, 'dono@bellanapoli.com.br');
    const other = await app.inject({ url: '/api/stores/pizzaria-bella-napoli/customers/p21988881111', headers: bearer(bella) });
    expect(other.statusCode).toBe(404);
  });

  it('exports CSV for Brazilian Excel: UTF-8 with BOM, ";" between fields, decimal comma, formulas defused', async () => {
    await db.handle.query("UPDATE orders SET customer_name = '=HYPERLINK(1)' WHERE customer_name = 'Bia Guest'");
    const res = await get('/export.csv?sort=name');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="clientes-burger-house.csv"');
    expect(res.body.startsWith('\uFEFFNome;Telefone;E-mail;Pedidos;Total gasto (R$);Ticket médio (R$);Primeiro pedido;Último pedido\r\n')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]!.startsWith("'=HYPERLINK(1);21977772222;;1;")).toBe(true);
    expect(lines[2]!.split(';').slice(0, 5)).toEqual(['José Araújo', '21988881111', '', '2', (priceOf * 2).toFixed(2).replace('.', ',')]);
  });

  it('an attendant may not see the customers', async () => {
    expect((await get('', await loginAs(app, 'atendente@burgerhouse.com.br'))).statusCode).toBe(403);
  });
});
