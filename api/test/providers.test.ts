import type { FastifyInstance } from 'fastify';
import { startFakeProviders, type FakeProviders } from '../test-support/fake-providers';
import { openTestDb, type TestDb } from './helpers/test-db';
import { buildTestApp, json } from './helpers/test-app';

let db: TestDb;
let fake: FakeProviders;
let app: FastifyInstance;
let down: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb({ seed: false });
  fake = await startFakeProviders();
  app = await buildTestApp(db.handle, { cepProviderUrl: fake.cepUrl, geocoderUrl: fake.geocoderUrl, providerTimeoutMs: 2000 });
  // Port 9 (discard) on localhost: connection refused.
  down = await buildTestApp(db.handle, { cepProviderUrl: 'http://127.0.0.1:9/ws', geocoderUrl: 'http://127.0.0.1:9/nominatim' });
});
afterAll(async () => {
  await app.close();
  await down.close();
  await fake.close();
  await db.close();
});

const UNAVAILABLE = { message: 'Serviço de CEP indisponível no momento. Preencha o endereço manualmente.' };

describe('GET /api/cep/:cep', () => {
  it('finds a CEP (masked or not) in the ViaCEP format', async () => {
    for (const cep of ['01310100', '01310-100']) {
      const res = await app.inject({ method: 'GET', url: `/api/cep/${cep}` });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        complemento: 'de 612 a 1510 - lado par',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
      });
    }
  });

  it('caches successful lookups', async () => {
    const before = fake.calls.filter((c) => c.path === '/ws/22041001/json/').length;
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: '/api/cep/22041001' })).statusCode).toBe(200);
    expect(fake.calls.filter((c) => c.path === '/ws/22041001/json/').length).toBe(before + 1);
  });

  it('unknown CEP → 404 { erro: true }', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/cep/00000000' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ erro: true, message: 'CEP não encontrado.' });
  });

  it.each(['123', '1234567890', 'abcdefgh'])('invalid CEP %s → 422', async (cep) => {
    const res = await app.inject({ method: 'GET', url: `/api/cep/${cep}` });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ cep: ['CEP inválido. Use o formato 00000-000'] });
  });

  it('provider 5xx → 503', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/cep/99999999' });
    expect(res.statusCode).toBe(503);
    expect(json(res)).toEqual(UNAVAILABLE);
  });

  it('provider timeout → 503', async () => {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/cep/88888888' });
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('provider unreachable → 503', async () => {
    const res = await down.inject({ method: 'GET', url: '/api/cep/01310100' });
    expect(res.statusCode).toBe(503);
    expect(json(res)).toEqual(UNAVAILABLE);
  });
});

describe('POST /api/geocode', () => {
  const geocode = (target: FastifyInstance, address: unknown) => target.inject({ method: 'POST', url: '/api/geocode', payload: { address } });

  it('finds coordinates and sends a User-Agent and the Brazil filter', async () => {
    const res = await geocode(app, 'Avenida Paulista, 1000, Bela Vista, São Paulo, SP, 01310-100, Brasil');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, latitude: -23.5613, longitude: -46.6565, message: 'Endereço localizado.' });
    const call = fake.calls.filter((c) => c.provider === 'geocoder').at(-1)!;
    expect(call.query).toMatchObject({ format: 'json', limit: '1', countrycodes: 'br' });
    expect(call.userAgent).toMatch(/Comanda/);
  });

  it('nothing found → 200 success false', async () => {
    const res = await geocode(app, 'Rua Que Não Existe, 1, Lugar Nenhum');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: false, latitude: null, longitude: null, message: 'Endereço não encontrado.' });
  });

  it('provider down → 503', async () => {
    for (const res of [await geocode(app, 'falha-servidor'), await geocode(down, 'Avenida Paulista')]) {
      expect(res.statusCode).toBe(503);
      expect(json(res)).toEqual({ success: false, message: 'Serviço de geolocalização indisponível. Continue sem a localização.' });
    }
  });

  it('empty address → 422', async () => {
    for (const address of ['', '   ', undefined]) {
      const res = await geocode(app, address);
      expect(res.statusCode).toBe(422);
      expect(json(res).errors).toEqual({ address: ['O endereço é obrigatório'] });
    }
  });
});
