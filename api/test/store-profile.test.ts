import type { FastifyInstance } from 'fastify';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let owner: string;
const BURGER = 'burger-house';

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
  owner = await loginAs(app, 'dono@burgerhouse.com.br');
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const getProfile = async (store = BURGER) => json(await app.inject({ url: `/api/stores/${store}/profile`, headers: bearer(owner) })).data;
const putProfile = (store: string, body: Record<string, unknown>, token = owner) => app.inject({ method: 'PUT', url: `/api/stores/${store}/profile`, headers: bearer(token), payload: body });

describe('GET/PUT /api/stores/:storeId/profile', () => {
  it('reads the profile, saves every field, logs who changed what, and the storefront shows it at once', async () => {
    const profile = await getProfile();
    expect(profile).toMatchObject({ slug: BURGER, previousSlugs: [], cover: null });
    const publicBefore = json(await app.inject({ url: `/api/stores/${BURGER}` })).data;
    const res = await putProfile(BURGER, {
      ...profile,
      description: 'Os melhores burgers artesanais',
      cover: '/storage/uploads/1/cover-abc-1200x400.webp',
      textColor: '#111111',
      backgroundColor: '#ffffff',
      whatsapp: '(11) 98888-7777',
      latitude: -23.56,
      longitude: -46.65,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ description: 'Os melhores burgers artesanais', whatsapp: '11988887777', latitude: -23.56 });
    const publicAfter = json(await app.inject({ url: `/api/stores/${BURGER}` })).data;
    expect(publicAfter.description).toBe('Os melhores burgers artesanais');
    expect(publicAfter.description).not.toBe(publicBefore.description);
    const [entry] = await db.handle.query<{ actor_name: string; entity: string; changes: Record<string, unknown> }>(
      "SELECT actor_name, entity, changes FROM activity_log WHERE entity = 'store' ORDER BY id DESC LIMIT 1",
    );
    expect(entry?.entity).toBe('store');
    expect(Object.keys(entry!.changes)).toEqual(expect.arrayContaining(['description', 'cover', 'whatsapp', 'latitude']));
  });

  it('refuses colours below WCAG AA with the ratio, and changes nothing', async () => {
    const profile = await getProfile();
    const res = await putProfile(BURGER, { ...profile, textColor: '#777777', backgroundColor: '#ffffff', description: 'não deve gravar' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.backgroundColor).toEqual(['O texto sobre o fundo tem contraste 4,47:1; o mínimo é 4,5:1.']);
    expect((await getProfile()).description).not.toBe('não deve gravar');
  });

  it('a slug change: the old slug keeps leading to the store (check, store data, catalog), and is listed', async () => {
    const profile = await getProfile();
    const productsBefore = json(await app.inject({ url: `/api/stores/${BURGER}/products` })).data.length;
    const res = await putProfile(BURGER, { ...profile, slug: 'burger-house-paulista' });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.previousSlugs).toEqual([BURGER]);

    expect(json(await app.inject({ url: `/api/stores/${BURGER}/check` }))).toMatchObject({ exists: true, slug: 'burger-house-paulista' });
    expect(json(await app.inject({ url: `/api/stores/${BURGER}` })).data.slug).toBe('burger-house-paulista');
    expect(json(await app.inject({ url: `/api/stores/${BURGER}/products` })).data).toHaveLength(productsBefore);
    expect(json(await app.inject({ url: '/api/stores/burger-house-paulista/check' }))).toMatchObject({ exists: true, slug: 'burger-house-paulista' });

    // Taking the old one back: current again, no longer a former slug.
    const back = await putProfile('burger-house-paulista', { ...profile, slug: BURGER });
    expect(json(back).data).toMatchObject({ slug: BURGER, previousSlugs: ['burger-house-paulista'] });
  });

  it('a slug in use, now or in another store’s history, is refused: "Este endereço já está em uso."', async () => {
    const taken = await putProfile(BURGER, { ...(await getProfile()), slug: 'pizzaria-bella-napoli' });
    expect(taken.statusCode).toBe(422);
    expect(json(taken).errors).toEqual({ slug: ['Este endereço já está em uso.'] });

    // burger-house-paulista is Burger House's former slug (previous test): Bella Napoli may not take it.
    const bellaOwner = await loginAs(app, 'dono@bellanapoli.com.br');
    const bella = json(await app.inject({ url: '/api/stores/pizzaria-bella-napoli/profile', headers: bearer(bellaOwner) })).data;
    const former = await putProfile('pizzaria-bella-napoli', { ...bella, textColor: '#000000', primaryColor: '#ffffff', backgroundColor: '#ffffff', slug: 'burger-house-paulista' }, bellaOwner);
    expect(json(former).errors).toEqual({ slug: ['Este endereço já está em uso.'] });
    expect(json(await putProfile(BURGER, { ...(await getProfile()), slug: 'Loja Nova!' })).errors.slug).toEqual(['Use só letras minúsculas, números e hífens (ex.: minha-loja).']);
  });

  it('only managers of the store: the attendant is refused', async () => {
    const attendant = await loginAs(app, 'atendente@burgerhouse.com.br');
    expect((await app.inject({ url: `/api/stores/${BURGER}/profile`, headers: bearer(attendant) })).statusCode).toBe(403);
    expect((await putProfile(BURGER, await getProfile(), attendant)).statusCode).toBe(403);
  });
});
