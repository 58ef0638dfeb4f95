// /admin/reports: orders, revenue and stores by period and by business type, city, store or day; CSV and XLSX.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { REPORT_MESSAGES } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
  admin = await loginAs(app, 'admin@comanda.app');
  // A known month: every revenue order of the seed moved into November 2026, São Paulo time.
  await db.handle.query(`UPDATE orders SET created_at = timestamptz '2026-11-10 12:00:00-03' + (id % 20) * interval '1 day'`);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const report = async (query: string) => app.inject({ url: `/api/admin/reports?${query}`, headers: bearer(admin) });
const expected = async () =>
  (
    await db.handle.query<{ orders: number; cents: string }>(
      `SELECT count(*)::int AS orders, coalesce(sum(total_cents), 0) AS cents FROM orders WHERE status IN ('pending','confirmed','preparing','ready','delivering','completed')`,
    )
  )[0]!;

it('by business type: the rows add up to the totals, which match the orders themselves', async () => {
  const { data } = json(await report('from=2026-11-01&to=2026-11-30&group=business_type'));
  const truth = await expected();
  expect(data.totals.orders).toBe(truth.orders);
  expect(data.totals.revenue).toBeCloseTo(Number(truth.cents) / 100, 2);
  expect(data.rows.reduce((sum: number, r: { orders: number }) => sum + r.orders, 0)).toBe(truth.orders);
  expect(data.rows[0].revenue).toBeGreaterThanOrEqual(data.rows.at(-1).revenue);
  expect(data.rows.map((r: { label: string }) => r.label)).toContain('Pizzaria');
  // A store and its branches are one store with orders.
  const pizzaria = data.rows.find((r: { key: string }) => r.key === 'pizzaria');
  expect(pizzaria.stores).toBe(1);
});

it('by city and by day; a period outside the orders is empty; new stores are counted', async () => {
  const byCity = json(await report('from=2026-11-01&to=2026-11-30&group=city')).data;
  expect(byCity.rows.some((r: { label: string }) => r.label === 'São Paulo - SP')).toBe(true);
  const byDay = json(await report('from=2026-11-01&to=2026-11-30&group=day')).data;
  expect(byDay.rows.map((r: { key: string }) => r.key)).toEqual([...byDay.rows.map((r: { key: string }) => r.key)].sort());
  expect(byDay.rows[0].label).toMatch(/^\d{2}\/11\/2026$/);
  expect(byDay.totals.orders).toBe(byCity.totals.orders);
  const empty = json(await report('from=2025-01-01&to=2025-01-31&group=store')).data;
  expect(empty).toMatchObject({ rows: [], totals: { orders: 0, revenue: 0, stores: 0 } });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const fresh = json(await report(`from=${today}&to=${today}&group=business_type`)).data;
  expect(fresh.totals.new_stores).toBeGreaterThan(0); // the seed's stores were created today
});

it('refuses a bad period with per-field messages', async () => {
  expect(json(await report('from=2026-02-30&to=2026-03-01')).errors).toEqual({ from: [REPORT_MESSAGES.dateInvalid] });
  expect(json(await report('from=2026-03-02&to=2026-03-01')).errors).toEqual({ to: [REPORT_MESSAGES.endBeforeStart] });
  expect(json(await report('from=2020-01-01&to=2026-01-01')).errors).toEqual({ to: [REPORT_MESSAGES.tooLong] });
  expect(json(await report('from=2026-01-01&to=2026-01-02&group=planeta')).errors).toEqual({ group: [REPORT_MESSAGES.groupInvalid] });
});

it('exports CSV (;, BOM, decimal comma) and XLSX with the same rows', async () => {
  const csv = await app.inject({ url: '/api/admin/reports/export?from=2026-11-01&to=2026-11-30&group=business_type&format=csv', headers: bearer(admin) });
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers['content-disposition']).toBe('attachment; filename="relatorio-business_type-2026-11-01-a-2026-11-30.csv"');
  const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Tipo de negócio;Pedidos;Faturamento (R$);Ticket médio (R$);Lojas com pedidos;Lojas novas');
  expect(lines.at(-1)).toMatch(/^Total;\d+;\d+,\d{2};\d+,\d{2};\d+;\d+$/);
  const xlsx = await app.inject({ url: '/api/admin/reports/export?from=2026-11-01&to=2026-11-30&group=business_type&format=xlsx', headers: bearer(admin) });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Relatório')!;
  expect(sheet.rowCount).toBe(lines.length);
  expect(sheet.getRow(1).getCell(1).value).toBe('Tipo de negócio');
});
