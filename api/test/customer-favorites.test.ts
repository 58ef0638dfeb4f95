import type { FastifyInstance } from 'fastify';
import { type FavoriteStore, type MyDataExport } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
const NOW = new Date('2026-11-24T20:00:00-03:00');

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => NOW });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const storeId = async (slug: string) => (await db.handle.query<{ id: number }>('SELECT id FROM stores WHERE slug = $1', [slug]))[0]!.id;
const favorites = async (token: string) => {
  const res = await app.inject({ url: '/api/customer/favorites', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return json<{ data: FavoriteStore[] }>(res).data;
};
const put = (token: string, id: number | string) => app.inject({ method: 'PUT', url: `/api/customer/favorites/${id}`, headers: bearer(token) });
const remove = (token: string, id: number | string) => app.inject({ method: 'DELETE', url: `/api/customer/favorites/${id}`, headers: bearer(token) });

describe('favourite stores', () => {
  it('a customer marks stores (twice is once), lists them newest first with their status, and unmarks them (twice too)', async () => {
    const joao = await loginAs(app, 'joao@cliente.com.br');
    const bella = await storeId('pizzaria-bella-napoli');
    const moema = await storeId('bella-napoli-moema');
    expect(await favorites(joao)).toEqual([]);
    expect((await put(joao, bella)).statusCode).toBe(204);
    expect((await put(joao, bella)).statusCode).toBe(204);
    await db.handle.query(`UPDATE favorite_stores SET created_at = now() - interval '1 hour' WHERE store_id = $1`, [bella]);
    expect((await put(joao, moema)).statusCode).toBe(204);
    const list = await favorites(joao);
    expect(list.map((f) => f.slug)).toEqual(['bella-napoli-moema', 'pizzaria-bella-napoli']);
    expect(list[1]).toMatchObject({ store_id: bella, name: 'Pizzaria Bella Napoli', business_type: { slug: 'pizzaria', name: 'Pizzaria' }, city: 'São Paulo', is_open: true, status_text: 'Aberta agora' });
    expect(list[0]).toMatchObject({ is_open: false, status_text: 'Fechada' });

    expect((await remove(joao, moema)).statusCode).toBe(204);
    expect((await remove(joao, moema)).statusCode).toBe(204);
    expect((await favorites(joao)).map((f) => f.slug)).toEqual(['pizzaria-bella-napoli']);
  });

  it('another customer never sees nor changes them; an unknown or hidden store is a 404; a guest is a 401', async () => {
    const joao = await loginAs(app, 'joao@cliente.com.br');
    const other = await loginAs(app, 'cliente@comanda.app');
    const bella = await storeId('pizzaria-bella-napoli');
    expect((await put(joao, bella)).statusCode).toBe(204);
    expect(await favorites(other)).toEqual([]);
    // Unmarking for oneself leaves João's row where it is.
    expect((await remove(other, bella)).statusCode).toBe(204);
    expect((await favorites(joao)).map((f) => f.store_id)).toContain(bella);

    for (const id of [999999, 'abc', 0, -1]) {
      expect({ id, status: (await put(joao, id)).statusCode }).toEqual({ id, status: 404 });
      expect({ id, status: (await remove(joao, id)).statusCode }).toEqual({ id, status: 404 });
    }
    // The inactive branch cannot be marked.
    expect((await put(joao, await storeId('bella-napoli-centro'))).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/customer/favorites' })).statusCode).toBe(401);
  });

  it('a store taken down leaves the list while it is down', async () => {
    const joao = await loginAs(app, 'joao@cliente.com.br');
    const burger = await storeId('burger-house');
    expect((await put(joao, burger)).statusCode).toBe(204);
    await db.handle.query('UPDATE stores SET is_active = false WHERE id = $1', [burger]);
    try {
      expect((await favorites(joao)).map((f) => f.slug)).not.toContain('burger-house');
    } finally {
      await db.handle.query('UPDATE stores SET is_active = true WHERE id = $1', [burger]);
    }
    expect((await favorites(joao)).map((f) => f.slug)).toContain('burger-house');
  });

  it('"Meus dados" exports them, and deleting the account deletes them', async () => {
    const password = 'Favoritos@123';
    const email = 'favoritos@exemplo.com.br';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Fábio Favoritos', email, phone: '(11) 95555-1212', cep: '01305-000', address: 'Rua Augusta', number: '500', district: 'Consolação', city: 'São Paulo', state: 'SP', password, password_confirmation: password },
    });
    expect(registered.statusCode).toBe(201);
    const userId = json(registered).data.user.id as number;
    const token = await loginAs(app, email, password);
    const bella = await storeId('pizzaria-bella-napoli');
    expect((await put(token, bella)).statusCode).toBe(204);

    const exported = json<MyDataExport>(await app.inject({ url: '/api/me/data-export', headers: bearer(token) }));
    expect(exported.favorite_stores).toEqual([{ store_id: bella, name: 'Pizzaria Bella Napoli', slug: 'pizzaria-bella-napoli', created_at: expect.any(String) }]);

    const deleted = await app.inject({ method: 'DELETE', url: '/api/me', headers: bearer(token), payload: { current_password: password, confirmation: 'EXCLUIR' } });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await db.handle.query('SELECT 1 FROM favorite_stores WHERE user_id = $1', [userId])).toEqual([]);
  });
});
