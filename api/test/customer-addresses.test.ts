import type { FastifyInstance } from 'fastify';
import { ORDER_MESSAGES, SAVED_ADDRESS_LIMITS, SAVED_ADDRESS_MESSAGES, type Product, type SavedAddress } from '@comanda/shared/domain';
import { seed } from '../src/db/seed/seed';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';
import { BELA_VISTA, PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

let db: TestDb;
let app: FastifyInstance;
/** A Tuesday 20:00 in São Paulo: the demo stores are open. Each call moves the clock a minute on. */
let clock = new Date('2026-11-24T20:00:00-03:00').getTime();
const tick = () => (clock += 60_000);
let pizzas: Product[];

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => new Date(clock) });
  pizzas = await productsOf(app, 'pizzaria-bella-napoli');
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const URL = '/api/customer/addresses';

const list = async (token: string) => {
  const res = await app.inject({ url: URL, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return json<{ data: SavedAddress[] }>(res).data;
};

const save = (token: string, payload: Record<string, unknown>) => {
  tick();
  return app.inject({ method: 'POST', url: URL, headers: bearer(token), payload });
};

const remove = (token: string, id: number | string) => app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: bearer(token) });

let registered = 0;
/** A new customer (registered at Rua Augusta, 500): a list nobody else's test touches. */
async function newCustomer(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      name: 'Ana Souza',
      email: `ana.enderecos${++registered}@exemplo.com.br`,
      phone: '(11) 98765-4321',
      cep: '01305-000',
      address: 'Rua Augusta',
      number: '500',
      complement: '',
      district: 'Consolação',
      city: 'São Paulo',
      state: 'sp',
      password: 'segredo123',
      password_confirmation: 'segredo123',
      current_latitude: -23.5535,
      current_longitude: -46.6533,
    },
  });
  expect(res.statusCode).toBe(201);
  return json(res).data.token as string;
}

const delivery = (address: Record<string, unknown> = BELA_VISTA) => {
  const { product, selection } = withSelection(pizzas.find((p) => p.business_type_options && Object.keys(p.business_type_options).length > 0)!);
  return { ...PICKUP_CASH([{ product_id: product.id, quantity: 2, selected_options: selection }]), order_type: 'delivery', address };
};

const order = (body: unknown, token?: string) => {
  tick();
  return placeOrder(app, 'pizzaria-bella-napoli', body, { token });
};

const rowCount = async () => (await db.handle.query<{ n: number }>('SELECT count(*) AS n FROM customer_addresses'))[0]!.n;

