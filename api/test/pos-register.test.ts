// The POS cash register of each station: opened with a float, sangria and suprimento with a reason and who, a
// sangria never above the cash in the drawer, closed once with a blind count that the Z figures compare; two
// stations of a store keep apart; other stores and a plan without the POS are refused.
import type { FastifyInstance } from 'fastify';
import { ENTITLEMENT_MESSAGES, REGISTER_MESSAGES, type RegisterSessionView } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let attendant: string;
let owner: string;
let rivalOwner: string;
let bellaId: number;

const BALCAO = 'estacao-balcao-0001';
const SALAO = 'estacao-salao-0002';

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
  attendant = await loginAs(app, 'atendente@bellanapoli.com.br');
  owner = await loginAs(app, 'dono@bellanapoli.com.br');
  rivalOwner = await loginAs(app, 'dono@burgerhouse.com.br');
  bellaId = (await db.handle.query<{ id: number }>(`SELECT id FROM stores WHERE slug = 'pizzaria-bella-napoli'`))[0]!.id;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const base = () => `/api/stores/${bellaId}/pos/registers`;
const post = (url: string, token: string, payload: unknown) => app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const open = (station: string, floatCents: number, token = attendant) => post(base(), token, { station_id: station, station_name: 'Balcão 1', opening_float_cents: floatCents });
const current = async (station: string, token = attendant) => json(await app.inject({ url: `${base()}/current?station=${station}`, headers: bearer(token) })).data as RegisterSessionView | null;

describe('a station opens, moves cash and closes', () => {
  let session: RegisterSessionView;

  it('no register is open before the float; opening one answers the X figures', async () => {
    expect(await current(BALCAO)).toBeNull();
    const res = await open(BALCAO, 15_000);
    expect(res.statusCode).toBe(201);
    session = json(res).data;
    expect(session).toMatchObject({ station_id: BALCAO, station_name: 'Balcão 1', opening_float_cents: 15_000, closed_at: null, opened_by: { name: expect.any(String) } });
    expect(session.totals.expected.cash).toBe(15_000);
    expect((await current(BALCAO))?.id).toBe(session.id);
  });

  it('a second opening on the same station is refused; another station opens its own', async () => {
    const again = await open(BALCAO, 0);
    expect(again.statusCode).toBe(409);
    expect(json(again).errors).toEqual({ station_id: [REGISTER_MESSAGES.alreadyOpen] });
    const salao = await open(SALAO, 5000, owner);
    expect(salao.statusCode).toBe(201);
    expect(json(salao).data.id).not.toBe(session.id);
  });

  it('suprimento and sangria with reason and who; a sangria above the drawer is refused and writes nothing', async () => {
    const sup = await post(`${base()}/${session.id}/movements`, attendant, { kind: 'suprimento', amount_cents: 2000, reason: 'Troco em moedas' });
    expect(sup.statusCode).toBe(201);
    const tooMuch = await post(`${base()}/${session.id}/movements`, owner, { kind: 'sangria', amount_cents: 17_001, reason: 'Depósito' });
    expect(tooMuch.statusCode).toBe(422);
    expect(json(tooMuch).errors.amount_cents).toEqual([REGISTER_MESSAGES.sangriaAboveCash(17_000)]);
    const sangria = await post(`${base()}/${session.id}/movements`, owner, { kind: 'sangria', amount_cents: 10_000, reason: 'Depósito no banco' });
    expect(sangria.statusCode).toBe(201);
    const view: RegisterSessionView = json(sangria).data;
    expect(view.movements.map((m) => [m.kind, m.amount_cents, m.reason])).toEqual([
      ['suprimento', 2000, 'Troco em moedas'],
      ['sangria', 10_000, 'Depósito no banco'],
    ]);
    expect(view.totals).toMatchObject({ sangria_cents: 10_000, suprimento_cents: 2000, expected: { cash: 7000 } });
  });

  it('bad input gets per-field messages in Portuguese', async () => {
    const res = await post(`${base()}/${session.id}/movements`, attendant, { kind: 'sangria', amount_cents: 0, reason: '' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toMatchObject({ amount_cents: [REGISTER_MESSAGES.amountPositive], reason: [REGISTER_MESSAGES.reasonRequired] });
    const badOpen = await post(base(), attendant, { station_id: 'x', station_name: '', opening_float_cents: -5 });
    expect(json(badOpen).errors).toMatchObject({ station_id: [REGISTER_MESSAGES.stationRequired], station_name: [REGISTER_MESSAGES.stationNameRequired], opening_float_cents: [REGISTER_MESSAGES.floatRequired] });
  });

  it('closes once with the blind count: expected against counted, kept as it was', async () => {
    const counted = { cash: 6850, debit_card: 0, credit_card: 0, pix: 0, meal_voucher: 0 };
    const res = await post(`${base()}/${session.id}/close`, attendant, { counted, notes: 'Faltou troco de R$ 1,50' });
    expect(res.statusCode).toBe(200);
    const closed: RegisterSessionView = json(res).data;
    expect(closed.closed_at).not.toBeNull();
    expect(closed.closing).toMatchObject({ expected_cents: 7000, counted_cents: 6850, difference_cents: -150 });
    expect(closed.closing_notes).toBe('Faltou troco de R$ 1,50');
    expect(await current(BALCAO)).toBeNull();
    expect((await post(`${base()}/${session.id}/close`, attendant, { counted })).statusCode).toBe(409);
    expect((await post(`${base()}/${session.id}/movements`, attendant, { kind: 'suprimento', amount_cents: 100, reason: 'Troco' })).statusCode).toBe(409);
    const listed = json(await app.inject({ url: base(), headers: bearer(owner) })).data as RegisterSessionView[];
    expect(listed.map((s) => s.id)).toContain(session.id);
    expect((await open(BALCAO, 0)).statusCode).toBe(201);
  });
});

describe('who may', () => {
  it('another store’s owner reads nothing and writes nothing here', async () => {
    const [{ id }] = (await db.handle.query<{ id: number }>(`SELECT id FROM pos_register_sessions WHERE store_id = $1 LIMIT 1`, [bellaId])) as [{ id: number }];
    expect((await app.inject({ url: `${base()}/${id}`, headers: bearer(rivalOwner) })).statusCode).toBe(403);
    expect((await post(`${base()}/${id}/movements`, rivalOwner, { kind: 'suprimento', amount_cents: 100, reason: 'Troco' })).statusCode).toBe(403);
  });

  it('a plan without the POS refuses it', async () => {
    await db.handle.query(`UPDATE subscriptions SET plan_id = (SELECT id FROM plans WHERE slug = 'essencial') WHERE store_id = $1`, [bellaId]);
    const res = await open('estacao-nova-0003', 0);
    expect(res.statusCode).toBeGreaterThanOrEqual(403);
    expect(json(res).errors?.plan).toEqual([ENTITLEMENT_MESSAGES.featureNotInPlan('pos')]);
  });
});
