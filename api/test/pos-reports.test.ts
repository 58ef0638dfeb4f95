// The POS reports of a period: the channel figures are the dashboard's, beside what each payment method took (cash net
// of the change), each operator's sales, each station's sessions and the offline sales whose prices differed.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { priceSelection, storeDate, type DashboardResponse, type PosReport, type Product } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';
import { productsOf, withSelection } from './helpers/orders';

let db: TestDb;
let app: FastifyInstance;
let attendant: string;
let owner: string;
let rivalOwner: string;
let bellaId: number;
let pizzas: Product[];
// Orders are stamped by the database's clock, so the report's day is today's.
const now = new Date();
const DAY = storeDate(now);

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => now });
  attendant = await loginAs(app, 'atendente@bellanapoli.com.br');
  owner = await loginAs(app, 'dono@bellanapoli.com.br');
  rivalOwner = await loginAs(app, 'dono@burgerhouse.com.br');
  bellaId = json(await app.inject({ url: '/api/stores/pizzaria-bella-napoli' })).data.id;
  pizzas = await productsOf(app, 'pizzaria-bella-napoli');
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const pizza = () => withSelection(pizzas.find((p) => p.business_type_options && Object.keys(p.business_type_options).length > 0)!);
const unitCents = () => priceSelection(pizza().product, pizza().selection).unitTotalCents;

async function openRegister(station: string, token: string): Promise<number> {
  const res = await app.inject({ method: 'POST', url: `/api/stores/${bellaId}/pos/registers`, headers: bearer(token), payload: { station_id: station, station_name: station, opening_float_cents: 0 } });
  return json(res).data.id;
}

async function sell(token: string, sessionId: number, tenders: { method: string; amount_cents: number }[], extra: Record<string, unknown> = {}) {
  const { product, selection } = pizza();
  const res = await app.inject({
    method: 'POST',
    url: `/api/stores/${bellaId}/pos/sales`,
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    payload: { register_session_id: sessionId, order_type: 'pickup', items: [{ product_id: product.id, quantity: 1, selected_options: selection, ...((extra.item as object) ?? {}) }], tenders, ...extra, item: undefined },
  });
  expect(res.statusCode).toBe(201);
  return json(res).data;
}

it('answers the dashboard’s channel figures with the payment methods, operators, stations and offline differences', async () => {
  const balcao = await openRegister('estacao-relatorio-01', attendant);
  const caixa2 = await openRegister('estacao-relatorio-02', owner);
  await sell(attendant, balcao, [{ method: 'cash', amount_cents: unitCents() + 1_000 }]);
  await sell(owner, caixa2, [{ method: 'debit_card', amount_cents: 500 }, { method: 'pix', amount_cents: unitCents() - 500 }]);
  const offline = await sell(attendant, balcao, [{ method: 'cash', amount_cents: unitCents() - 100 }], {
    sold_offline_at: new Date(now.getTime() - 60_000).toISOString(),
    item: { charged_unit_price_cents: unitCents() - 100 },
  });

  const res = await app.inject({ url: `/api/stores/${bellaId}/pos/reports?from=${DAY}&to=${DAY}`, headers: bearer(attendant) });
  expect(res.statusCode).toBe(200);
  const report = json(res).data as PosReport;
  const dashboard = json(await app.inject({ url: `/api/stores/${bellaId}/dashboard?from=${DAY}&to=${DAY}`, headers: bearer(owner) })).data as DashboardResponse;
  expect(report.by_channel).toEqual(dashboard.current.by_channel);
  expect(report.revenue).toBe(dashboard.current.revenue);
  expect(report.by_channel.find((c) => c.key === 'pos')!.orders).toBe(3);

  const method = (m: string) => report.by_payment_method.find((r) => r.method === m)?.amount_cents ?? 0;
  expect(method('cash')).toBe(unitCents() + unitCents() - 100);
  expect(method('debit_card')).toBe(500);
  expect(method('pix')).toBe(unitCents() - 500);
  expect(report.by_operator.map((r) => r.sales).sort()).toEqual([1, 2]);
  expect(report.by_station.map((s) => s.station_name)).toEqual(['estacao-relatorio-01', 'estacao-relatorio-02']);
  expect(report.by_station[0]!.sales_cents).toBe(2 * unitCents() - 100);
  expect(report.offline_price_differences).toEqual([expect.objectContaining({ order_id: offline.order_id, price_difference_cents: -100 })]);

  expect((await app.inject({ url: `/api/stores/${bellaId}/pos/reports?from=${DAY}&to=2026-11-01`, headers: bearer(attendant) })).statusCode).toBe(422);
  expect((await app.inject({ url: `/api/stores/${bellaId}/pos/reports`, headers: bearer(rivalOwner) })).statusCode).toBe(403);
});
