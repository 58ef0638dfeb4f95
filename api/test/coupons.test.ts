import type { FastifyInstance } from 'fastify';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
/** BEMVINDO10 has a per-customer limit: only a signed-in customer may use it. */
let customer: string;
const NOW = new Date('2025-06-03T19:00:00-03:00');

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => NOW });
  customer = await loginAs(app, 'cliente@comanda.app');
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const validate = (payload: unknown, slug = 'burger-house', token: string | null = customer) =>
  app.inject({ method: 'POST', url: `/api/stores/${slug}/coupons/validate`, payload: payload as Record<string, unknown>, headers: token ? bearer(token) : {} });

describe('POST /api/stores/:slug/coupons/validate', () => {
  it('percentage: value in percentage points, discount in reais', async () => {
    const res = await validate({ code: 'BEMVINDO10', subtotal: 59.9 });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ valid: true, coupon: { code: 'BEMVINDO10', type: 'percentage', value: 10 }, discount: 5.99 });
  });

  it('percentage rounds to the centavo', async () => {
    expect(json(await validate({ code: 'BEMVINDO10', subtotal: 33.35 })).discount).toBe(3.34);
  });

  it('fixed: value and discount in reais', async () => {
    expect(json(await validate({ code: 'FRETE5', subtotal: 40 }))).toEqual({ valid: true, coupon: { code: 'FRETE5', type: 'fixed', value: 5 }, discount: 5 });
  });

  it('codes match case-insensitively (and trimmed)', async () => {
    const res = await validate({ code: '  bemVindo10 ', subtotal: 100 });
    expect(res.statusCode).toBe(200);
    expect(json(res).coupon.code).toBe('BEMVINDO10');
    expect(json(res).discount).toBe(10);
  });

  it.each([
    ['NAOEXISTE', 50, 'Cupom não encontrado.'],
    ['INATIVO20', 50, 'Este cupom não está ativo.'],
    ['NATAL2099', 50, 'Este cupom ainda não é válido.'],
    ['VERAO2024', 50, 'Este cupom expirou.'],
    ['PRIMEIRACOMPRA', 50, 'Este cupom atingiu o limite de usos.'],
    ['FRETE5', 39.99, 'Pedido mínimo para este cupom: R$\u00a040,00.'],
    ['smash7', 59.9, 'Pedido mínimo para este cupom: R$\u00a060,00.'],
  ])('%s with subtotal %s → 422 %s', async (code, subtotal, message) => {
    const res = await validate({ code, subtotal });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({ message, errors: { code: [message] } });
  });

  it("a coupon of another store is not found", async () => {
    const res = await validate({ code: 'SMASH7', subtotal: 100 }, 'acai-da-praia');
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toBe('Cupom não encontrado.');
  });

  it("a branch accepts its own coupons and its parent's", async () => {
    expect(json(await validate({ code: 'MOEMA15', subtotal: 60 }, 'bella-napoli-moema'))).toMatchObject({ valid: true, discount: 9 });
    expect(json(await validate({ code: 'BEMVINDO10', subtotal: 60 }, 'bella-napoli-moema'))).toMatchObject({ valid: true, discount: 6 });
    expect((await validate({ code: 'MOEMA15', subtotal: 60 }, 'pizzaria-bella-napoli')).statusCode).toBe(422);
  });

  it('a guest is asked to sign in for a coupon with a per-customer limit, and may use the others', async () => {
    const res = await validate({ code: 'BEMVINDO10', subtotal: 59.9 }, 'burger-house', null);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({ message: 'Entre na sua conta para usar este cupom.', errors: { code: ['Entre na sua conta para usar este cupom.'] } });
    expect((await validate({ code: 'FRETE5', subtotal: 40 }, 'burger-house', null)).statusCode).toBe(200);
  });

  it('validates the body', async () => {
    const res = await validate({});
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ code: ['Informe o código do cupom.'], subtotal: ['Informe o subtotal do pedido.'] });
    expect(json(await validate({ code: 'X', subtotal: 'abc' })).errors).toEqual({ subtotal: ['O subtotal deve ser um valor em reais maior ou igual a zero.'] });
    expect(json(await validate({ code: 'X', subtotal: -1 })).errors).toEqual({ subtotal: ['O subtotal deve ser um valor em reais maior ou igual a zero.'] });
    expect((await validate({ code: { $ne: 1 }, subtotal: 10 })).statusCode).toBe(422);
  });

  it('404 for an unknown store', async () => {
    const res = await validate({ code: 'BEMVINDO10', subtotal: 10 }, 'nao-existe');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ message: 'Loja não encontrada' });
  });
});