describe('saved addresses', () => {
  it('needs a signed-in user', async () => {
    expect((await app.inject({ url: URL })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: URL, payload: BELA_VISTA })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `${URL}/1` })).statusCode).toBe(401);
  });

  it('registration saves the account address, never used yet', async () => {
    const token = await newCustomer();
    expect(await list(token)).toEqual([
      {
        id: expect.any(Number),
        label: null,
        cep: '01305000',
        address: 'Rua Augusta',
        number: '500',
        complement: null,
        district: 'Consolação',
        city: 'São Paulo',
        state: 'SP',
        reference: null,
        latitude: -23.5535,
        longitude: -46.6533,
        is_default: false,
        last_used_at: null,
        created_at: expect.any(String),
      },
    ]);
  });

  it('demo customers have their account address, once however often the seed runs', async () => {
    await seed(db.handle);
    const joao = await list(await loginAs(app, 'joao@cliente.com.br'));
    expect(joao).toEqual([expect.objectContaining({ cep: '04538133', address: 'Avenida Brigadeiro Faria Lima', number: '3477', label: null })]);
  });

  it('creates (201), and the same place written differently updates that one (200)', async () => {
    const token = await newCustomer();
    const created = await save(token, { ...BELA_VISTA, complement: 'Sala 5', label: 'Trabalho' });
    expect(created.statusCode).toBe(201);
    const first = json<{ data: SavedAddress }>(created).data;
    expect(first).toMatchObject({ label: 'Trabalho', cep: '01310100', complement: 'Sala 5', last_used_at: new Date(clock).toISOString() });

    const again = await save(token, {
      cep: '01310100',
      address: 'AVENIDA PAULÍSTA.',
      number: ' 1000 ',
      complement: 'sala-5',
      district: 'Bela Vista',
      city: 'Sao Paulo',
      state: 'sp',
      reference: 'Portaria da esquerda',
      latitude: null,
      longitude: null,
    });
    expect(again.statusCode).toBe(200);
    expect(json(again).data).toMatchObject({
      id: first.id,
      label: 'Trabalho',
      address: 'AVENIDA PAULÍSTA.',
      number: '1000',
      complement: 'sala-5',
      city: 'Sao Paulo',
      state: 'SP',
      reference: 'Portaria da esquerda',
      latitude: BELA_VISTA.latitude,
      longitude: BELA_VISTA.longitude,
      created_at: first.created_at,
      last_used_at: new Date(clock).toISOString(),
    });

    const relabelled = await save(token, { ...BELA_VISTA, cep: '01310-100', complement: 'Sala 5', label: 'Escritório' });
    expect(relabelled.statusCode).toBe(200);
    expect(json(relabelled).data).toMatchObject({ id: first.id, label: 'Escritório', address: 'Avenida Paulista', reference: null });
    expect(await list(token)).toHaveLength(2);
  });

  it('lists the most recently used first, the never used last', async () => {
    const token = await newCustomer();
    const a = json(await save(token, { ...BELA_VISTA, number: '1' })).data.id as number;
    const b = json(await save(token, { ...BELA_VISTA, number: '2' })).data.id as number;
    const [account] = (await list(token)).slice(-1);
    expect((await list(token)).map((s) => s.id)).toEqual([b, a, account!.id]);
    await save(token, { ...BELA_VISTA, number: '1' });
    expect((await list(token)).map((s) => s.id)).toEqual([a, b, account!.id]);
  });

  it('refuses invalid addresses field by field, in Portuguese, never with a 500', async () => {
    const token = await newCustomer();
    const empty = await save(token, {});
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toEqual({
      cep: [ORDER_MESSAGES.cepRequired],
      address: [ORDER_MESSAGES.streetRequired],
      number: [ORDER_MESSAGES.numberRequired],
      district: [ORDER_MESSAGES.districtRequired],
      city: [ORDER_MESSAGES.cityRequired],
      state: [ORDER_MESSAGES.stateRequired],
    });
    const bad = await save(token, { ...BELA_VISTA, cep: '0131', label: 'x'.repeat(SAVED_ADDRESS_LIMITS.maxLabel + 1) });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({ cep: [ORDER_MESSAGES.cepInvalid], label: [ORDER_MESSAGES.tooLong(SAVED_ADDRESS_LIMITS.maxLabel)] });
    for (const payload of [{ ...BELA_VISTA, address: { street: 'x' }, latitude: 'norte' }, ['x']]) {
      const res = await app.inject({ method: 'POST', url: URL, headers: bearer(token), payload });
      expect(res.statusCode).toBe(422);
    }
    expect(await list(token)).toHaveLength(1);
  });

  it(`keeps at most ${SAVED_ADDRESS_LIMITS.maxPerCustomer}: the form is refused, an order replaces the least recently used`, async () => {
    const token = await newCustomer();
    for (let n = 1; n < SAVED_ADDRESS_LIMITS.maxPerCustomer; n++) expect((await save(token, { ...BELA_VISTA, number: String(n) })).statusCode).toBe(201);
    const full = await list(token);
    expect(full).toHaveLength(SAVED_ADDRESS_LIMITS.maxPerCustomer);

    const refused = await save(token, { ...BELA_VISTA, number: '999' });
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toEqual({ message: SAVED_ADDRESS_MESSAGES.limitReached, errors: { address: [SAVED_ADDRESS_MESSAGES.limitReached] } });
    expect((await save(token, { ...BELA_VISTA, number: '1', label: 'Casa' })).statusCode).toBe(200);

    expect((await order(delivery({ ...BELA_VISTA, number: '999' }), token)).statusCode).toBe(201);
    const after = await list(token);
    expect(after).toHaveLength(SAVED_ADDRESS_LIMITS.maxPerCustomer);
    expect(after[0]).toMatchObject({ number: '999' });
    // The account address (never used) made room.
    expect(after.map((s) => s.id)).not.toContain(full.at(-1)!.id);
  });

  it('deletes (204); another customer’s, a missing and a malformed id are 404', async () => {
    const maria = await loginAs(app, 'cliente@comanda.app');
    const joao = await loginAs(app, 'joao@cliente.com.br');
    const [mine] = await list(maria);
    for (const [token, id] of [[joao, mine!.id], [maria, 'abc'], [maria, '99999999999'], [maria, 0]] as const) {
      const res = await remove(token, id);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ message: SAVED_ADDRESS_MESSAGES.notFound });
    }
    const res = await remove(maria, mine!.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await list(maria)).toEqual([]);
    expect((await remove(maria, mine!.id)).statusCode).toBe(404);
  });
});

