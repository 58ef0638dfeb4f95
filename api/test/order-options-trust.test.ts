import type { FastifyInstance } from 'fastify';
import {
  kitchenTicket,
  normalizeProductOptions,
  productBaseCents,
  type HamburgueriaOptions,
  type Order,
  type PizzariaOptions,
  type Product,
  type StorePublic,
} from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';
import { PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

/** Issue 8 "Money": what is charged, stored and printed comes from the product's own options, never the client's text. */

let db: TestDb;
let app: FastifyInstance;
const now = new Date('2026-11-24T20:00:00-03:00');
let burger: Product;
let burgerOptions: HamburgueriaOptions;
let pizza: Product;
let pizzaOptions: PizzariaOptions;
let burgerHouseId: number;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => now });
  app.broadcaster.toStore = async () => true;
  app.broadcaster.toChannel = async () => true;
  // The demo hours are not what these tests are about.
  await db.handle.exec(`UPDATE stores SET is_open = true WHERE slug IN ('burger-house', 'pizzaria-bella-napoli')`);
  burger = (await productsOf(app, 'burger-house')).find((p) => p.name === 'Classic Burger')!;
  burgerOptions = normalizeProductOptions('hamburgueria', burger.business_type_options);
  pizza = (await productsOf(app, 'pizzaria-bella-napoli')).find((p) => normalizeProductOptions('pizzaria', p.business_type_options).sizes.length > 1)!;
  pizzaOptions = normalizeProductOptions('pizzaria', pizza.business_type_options);
  burgerHouseId = json(await app.inject({ url: '/api/stores/burger-house' })).data.id;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const bacon = () => burgerOptions.adicionais.find((o) => o.name === 'Bacon crocante')!;
const ovo = () => burgerOptions.adicionais.find((o) => o.name === 'Ovo')!;
const burgerLine = (selected_options: unknown, quantity = 1) => ({ product_id: burger.id, quantity, selected_options });
const orderBurger = (selected_options: unknown, quantity = 1) => placeOrder(app, 'burger-house', PICKUP_CASH([burgerLine(selected_options, quantity)]));
const countOrders = async () => (await db.handle.query<{ n: number }>('SELECT count(*) AS n FROM orders'))[0]!.n;

async function staffOrder(order: Order): Promise<Order> {
  const owner = await loginAs(app, 'dono@burgerhouse.com.br');
  return json<{ data: Order }>(await app.inject({ url: `/api/stores/${burgerHouseId}/orders/${order.id}`, headers: bearer(owner) })).data;
}

