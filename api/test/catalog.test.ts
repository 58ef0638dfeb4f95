import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { openTestDb, type TestDb } from './helpers/test-db';
import { buildTestApp, capturingMailer, json } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let clock = new Date('2025-06-03T19:00:00-03:00'); // a Tuesday evening in São Paulo
let ids: Record<string, number>;

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const sql = (text: string, params: unknown[] = []) => db.handle.query(text, params);

beforeAll(async () => {
  db = await openTestDb();
  // TTL 0: every request re-checks catalog_version (the NOTIFY path is tested separately below).
  app = await buildTestApp(db.handle, { catalogCacheTtlMs: 0 }, capturingMailer(), { now: () => clock });
  const rows = await db.handle.query<{ id: number; slug: string }>('SELECT id, slug FROM stores');
  ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const STORE_KEYS = [
  'id', 'name', 'slug', 'description', 'logo', 'cover', 'primaryColor', 'secondaryColor', 'backgroundColor', 'textColor', 'productDisplayStyle',
  'productsPerPage', 'quantityLimits', 'isOpen', 'deliveryFee', 'minFreeDeliveryValue', 'minOrderValue', 'phone', 'whatsapp', 'email', 'address', 'number',
  'complement', 'district', 'city', 'state', 'cep', 'openingHours', 'deliveryTime', 'deliveryRange', 'businessType', 'isBranch', 'parent',
  'branches', 'orderTypes', 'paymentMethods', 'location', 'deliveryZones', 'deliveryBands', 'ordersPaused', 'opensAt',
  'deliveryPolygons', 'deliveryRates', 'closedText', 'scheduling', 'pixExpiryMinutes',
].sort();

describe('GET /api/stores/:slug', () => {
  it('answers { data: StorePublic } with money in reais', async () => {
    const res = await get('/api/stores/pizzaria-bella-napoli');
    expect(res.statusCode).toBe(200);
    const { data } = json(res);
    expect(Object.keys(data).sort()).toEqual(STORE_KEYS);
    expect(data).toMatchObject({
      id: ids['pizzaria-bella-napoli'],
      name: 'Pizzaria Bella Napoli',
      slug: 'pizzaria-bella-napoli',
      primaryColor: '#B71C1C',
      productDisplayStyle: 'grid',
      productsPerPage: 12,
      isOpen: true,
      deliveryFee: 7,
      minFreeDeliveryValue: 80,
      minOrderValue: 30,
      phone: '1133334444',
      cep: '01304001',
      deliveryTime: '40-60 minutos',
      deliveryRange: { min: 0, max: 8 },
      businessType: { id: expect.any(Number), name: 'Pizzaria', slug: 'pizzaria' },
      isBranch: false,
      parent: null,
      branches: [{ id: ids['bella-napoli-moema'], name: 'Bella Napoli - Moema', slug: 'bella-napoli-moema' }],
    });
    // The demo stores take orders round the clock (README); the Moema branch is the closed one.
    expect(data.openingHours.monday).toEqual(['00:00-23:59']);
    expect(data.openingHours.saturday).toEqual(['00:00-23:59']);
  });

  it('a branch tells its parent', async () => {
    const { data } = json(await get('/api/stores/bella-napoli-moema'));
    expect(data).toMatchObject({ isBranch: true, parent: { id: ids['pizzaria-bella-napoli'], slug: 'pizzaria-bella-napoli', name: 'Pizzaria Bella Napoli' }, branches: [] });
    expect(data.minFreeDeliveryValue).toBe(80);
    expect(data.deliveryTime).toBeNull();
  });

  /** Real-life hours for the clock tests (the demo stores themselves are open round the clock). */
  const REAL_HOURS: Record<string, Record<string, string[]>> = {
    'pizzaria-bella-napoli': {
      monday: [],
      tuesday: ['18:00-23:00'],
      wednesday: ['18:00-23:00'],
      thursday: ['18:00-23:00'],
      friday: ['18:00-23:59'],
      saturday: ['11:30-15:00', '18:00-23:59'],
      sunday: ['11:30-15:00', '18:00-23:00'],
    },
    'bar-do-ze': {
      monday: [],
      tuesday: ['17:00-01:00'],
      wednesday: ['17:00-01:00'],
      thursday: ['17:00-01:00'],
      friday: ['17:00-03:00'],
      saturday: ['12:00-03:00'],
      sunday: ['12:00-20:00'],
    },
  };

  /** Runs `check` with the store's hours replaced, then puts the seeded hours back. */
  const withHours = async (slug: string, hours: unknown, check: () => Promise<void>) => {
    const set = (value: unknown) => sql('UPDATE stores SET opening_hours = $1::jsonb WHERE slug = $2', [value === null ? null : JSON.stringify(value), slug]);
    const [saved] = await sql('SELECT opening_hours FROM stores WHERE slug = $1', [slug]);
    await set(hours);
    try {
      await check();
    } finally {
      await set((saved as { opening_hours: unknown }).opening_hours);
    }
  };

  it.each([
    ['2025-06-03T19:00:00-03:00', 'pizzaria-bella-napoli', true],
    ['2025-06-03T16:00:00-03:00', 'pizzaria-bella-napoli', false],
    ['2025-06-02T20:00:00-03:00', 'pizzaria-bella-napoli', false], // monday: closed day
    ['2025-06-07T02:30:00-03:00', 'bar-do-ze', true], // saturday early morning: friday's 17:00-03:00
    ['2025-06-07T03:30:00-03:00', 'bar-do-ze', false],
    ['2025-06-03T02:30:00Z', 'bar-do-ze', false], // monday 23:30 in São Paulo (closed), tuesday in UTC
  ])('isOpen at %s for %s → %s (America/Sao_Paulo)', async (instant, slug, open) => {
    clock = new Date(instant);
    try {
      await withHours(slug, REAL_HOURS[slug], async () => {
        expect(json(await get(`/api/stores/${slug}`)).data.isOpen).toBe(open);
      });
    } finally {
      clock = new Date('2025-06-03T19:00:00-03:00');
    }
  });

  it('a manual is_open overrides the hours', async () => {
    await sql("UPDATE stores SET is_open = false WHERE slug = 'burger-house'");
    await sql("UPDATE stores SET is_open = true WHERE slug = 'bella-napoli-moema'");
    try {
      expect(json(await get('/api/stores/burger-house')).data.isOpen).toBe(false);
      expect(json(await get('/api/stores/bella-napoli-moema')).data.isOpen).toBe(true); // closed every day by its hours
    } finally {
      await sql("UPDATE stores SET is_open = NULL WHERE slug IN ('burger-house', 'bella-napoli-moema')");
    }
  });

  it('no opening hours → closed, null hours', async () => {
    await withHours('acai-da-praia', null, async () => {
      const { data } = json(await get('/api/stores/acai-da-praia'));
      expect(data.openingHours).toBeNull();
      expect(data.isOpen).toBe(false);
    });
  });

  it.each(['nao-existe', 'bella-napoli-centro'])('404 Loja não encontrada: %s', async (slug) => {
    const res = await get(`/api/stores/${slug}`);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ message: 'Loja não encontrada' });
  });

  it('404 for an inactive store and for the branches of an inactive store', async () => {
    await sql("UPDATE stores SET is_active = false WHERE slug = 'pizzaria-bella-napoli'");
    try {
      for (const url of ['/api/stores/pizzaria-bella-napoli', '/api/stores/bella-napoli-moema', '/api/stores/bella-napoli-moema/products', '/api/stores/pizzaria-bella-napoli/categories']) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(json(res)).toEqual({ message: 'Loja não encontrada' });
      }
    } finally {
      await sql("UPDATE stores SET is_active = true WHERE slug = 'pizzaria-bella-napoli'");
    }
    expect((await get('/api/stores/bella-napoli-moema/products')).statusCode).toBe(200);
  });
});

