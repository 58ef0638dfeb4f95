import type { FastifyInstance } from 'fastify';
import { CATALOG_UPDATED_EVENT, storePublicChannel } from '@comanda/shared/domain';
import { PICKUP_CASH, placeOrder, productsOf } from './helpers/orders';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let owner: string;
let storeId: number;
const SLUG = 'pizzaria-bella-napoli';
const published: { channel: string; event: string }[] = [];

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
  const toChannel = app.broadcaster.toChannel.bind(app.broadcaster);
  app.broadcaster.toChannel = async (channel, event, data) => {
    published.push({ channel, event });
    return toChannel(channel, event, data);
  };
  owner = await loginAs(app, 'dono@bellanapoli.com.br');
  storeId = json(await app.inject({ url: `/api/stores/${SLUG}` })).data.id;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown, token = owner) =>
  app.inject({ method, url: `/api/stores/${storeId}/catalog${path}`, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const activity = async (entityId: number) =>
  (await db.handle.query<{ summary: string; changes: Record<string, unknown>; actor_name: string }>(`SELECT summary, changes, actor_name FROM activity_log WHERE entity = 'product' AND entity_id = $1 ORDER BY id`, [String(entityId)]));

async function newCategory(name: string): Promise<number> {
  const res = await call('POST', '/categories', { name });
  expect(res.statusCode).toBe(201);
  return json(res).data.id as number;
}

async function newProduct(body: Record<string, unknown>): Promise<Record<string, unknown> & { id: number }> {
  const res = await call('POST', '/products', { price: 10, ...body });
  expect(res.statusCode).toBe(201);
  return json(res).data;
}

describe('categories', () => {
  it('creates, renames, deactivates; names are unique per store regardless of case', async () => {
    const id = await newCategory('Sobremesas');
    expect(json(await call('POST', '/categories', { name: 'SOBREMESAS' }))).toEqual({ message: 'Já existe uma categoria com este nome.', errors: { name: ['Já existe uma categoria com este nome.'] } });
    const res = await call('PUT', `/categories/${id}`, { name: 'Doces', is_active: false });
    expect(json(res).data).toMatchObject({ id, name: 'Doces', is_active: false, products_count: 0 });
    const publicNames = json(await app.inject({ url: `/api/stores/${SLUG}/categories` })).data.map((c: { name: string }) => c.name);
    expect(publicNames).not.toContain('Doces');
  });

  it('refuses to delete a category with products (422) and deletes an empty one', async () => {
    const id = await newCategory('Temporária');
    const product = await newProduct({ name: 'Item temporário', category_id: id });
    const refused = await call('DELETE', `/categories/${id}`);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors.category[0]).toMatch(/tem 1 produto/);
    expect((await call('DELETE', `/products/${product.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/categories/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/categories/${id}`)).statusCode).toBe(404);
  });

  it('reorders with the full list of this store only', async () => {
    const current = json(await call('GET', '/categories')).data.map((c: { id: number }) => c.id) as number[];
    const reversed = [...current].reverse();
    const res = await call('PUT', '/categories/order', { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.map((c: { id: number }) => c.id)).toEqual(reversed);
    const [foreign] = await db.handle.query<{ id: number }>(`SELECT c.id FROM categories c JOIN stores s ON s.id = c.store_id WHERE s.slug = 'burger-house' LIMIT 1`);
    for (const ids of [reversed.slice(1), [...reversed.slice(1), foreign!.id], [...reversed, reversed[0]]]) {
      const bad = await call('PUT', '/categories/order', { ids });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(json(bad).errors)).toEqual(['ids']);
    }
  });
});

describe('products', () => {
  it('validates in Portuguese: promo below price, own category only, image paths', async () => {
    const [foreign] = await db.handle.query<{ id: number }>(`SELECT c.id FROM categories c JOIN stores s ON s.id = c.store_id WHERE s.slug = 'burger-house' LIMIT 1`);
    const res = await call('POST', '/products', { name: 'X', price: 10, promo_price: 12, image: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ promo_price: ['O preço promocional deve ser menor que o preço.'], image: ['Informe uma imagem enviada para a loja ou um endereço https.'] });
    const other = await call('POST', '/products', { name: 'X', price: 10, category_id: foreign!.id });
    expect(json(other).errors).toEqual({ category_id: ['Categoria inválida.'] });
    const ok = await newProduct({ name: 'Com fotos', image: 'stores/1/products/a.webp', gallery_urls: ['https://cdn.example.com/b.webp'] });
    expect(ok).toMatchObject({ image: 'stores/1/products/a.webp', gallery_urls: ['https://cdn.example.com/b.webp'] });
  });

  it('a product of another business type is served and priced with its own type', async () => {
    const product = await newProduct({ name: 'Caipirinha de limão', price: 18, business_type_slug: 'bar' });
    const listed = (await productsOf(app, SLUG)).find((p) => p.id === product.id)!;
    expect(listed.business_type_slug).toBe('bar');
    const placed = await placeOrder(app, SLUG, PICKUP_CASH([{ product_id: product.id, quantity: 2 }]));
    expect(placed.statusCode).toBe(201);
    expect(json(placed).data.items[0]).toMatchObject({ business_type_slug: 'bar' });
    expect(json(placed).data.total).toBe(36);
  });

  it('paused: refused by the next order (422 naming the item), hidden from the catalog, announced on the public channel', async () => {
    const product = await newProduct({ name: 'Pausável', price: 20, business_type_slug: 'bar' });
    expect((await productsOf(app, SLUG)).some((p) => p.id === product.id)).toBe(true);
    published.length = 0;
    const paused = await call('PATCH', `/products/${product.id}/availability`, { is_active: false });
    expect(json(paused).data).toMatchObject({ is_active: false });
    expect(published).toContainEqual({ channel: storePublicChannel(storeId), event: CATALOG_UPDATED_EVENT });
    const refused = await placeOrder(app, SLUG, PICKUP_CASH([{ product_id: product.id, quantity: 1 }]));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(json(refused).errors)).toEqual(['items.0.product_id']);
    expect((await productsOf(app, SLUG)).some((p) => p.id === product.id)).toBe(false);
    expect((await activity(product.id)).at(-1)!.summary).toBe('Produto "Pausável" pausado');
  });

  it('esgotado hoje: until the end of the day in São Paulo, not orderable, then available again', async () => {
    const product = await newProduct({ name: 'Esgota', price: 39, business_type_slug: 'bar' });
    const res = await call('PATCH', `/products/${product.id}/availability`, { sold_out_today: true });
    const until = new Date(json(res).data.sold_out_until as string);
    expect(json(res).data.sold_out).toBe(true);
    // Midnight in São Paulo (UTC−3) is 03:00 UTC, within the next 24 h.
    expect(until.getUTCHours()).toBe(3);
    expect(until.getTime() - Date.now()).toBeGreaterThan(0);
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect((await placeOrder(app, SLUG, PICKUP_CASH([{ product_id: product.id, quantity: 1 }]))).statusCode).toBe(422);
    const grid = json(await call('GET', '/products?status=esgotado&per_page=100')).data.map((p: { id: number }) => p.id);
    expect(grid).toContain(product.id);
    await call('PATCH', `/products/${product.id}/availability`, { sold_out_today: false });
    expect((await placeOrder(app, SLUG, PICKUP_CASH([{ product_id: product.id, quantity: 1 }]))).statusCode).toBe(201);
  });

  it('a price change is in the very next catalog response and in the activity log with who did it', async () => {
    const product = await newProduct({ name: 'Reajustável', price: 30, business_type_slug: 'bar' });
    expect((await productsOf(app, SLUG)).find((p) => p.id === product.id)!.price).toBe(30);
    const res = await call('PUT', `/products/${product.id}`, { name: 'Reajustável', price: 32.5, business_type_slug: 'bar' });
    expect(res.statusCode).toBe(200);
    expect((await productsOf(app, SLUG)).find((p) => p.id === product.id)!.price).toBe(32.5);
    const last = (await activity(product.id)).at(-1)!;
    expect(last.summary).toBe('Preço de "Reajustável" alterado de R$\u00a030,00 para R$\u00a032,50');
    expect(last.changes).toEqual({ priceCents: { from: 3000, to: 3250 } });
    expect(last.actor_name).toBeTruthy();
  });

  it('duplicates as a paused copy', async () => {
    const product = await newProduct({ name: 'Original', price: 15, short_description: 'curta' });
    const res = await call('POST', `/products/${product.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    expect(json(res).data).toMatchObject({ name: 'Original (cópia)', price: 15, short_description: 'curta', is_active: false });
    expect(json(res).data.id).not.toBe(product.id);
  });

  it('bulk price change by % for one category: rounded to the centavo, one activity entry per product, promo kept below price', async () => {
    const categoryId = await newCategory('Reajuste');
    const a = await newProduct({ name: 'Alfa', price: 10.01, category_id: categoryId });
    const b = await newProduct({ name: 'Beta', price: 20, promo_price: 19.99, category_id: categoryId });
    const res = await call('POST', '/products/bulk-price', { category_id: categoryId, percent: 7.5 });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.changed).toEqual([
      { id: a.id, name: 'Alfa', from: 10.01, to: 10.76 },
      { id: b.id, name: 'Beta', from: 20, to: 21.5 },
    ]);
    expect(json(await call('GET', `/products/${b.id}`)).data).toMatchObject({ price: 21.5, promo_price: 21.49 });
    expect((await activity(a.id)).at(-1)!.summary).toMatch(/R\$\u00a010,01 para R\$\u00a010,76 \(reajuste de 7.5% em "Reajuste"\)/);
    expect(json(await call('POST', '/products/bulk-price', { category_id: 9_999_999_999, percent: 5 })).errors).toEqual({ category_id: ['Categoria inválida.'] });
    expect(json(await call('PUT', '/categories/order', { ids: [9_999_999_999] })).errors).toEqual({ 'ids.0': ['A nova ordem deve listar todas as categorias da loja, cada uma uma vez.'] });
    expect(json(await call('POST', '/products/bulk-price', { category_id: categoryId, percent: 0 })).errors).toEqual({ percent: ['O percentual deve estar entre -90% e 500%, diferente de zero.'] });
  });
});

describe('products grid', () => {
  beforeAll(async () => {
    const categoryId = await newCategory('Grade');
    for (const [name, price, promo] of [['Açaí Grande', 25, null], ['acai pequeno', 12, 10], ['Pão de Queijo', 6, null]] as const) {
      await newProduct({ name, price, promo_price: promo, category_id: categoryId });
    }
  });

  it('searches the folded name (accents and case ignored), filters, sorts and pages with the total', async () => {
    const res = await call('GET', '/products?search=ACAÍ&sort=price&direction=desc');
    expect(json(res).data.map((p: { name: string }) => p.name)).toEqual(['Açaí Grande', 'acai pequeno']);
    expect(json(res).meta).toEqual({ total: 2, page: 1, per_page: 25 });
    const promo = json(await call('GET', '/products?status=promocao&search=acai')).data.map((p: { name: string }) => p.name);
    expect(promo).toEqual(['acai pequeno']);
    const page2 = json(await call('GET', '/products?per_page=2&page=2&sort=name'));
    expect(page2.data).toHaveLength(2);
    expect(page2.meta.total).toBeGreaterThan(4);
    expect(json(await call('GET', '/products?search=%25')).meta.total).toBe(0);
  });

  it('bad query parameters are a 422, never a 500', async () => {
    const res = await call('GET', '/products?sort=drop&status=x&per_page=1000');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors).sort()).toEqual(['per_page', 'sort', 'status']);
  });

  it("another store's staff cannot read or write this catalog", async () => {
    const other = await loginAs(app, 'dono@burgerhouse.com.br');
    expect((await call('GET', '/products', undefined, other)).statusCode).toBe(403);
  });
});