describe('editing and the default address', () => {
  const edit = (token: string, id: number | string, payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: bearer(token), payload });
  const makeDefault = (token: string, id: number | string) => app.inject({ method: 'PUT', url: `${URL}/${id}/default`, headers: bearer(token) });

  it('edits the fields as given; a new place drops the old pin, the same place keeps it', async () => {
    const token = await newCustomer();
    const work = json<{ data: SavedAddress }>(await save(token, { ...BELA_VISTA, label: 'Trabalho', latitude: -23.5614, longitude: -46.6559 })).data;

    const relabelled = await edit(token, work.id, { ...BELA_VISTA, label: 'Escritório', reference: 'Portaria B', latitude: null, longitude: null });
    expect(relabelled.statusCode).toBe(200);
    expect(json(relabelled).data).toMatchObject({ id: work.id, label: 'Escritório', reference: 'Portaria B', latitude: -23.5614, longitude: -46.6559 });

    const moved = json<{ data: SavedAddress }>(await edit(token, work.id, { ...BELA_VISTA, number: '2000', label: '', latitude: null, longitude: null })).data;
    expect(moved).toMatchObject({ id: work.id, number: '2000', label: null, latitude: null, longitude: null });
    expect((await list(token)).find((a) => a.id === work.id)).toEqual(moved);
  });

  it('refuses becoming another saved place, invalid fields, and someone else’s address', async () => {
    const token = await newCustomer();
    const [home] = await list(token);
    const work = json<{ data: SavedAddress }>(await save(token, { ...BELA_VISTA, label: 'Trabalho' })).data;

    const duplicate = await edit(token, work.id, { ...home!, label: 'Outro' });
    expect(duplicate.statusCode).toBe(422);
    expect(json(duplicate).errors).toEqual({ address: [SAVED_ADDRESS_MESSAGES.duplicate] });

    const invalid = await edit(token, work.id, { ...BELA_VISTA, cep: '123', number: '' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(json(invalid).errors).sort()).toEqual(['cep', 'number']);

    const other = await newCustomer();
    for (const res of [await edit(other, work.id, BELA_VISTA), await makeDefault(other, work.id), await edit(token, 'abc', BELA_VISTA), await makeDefault(token, 0)]) {
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ message: SAVED_ADDRESS_MESSAGES.notFound });
    }
    expect(await list(token)).toEqual([expect.objectContaining({ id: work.id, label: 'Trabalho', is_default: false }), expect.objectContaining({ id: home!.id })]);
  });

  it('one default at a time, listed first and kept when an order makes room', async () => {
    const token = await newCustomer();
    const [home] = await list(token);
    expect(home!.is_default).toBe(false);
    const work = json<{ data: SavedAddress }>(await save(token, { ...BELA_VISTA, label: 'Trabalho' })).data;

    const first = await makeDefault(token, home!.id);
    expect(first.statusCode).toBe(200);
    expect(json(first).data).toMatchObject({ id: home!.id, is_default: true });
    expect((await list(token)).map((a) => [a.id, a.is_default])).toEqual([[home!.id, true], [work.id, false]]);

    await Promise.all([makeDefault(token, work.id), makeDefault(token, work.id)]);
    expect((await list(token)).map((a) => [a.id, a.is_default])).toEqual([[work.id, true], [home!.id, false]]);

    for (let n = 1; n <= SAVED_ADDRESS_LIMITS.maxPerCustomer; n++) expect((await order(delivery({ ...BELA_VISTA, number: String(100 + n) }), token)).statusCode).toBe(201);
    const after = await list(token);
    expect(after).toHaveLength(SAVED_ADDRESS_LIMITS.maxPerCustomer);
    expect(after[0]).toMatchObject({ id: work.id, is_default: true });
  });
});

describe('orders remember the delivery address', () => {
  it('a signed-in delivery order saves it; the same place again moves it to the top without a copy', async () => {
    const token = await newCustomer();
    expect((await order(delivery(), token)).statusCode).toBe(201);
    const [saved, account] = await list(token);
    expect(saved).toMatchObject({ ...BELA_VISTA, cep: '01310100', label: null, last_used_at: new Date(clock).toISOString() });
    expect(account).toMatchObject({ address: 'Rua Augusta' });

    await save(token, { ...BELA_VISTA, number: '2000', label: 'Casa' });
    expect((await list(token))[0]).toMatchObject({ number: '2000' });
    expect((await order(delivery({ ...BELA_VISTA, cep: '01310-100', address: 'avenida paulista', reference: 'Ao lado do banco' }), token)).statusCode).toBe(201);
    const after = await list(token);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ id: saved!.id, address: 'avenida paulista', reference: 'Ao lado do banco', last_used_at: new Date(clock).toISOString() });
  });

  it('pickup orders and guests save nothing', async () => {
    const token = await newCustomer();
    const before = await rowCount();
    const { product, selection } = withSelection(pizzas.find((p) => p.business_type_options && Object.keys(p.business_type_options).length > 0)!);
    expect((await order(PICKUP_CASH([{ product_id: product.id, quantity: 2, selected_options: selection }]), token)).statusCode).toBe(201);
    expect((await order(delivery({ ...BELA_VISTA, number: '4242' }))).statusCode).toBe(201);
    expect(await rowCount()).toBe(before);
  });

  it('an order is placed even when its address cannot be saved', async () => {
    const token = await newCustomer();
    await db.handle.exec('ALTER TABLE customer_addresses ADD CONSTRAINT customer_addresses_off CHECK (false) NOT VALID');
    try {
      const res = await order(delivery(), token);
      expect(res.statusCode).toBe(201);
      expect(res.headers['idempotent-replayed']).toBe('false');
    } finally {
      await db.handle.exec('ALTER TABLE customer_addresses DROP CONSTRAINT customer_addresses_off');
    }
    expect(await list(token)).toEqual([expect.objectContaining({ address: 'Rua Augusta' })]);
  });
});