describe('GET /api/stores/:slug/categories', () => {
  it('active categories in order, { id, name } only', async () => {
    const res = await get('/api/stores/pizzaria-bella-napoli/categories');
    expect(res.statusCode).toBe(200);
    const { data } = json(res);
    expect(data.map((c: { name: string }) => c.name)).toEqual(['Pizzas Tradicionais', 'Pizzas Especiais', 'Pizzas Doces', 'Bebidas']);
    for (const c of data) expect(Object.keys(c).sort()).toEqual(['id', 'name']);
  });

  it('hides an inactive category and its products', async () => {
    await sql("UPDATE categories SET is_active = false WHERE name = 'Pizzas Doces' AND store_id = $1", [ids['pizzaria-bella-napoli']]);
    try {
      const cats = json(await get('/api/stores/pizzaria-bella-napoli/categories')).data.map((c: { name: string }) => c.name);
      expect(cats).not.toContain('Pizzas Doces');
      const names = json(await get('/api/stores/pizzaria-bella-napoli/products')).data.map((p: { name: string }) => p.name);
      expect(names).not.toContain('Romeu e Julieta');
    } finally {
      await sql("UPDATE categories SET is_active = true WHERE name = 'Pizzas Doces' AND store_id = $1", [ids['pizzaria-bella-napoli']]);
    }
  });

  it('branch categories with branch_id or the branch slug', async () => {
    const viaId = json(await get(`/api/stores/pizzaria-bella-napoli/categories?branch_id=${ids['bella-napoli-moema']}`)).data;
    expect(viaId.map((c: { name: string }) => c.name)).toEqual(['Pizzas da Casa', 'Doces']);
    expect(json(await get('/api/stores/bella-napoli-moema/categories')).data).toEqual(viaId);
  });
});