describe('options are resolved against the product (by id, or by exact name)', () => {
  it('an add-on sent without an id is matched by its exact name: charged, stored and printed as the product has it', async () => {
    const res = await orderBurger({ selectedAddons: [{ name: 'Bacon crocante', quantity: 3 }] });
    expect(res.statusCode).toBe(201);
    const order = json<{ data: Order }>(res).data;
    expect(order.subtotal * 100).toBe(productBaseCents(burger) + 3 * bacon().priceCents);
    expect(order.items[0]!.option_lines).toEqual(['3x Bacon crocante']);
    expect((order.items[0]!.selected_options as unknown as HamburgueriaOptions & { selectedAddons: unknown[] }).selectedAddons).toEqual([
      { id: bacon().id, name: 'Bacon crocante', priceCents: bacon().priceCents, quantity: 3 },
    ]);
  });

  it('a made-up option is refused with a 422 naming it, and no order is written', async () => {
    const before = await countOrders();
    const res = await orderBurger({ selectedAddons: [{ name: 'Wagyu A5', quantity: 1 }] });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors['items.0.selected_options.selectedAddons.0']).toEqual([`Opção "Wagyu A5" não existe em ${burger.name}.`]);
    expect(await countOrders()).toBe(before);
  });

  it('an unknown id is refused, and so is an id whose name is another option', async () => {
    const ghost = await orderBurger({ selectedAddons: [{ id: 'adicionais:9:wagyu', quantity: 1 }] });
    expect(ghost.statusCode).toBe(422);
    expect(json(ghost).errors['items.0.selected_options.selectedAddons.0'][0]).toContain('adicionais:9:wagyu');

    const mismatch = await orderBurger({ selectedAddons: [{ id: ovo().id, name: 'Bacon crocante', quantity: 2 }] });
    expect(mismatch.statusCode).toBe(422);
    expect(json(mismatch).errors['items.0.selected_options.selectedAddons.0'][0]).toMatch(/"Bacon crocante".*"Ovo"/);
  });

  it('the client’s names and prices never reach the ticket: the product’s own do', async () => {
    const res = await orderBurger({ selectedAddons: [{ id: bacon().id, quantity: 2, priceCents: 1, price: 0.01, description: 'grátis' }] });
    expect(res.statusCode).toBe(201);
    const stored = await staffOrder(json<{ data: Order }>(res).data);
    expect(stored.items[0]!.option_lines).toEqual(['2x Bacon crocante']);
    expect(kitchenTicket(stored).items[0]!.options).toEqual(['2x Bacon crocante']);
    expect(stored.subtotal * 100).toBe(productBaseCents(burger) + 2 * bacon().priceCents);
    const [row] = await db.handle.query<{ price_lines: { label: string }[]; selected_options: Record<string, unknown> }>(
      `SELECT price_lines, selected_options FROM order_items WHERE order_id = ${stored.id}`,
    );
    expect(row!.price_lines.map((line) => line.label)).toEqual(['Preço base', 'Bacon crocante']);
    expect(JSON.stringify(row!.selected_options)).not.toContain('grátis');
  });

  it.each([
    ['a key the business type does not have', { selectedAddons: [], freeDrinks: [{ name: 'Cerveja' }] }, 'items.0.selected_options.freeDrinks'],
    ['a non-object item', { selectedAddons: ['Bacon crocante'] }, 'items.0.selected_options.selectedAddons.0'],
    ['a list where one choice goes', { meatPoint: [{ name: 'Ao ponto' }] }, 'items.0.selected_options.meatPoint'],
    ['a single item where a list goes', { selectedAddons: { name: 'Bacon crocante' } }, 'items.0.selected_options.selectedAddons'],
    ['a repeated option', { selectedAddons: [{ name: 'Ovo' }, { name: 'Ovo' }] }, 'items.0.selected_options.selectedAddons.1'],
    ['a name with different spelling', { selectedAddons: [{ name: 'bacon crocante' }] }, 'items.0.selected_options.selectedAddons.0'],
  ])('refuses %s', async (_label, selection, key) => {
    const res = await orderBurger(selection);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors)).toEqual([key]);
    expect(json(res).errors[key][0]).toContain(burger.name);
  });

  it('refuses a flag or text of the wrong type', async () => {
    const { selection } = withSelection(pizza);
    const res = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ product_id: pizza.id, quantity: 1, selected_options: { ...selection, halfHalfEnabled: 'sim' } }]));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors['items.0.selected_options.halfHalfEnabled'][0]).toMatch(/Valor inválido/);
  });

  it('a size sent without an id is the size of that exact name, never the first size', async () => {
    const { selection } = withSelection(pizza);
    const second = pizzaOptions.sizes[1]!;
    const res = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ product_id: pizza.id, quantity: 1, selected_options: { ...selection, selectedSize: { name: second.name } } }]));
    expect(res.statusCode).toBe(201);
    const order = json<{ data: Order }>(res).data;
    expect(order.items[0]!.option_lines[0]).toBe(`Tamanho: ${second.name}`);
    expect(order.subtotal * 100).toBe(second.priceCents > 0 ? second.priceCents : productBaseCents(pizza));

    const unknown = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ product_id: pizza.id, quantity: 1, selected_options: { ...selection, selectedSize: { name: 'Gigante (20 fatias)' } } }]));
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors['items.0.selected_options.selectedSize']).toEqual([`Opção "Gigante (20 fatias)" não existe em ${pizza.name}.`]);
  });

  it('a product with sizes is refused without one (a quick add, or a selection without the size)', async () => {
    const { selection } = withSelection(pizza);
    for (const selected_options of [null, { ...selection, selectedSize: null }, { selectedToppings: [] }]) {
      const res = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ product_id: pizza.id, quantity: 1, selected_options }]));
      expect(res.statusCode).toBe(422);
      expect(json(res).errors['items.0.selected_options.selectedSize']).toEqual([`Escolha o tamanho de ${pizza.name}.`]);
    }
  });

  it('one bad line refuses the whole order', async () => {
    const before = await countOrders();
    const res = await placeOrder(app, 'burger-house', PICKUP_CASH([burgerLine({ selectedAddons: [{ name: 'Ovo' }] }), burgerLine({ selectedAddons: [{ name: 'Trufa' }] })]));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors)).toEqual(['items.1.selected_options.selectedAddons.0']);
    expect(await countOrders()).toBe(before);
  });
});