const PRODUCT_KEYS = ['id', 'name', 'description', 'short_description', 'price', 'promo_price', 'image', 'gallery_urls', 'category_id', 'business_type_slug', 'business_type_options'];

describe('GET /api/stores/:slug/products', () => {
  it('only active products, with exactly the spec §3 fields', async () => {
    const res = await get('/api/stores/pizzaria-bella-napoli/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const { data } = json(res);
    expect(data).toHaveLength(12);
    expect(data.map((p: { name: string }) => p.name)).not.toContain('Pizza de Aliche');
    const categories = new Set(json(await get('/api/stores/pizzaria-bella-napoli/categories')).data.map((c: { id: number }) => c.id));
    for (const p of data) {
      expect(Object.keys(p)).toEqual(PRODUCT_KEYS);
      expect(typeof p.id).toBe('number');
      expect(typeof p.price).toBe('number');
      expect(p.promo_price === null || (typeof p.promo_price === 'number' && p.promo_price < p.price)).toBe(true);
      expect(p.image).toMatch(/^demo\/pizzaria-bella-napoli\/[a-z0-9-]+\.svg$/);
      expect(p.gallery_urls).toEqual([p.image, p.image.replace(/\.svg$/, '-detalhe.svg')]);
      expect(categories.has(p.category_id)).toBe(true);
      expect(p.business_type_slug).toBe('pizzaria');
      expect(typeof p.business_type_options).toBe('object');
    }
    const margherita = data.find((p: { name: string }) => p.name === 'Margherita');
    expect(margherita).toMatchObject({
      short_description: 'Tomate, muçarela de búfala e manjericão',
      price: 54.9,
      promo_price: 46.9,
      image: 'demo/pizzaria-bella-napoli/margherita.svg',
    });
    expect(margherita.business_type_options.sizes[1]).toEqual({ name: 'Média (6 fatias)', price: '38.90' });
    expect(data.find((p: { name: string }) => p.name === 'Calabresa').promo_price).toBeNull();
  });

  it('products follow category order then product order', async () => {
    const { data } = json(await get('/api/stores/pizzaria-bella-napoli/products'));
    expect(data.slice(0, 2).map((p: { name: string }) => p.name)).toEqual(['Margherita', 'Calabresa']);
    expect(data[data.length - 1].name).toBe('Refrigerante');
  });

  it('a branch serves its own catalog (branch_id or its slug)', async () => {
    const viaId = await get(`/api/stores/pizzaria-bella-napoli/products?branch_id=${ids['bella-napoli-moema']}`);
    expect(viaId.statusCode).toBe(200);
    const names = json(viaId).data.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Margherita', 'Calabresa Moema', 'Burrata e Presunto Parma', 'Banana com Canela']);
    expect(json(await get('/api/stores/bella-napoli-moema/products')).data).toEqual(json(viaId).data);
    // The store's own id as branch_id is the store itself.
    const own = json(await get(`/api/stores/pizzaria-bella-napoli/products?branch_id=${ids['pizzaria-bella-napoli']}`)).data;
    expect(own).toHaveLength(12);
  });

  it.each([
    ['abc', 'A filial selecionada é inválida.'],
    ['-1', 'A filial selecionada é inválida.'],
    ['99999999999', 'A filial selecionada é inválida.'],
    ['999999', 'A filial selecionada é inválida.'],
  ])('branch_id=%s → 422', async (branch, message) => {
    const res = await get(`/api/stores/pizzaria-bella-napoli/products?branch_id=${branch}`);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({ message, errors: { branch_id: [message] } });
  });

  it('a repeated branch_id → 422; leading zeros are the same branch', async () => {
    const res = await get(`/api/stores/pizzaria-bella-napoli/products?branch_id=1&branch_id=2`);
    expect(res.statusCode).toBe(422);
    const padded = await get(`/api/stores/pizzaria-bella-napoli/products?branch_id=000${ids['bella-napoli-moema']}`);
    expect(padded.statusCode).toBe(200);
    expect(json(padded).data).toHaveLength(4);
  });

  it('branch_id of another store, or an inactive branch → 422', async () => {
    const other = await get(`/api/stores/burger-house/products?branch_id=${ids['bella-napoli-moema']}`);
    expect(other.statusCode).toBe(422);
    expect(json(other).errors).toEqual({ branch_id: ['A filial selecionada é inválida.'] });
    const inactive = await get(`/api/stores/pizzaria-bella-napoli/products?branch_id=${ids['bella-napoli-centro']}`);
    expect(inactive.statusCode).toBe(422);
    expect(json(inactive)).toEqual({ message: 'A filial selecionada está inativa.', errors: { branch_id: ['A filial selecionada está inativa.'] } });
    // A branch has no branches.
    expect((await get(`/api/stores/bella-napoli-moema/products?branch_id=${ids['pizzaria-bella-napoli']}`)).statusCode).toBe(422);
  });

  it('404 for unknown and inactive stores', async () => {
    for (const slug of ['nao-existe', 'bella-napoli-centro']) {
      const res = await get(`/api/stores/${slug}/products`);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ message: 'Loja não encontrada' });
    }
  });

  it('ETag: If-None-Match answers 304; a catalog change gives a new ETag', async () => {
    const url = '/api/stores/burger-house/products';
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const cached = await get(url, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': `"other", ${etag.replace('W/', '')}` })).statusCode).toBe(304);

    await sql("UPDATE products SET price_cents = price_cents + 100 WHERE name = 'Classic Burger'");
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(json(changed).data.find((p: { name: string }) => p.name === 'Classic Burger').price).toBe(33.9);
    // The ETag is a hash of the body: restoring the price restores it.
    await sql("UPDATE products SET price_cents = price_cents - 100 WHERE name = 'Classic Burger'");
    expect((await get(url)).headers.etag).toBe(etag);
  });

  it('serves pre-compressed bodies when accepted', async () => {
    const url = '/api/stores/bar-do-ze/products';
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers.etag).toBe(plain.headers.etag);
  });
});

describe('catalog cache invalidation by NOTIFY (long TTL)', () => {
  it('a change made by another writer reaches a node that would otherwise serve its cache for a minute', async () => {
    const cachedApp = await buildTestApp(db.handle, { catalogCacheTtlMs: 60_000 });
    try {
      const url = '/api/stores/acai-da-praia/products';
      const before = await cachedApp.inject({ method: 'GET', url });
      expect((await cachedApp.inject({ method: 'GET', url })).headers.etag).toBe(before.headers.etag);
      await sql("UPDATE products SET name = 'Açaí Tradicional da Casa' WHERE name = 'Açaí Tradicional'");
      let after = before;
      for (let i = 0; i < 40 && after.headers.etag === before.headers.etag; i++) {
        await new Promise((r) => setTimeout(r, 50));
        after = await cachedApp.inject({ method: 'GET', url });
      }
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(json(after).data.map((p: { name: string }) => p.name)).toContain('Açaí Tradicional da Casa');
    } finally {
      await sql("UPDATE products SET name = 'Açaí Tradicional' WHERE name = 'Açaí Tradicional da Casa'");
      await cachedApp.close();
    }
  });
});