describe('quantities and money have upper bounds', () => {
  afterEach(async () => {
    await db.handle.exec(`UPDATE stores SET max_option_copies = NULL, max_line_quantity = NULL, max_order_units = NULL WHERE id = ${burgerHouseId}`);
  });

  it.each([1_000_000, 1e7, 21, 0, -1, 2.5, 2 ** 53, '3'])('an add-on with quantity %p is a 422 in Portuguese', async (quantity) => {
    const res = await orderBurger({ selectedAddons: [{ id: bacon().id, quantity }] });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors['items.0.selected_options.selectedAddons.0.quantity']).toEqual(['Quantidade de "Bacon crocante" deve ser um número inteiro entre 1 e 20.']);
  });

  it('20 copies of one add-on is the default maximum', async () => {
    expect((await orderBurger({ selectedAddons: [{ id: bacon().id, quantity: 20 }] })).statusCode).toBe(201);
  });

  it('a line above 99 units, or an order above 200 units, is refused', async () => {
    const line = await orderBurger({}, 100);
    expect(line.statusCode).toBe(422);
    // The request schema refuses it first (its key format is the schema's own).
    expect(Object.entries(json(line).errors)).toEqual([[expect.stringMatching(/^items(\.0|\[0\])\.quantity$/), ['Quantidade entre 1 e 99']]]);
    const order = await placeOrder(app, 'burger-house', PICKUP_CASH([burgerLine({}, 99), burgerLine({}, 99), burgerLine({}, 3)]));
    expect(order.statusCode).toBe(422);
    expect(json(order).errors.items).toEqual(['No máximo 200 unidades por pedido.']);
  });

  it('a store may lower the limits; its public data carries them for the storefront', async () => {
    await db.handle.exec(`UPDATE stores SET max_option_copies = 2, max_line_quantity = 5, max_order_units = 8, products_per_page = products_per_page WHERE id = ${burgerHouseId}`);
    const store = json<{ data: StorePublic }>(await app.inject({ url: '/api/stores/burger-house' })).data;
    expect(store.quantityLimits).toEqual({ optionCopies: 2, lineQuantity: 5, orderUnits: 8 });

    const copies = await orderBurger({ selectedAddons: [{ id: bacon().id, quantity: 3 }] });
    expect(json(copies).errors['items.0.selected_options.selectedAddons.0.quantity']).toEqual(['Quantidade de "Bacon crocante" deve ser um número inteiro entre 1 e 2.']);
    const line = await orderBurger({}, 6);
    expect(json(line).errors['items.0.quantity']).toEqual(['Quantidade entre 1 e 5']);
    const units = await placeOrder(app, 'burger-house', PICKUP_CASH([burgerLine({}, 5), burgerLine({}, 4)]));
    expect(json(units).errors.items).toEqual(['No máximo 8 unidades por pedido.']);
    expect((await placeOrder(app, 'burger-house', PICKUP_CASH([burgerLine({}, 5), burgerLine({ selectedAddons: [{ id: bacon().id, quantity: 2 }] }, 3)]))).statusCode).toBe(201);
  });

  it('a store cannot raise the limits above the defaults', async () => {
    await db.handle.exec(`UPDATE stores SET max_option_copies = 500 WHERE id = ${burgerHouseId}`);
    const store = json<{ data: StorePublic }>(await app.inject({ url: '/api/stores/burger-house' })).data;
    expect(store.quantityLimits.optionCopies).toBe(20);
  });

  it('an order above R$ 100.000,00 is refused in Portuguese', async () => {
    await db.handle.exec(`UPDATE products SET price_cents = 2000000, promo_price_cents = NULL WHERE id = ${burger.id}`);
    try {
      const res = await orderBurger({}, 6);
      expect(res.statusCode).toBe(422);
      expect(json(res).errors.items[0]).toMatch(/passa do limite de R\$\s100\.000,00/);
    } finally {
      await db.handle.exec(`UPDATE products SET price_cents = ${Math.round(burger.price as number * 100)}, promo_price_cents = ${burger.promo_price === null ? 'NULL' : Math.round((burger.promo_price as number) * 100)} WHERE id = ${burger.id}`);
    }
  });
});

describe('per-customer coupon limit', () => {
  const withCoupon = (code: string) => ({ ...PICKUP_CASH([burgerLine({}, 2)]), coupon_code: code });
  const validate = (code: string, token?: string) =>
    app.inject({ method: 'POST', url: '/api/stores/burger-house/coupons/validate', payload: { code, subtotal: 80 }, headers: token ? bearer(token) : {} });
  const usedCount = async (code: string) =>
    (await db.handle.query<{ used_count: number }>(`SELECT used_count FROM coupons WHERE code = '${code}' AND store_id = ${burgerHouseId}`))[0]!.used_count;

  beforeAll(async () => {
    await db.handle.exec(`UPDATE coupons SET per_customer_limit = 1, usage_limit = NULL WHERE code = 'BEMVINDO10' AND store_id = ${burgerHouseId}`);
    await db.handle.exec(`UPDATE coupons SET per_customer_limit = 2, usage_limit = NULL WHERE code = 'FRETE5' AND store_id = ${burgerHouseId}`);
  });

  it('a guest cannot use a per-customer coupon: validation and order say to sign in', async () => {
    const check = await validate('BEMVINDO10');
    expect(check.statusCode).toBe(422);
    expect(json(check).errors.code).toEqual(['Entre na sua conta para usar este cupom.']);
    const order = await placeOrder(app, 'burger-house', withCoupon('BEMVINDO10'));
    expect(order.statusCode).toBe(422);
    expect(json(order).errors.coupon_code).toEqual(['Entre na sua conta para usar este cupom.']);
  });

  it('a signed-in customer uses it up to the limit; validation then tells them', async () => {
    const token = await loginAs(app, 'cliente@comanda.app');
    expect((await validate('BEMVINDO10', token)).statusCode).toBe(200);
    const before = await usedCount('BEMVINDO10');
    expect((await placeOrder(app, 'burger-house', withCoupon('BEMVINDO10'), { token })).statusCode).toBe(201);
    const again = await placeOrder(app, 'burger-house', withCoupon('BEMVINDO10'), { token });
    expect(again.statusCode).toBe(422);
    expect(json(again).errors.coupon_code).toEqual(['Você já usou este cupom o número máximo de vezes.']);
    const check = await validate('BEMVINDO10', token);
    expect(check.statusCode).toBe(422);
    expect(json(check).errors.code).toEqual(['Você já usou este cupom o número máximo de vezes.']);
    expect(await usedCount('BEMVINDO10')).toBe(before + 1);
    // Another customer still has their own use.
    const other = await loginAs(app, 'joao@cliente.com.br');
    expect((await placeOrder(app, 'burger-house', withCoupon('BEMVINDO10'), { token: other })).statusCode).toBe(201);
  });

  it('concurrent orders of one customer never pass the limit, and a refused one leaves no use behind', async () => {
    const token = await loginAs(app, 'joao@cliente.com.br');
    const before = await usedCount('FRETE5');
    const attempts = await Promise.all(Array.from({ length: 5 }, () => placeOrder(app, 'burger-house', withCoupon('FRETE5'), { token })));
    expect(attempts.filter((r) => r.statusCode === 201)).toHaveLength(2);
    for (const r of attempts.filter((a) => a.statusCode !== 201)) {
      expect(r.statusCode).toBe(422);
      expect(json(r).errors.coupon_code).toEqual(['Você já usou este cupom o número máximo de vezes.']);
    }
    expect(await usedCount('FRETE5')).toBe(before + 2);
  });
});
