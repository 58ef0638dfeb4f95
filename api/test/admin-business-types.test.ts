import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  BUSINESS_TYPE_ADMIN_MESSAGES,
  BUSINESS_TYPE_SLUGS,
  normalizeProductOptions,
  optionDescriptorOf,
  productsLosingOptions,
  type AdminBusinessType,
  type TypeChangeProduct,
} from '@comanda/shared/domain';
import { checkStoreTypeChange } from '../src/modules/admin-business-types/type-change';
import { HttpError } from '../src/lib/http-error';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
  admin = await loginAs(app, 'admin@comanda.app');
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const M = BUSINESS_TYPE_ADMIN_MESSAGES;
const list = () => app.inject({ url: '/api/admin/business-types', headers: bearer(admin) });
const get = (id: number | string) => app.inject({ url: `/api/admin/business-types/${id}`, headers: bearer(admin) });
const create = (payload: unknown) => app.inject({ method: 'POST', url: '/api/admin/business-types', headers: bearer(admin), payload: payload as Record<string, unknown> });
const update = (id: number | string, payload: unknown) =>
  app.inject({ method: 'PUT', url: `/api/admin/business-types/${id}`, headers: bearer(admin), payload: payload as Record<string, unknown> });
const publicTypes = async () => json<{ data: { slug: string }[] }>(await app.inject({ url: '/api/business-types' })).data.map((t) => t.slug);
const auditOf = (id: number) =>
  db.handle.query<{ action: string; summary: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    "SELECT action, summary, before, after FROM admin_audit_log WHERE entity = 'business_type' AND entity_id = $1 ORDER BY id",
    [String(id)],
  );
const storeIdOf = async (slug: string) => (await db.handle.query<{ id: number }>('SELECT id FROM stores WHERE slug = $1', [slug]))[0]!.id;

const CREPERIA = { name: 'Creperia', slug: 'creperia', icon: 'bakery_dining', description: 'Crepes doces e salgados', is_active: true };

function expectErrors(res: LightMyRequestResponse, errors: Record<string, string[]>): void {
  expect({ status: res.statusCode, errors: json(res).errors }).toEqual({ status: 422, errors });
}

describe('GET /api/admin/business-types', () => {
  it('lists the 14 types of the spec with their stores and products counts', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const types = json<{ data: AdminBusinessType[] }>(res).data;
    expect(types.map((t) => t.slug).sort()).toEqual([...BUSINESS_TYPE_SLUGS].sort());
    expect(types.every((t) => t.described && t.is_active)).toBe(true);
    const [counts] = await db.handle.query<{ stores: number; products: number }>(
      `SELECT (SELECT count(*)::int FROM stores s JOIN business_types bt ON bt.id = s.business_type_id WHERE bt.slug = 'pizzaria') AS stores,
              (SELECT count(*)::int FROM products p JOIN stores s ON s.id = p.store_id JOIN business_types bt ON bt.id = s.business_type_id
               WHERE coalesce(p.business_type_slug, bt.slug) = 'pizzaria') AS products`,
    );
    const pizzaria = types.find((t) => t.slug === 'pizzaria')!;
    // Bella Napoli and its two branches.
    expect(pizzaria).toMatchObject({ name: 'Pizzaria', icon: 'local_pizza', stores_count: 3, products_count: counts!.products });
    expect(counts!.stores).toBe(3);
    expect(pizzaria.products_count).toBeGreaterThan(0);
  });

  it('counts a product of its own type under that type, not its store’s', async () => {
    const before = json<{ data: AdminBusinessType[] }>(await list()).data;
    const [product] = await db.handle.query<{ id: number }>(
      "SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.slug = 'pizzaria-bella-napoli' ORDER BY p.id LIMIT 1",
    );
    await db.handle.query("UPDATE products SET business_type_slug = 'acaiteria' WHERE id = $1", [product!.id]);
    try {
      const after = json<{ data: AdminBusinessType[] }>(await list()).data;
      const count = (types: AdminBusinessType[], slug: string) => types.find((t) => t.slug === slug)!.products_count;
      expect(count(after, 'pizzaria')).toBe(count(before, 'pizzaria') - 1);
      expect(count(after, 'acaiteria')).toBe(count(before, 'acaiteria') + 1);
    } finally {
      await db.handle.query('UPDATE products SET business_type_slug = NULL WHERE id = $1', [product!.id]);
    }
  });
});

describe('GET /api/admin/business-types/:id', () => {
  it('shows the option groups (titles, kinds) and fields the domain describes for the type, by id or slug', async () => {
    const bySlug = await get('pizzaria');
    expect(bySlug.statusCode).toBe(200);
    const data = json(bySlug).data;
    const descriptor = optionDescriptorOf('pizzaria');
    expect(data.option_groups.map((g: { title: string; kind: string; key: string }) => [g.key, g.title, g.kind])).toEqual(
      descriptor.groups.map((g) => [g.optionKey, g.title, g.kind]),
    );
    expect(data.option_groups.map((g: { title: string }) => g.title)).toEqual(['Tamanho', 'Sabor/Cobertura', 'Borda', 'Acompanhamentos']);
    expect(data.option_groups[0]).toMatchObject({ kind: 'size', kind_label: expect.stringContaining('Tamanho'), price_field: 'price' });
    expect(data.option_groups[1].limit).toEqual({ field: 'max_toppings', default: 2 });
    expect(data.option_fields).toHaveLength(descriptor.fields.length);
    expect(data.option_fields[0]).toEqual({ key: 'pizza_type', label: 'Tipo de pizza', kind: 'text', section: 'Detalhes' });
    expect(json(await get(data.id)).data).toEqual(data);
    // Fixed value lists (burger meat points) are shown with their labels.
    const burger = json(await get('hamburgueria')).data;
    expect(burger.option_groups.find((g: { key: string }) => g.key === 'meat_points').fixed_values).toEqual(expect.arrayContaining(['Ao ponto']));
  });

  it('read-only: the option groups are not written by the type’s form', async () => {
    const id = json(await get('sorveteria')).data.id;
    const res = await update(id, { name: 'Sorveteria', slug: 'sorveteria', icon: 'icecream', description: null, is_active: true, option_groups: [] });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.option_groups.map((g: { key: string }) => g.key)).toEqual(optionDescriptorOf('sorveteria').groups.map((g) => g.optionKey));
  });

  it('an unknown type is a 404', async () => {
    expect((await get(999_999)).statusCode).toBe(404);
    expect((await get('nao-existe')).statusCode).toBe(404);
    expect((await update('nao-existe', CREPERIA)).statusCode).toBe(404);
  });
});

describe('POST / PUT /api/admin/business-types', () => {
  it('bad input is a 422 per field in Portuguese, never a 500', async () => {
    expectErrors(await create({}), { name: [M.nameRequired], slug: [M.slugRequired] });
    expectErrors(await create({ ...CREPERIA, slug: 'Crepe Ria!' }), { slug: [M.slugInvalid] });
    expectErrors(await create({ ...CREPERIA, slug: 'pizzaria' }), { slug: [M.slugTaken] });
    expectErrors(await create({ ...CREPERIA, name: 'x'.repeat(61), icon: 'Ícone Inválido', description: 'x'.repeat(301), is_active: 'talvez', sort_order: -1 }), {
      name: [M.nameTooLong],
      icon: [M.iconInvalid],
      description: [M.descriptionTooLong],
      is_active: [M.activeInvalid],
      sort_order: [M.sortOrderInvalid],
    });
    for (const body of [[], { name: ['a'], slug: { a: 1 } }, { name: 'Ok', slug: 'ok', is_active: { x: 1 } }]) {
      const res = await create(body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 422 });
    }
    expect((await create('texto')).statusCode).toBe(415);
    expect(json(await list()).data).toHaveLength(14);
  });

  it('creates a type (audited); a type the domain does not describe has no option groups; active types are offered at sign-up', async () => {
    const res = await create({ ...CREPERIA, slug: ' Creperia ' });
    expect(res.statusCode).toBe(201);
    const data = json(res).data;
    expect(data).toMatchObject({ ...CREPERIA, described: false, option_groups: [], option_fields: [], stores_count: 0, products_count: 0, sort_order: 15 });
    expect(await publicTypes()).toContain('creperia');
    const [entry] = await auditOf(data.id);
    expect(entry).toMatchObject({ action: 'created', before: null, after: { name: 'Creperia', slug: 'creperia', is_active: true } });
    expect(entry!.summary).toContain('sem opções descritas');
    expectErrors(await create(CREPERIA), { slug: [M.slugTaken] });
  });

  it('edits a type; deactivating hides it from the sign-up while its stores keep it (audited with before and after)', async () => {
    const type = json(await get('marmitaria')).data;
    const store = await storeIdOf('marmitas-da-vovo');
    const res = await update(type.id, { name: 'Marmitaria', slug: 'marmitaria', icon: 'takeout_dining', description: 'Marmitas', is_active: false });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ name: 'Marmitaria', is_active: false, stores_count: 1 });
    expect(await publicTypes()).not.toContain('marmitaria');
    const [row] = await db.handle.query<{ slug: string }>('SELECT bt.slug FROM stores s JOIN business_types bt ON bt.id = s.business_type_id WHERE s.id = $1', [store]);
    expect(row!.slug).toBe('marmitaria');
    // The storefront shows the new name.
    expect(json(await app.inject({ url: '/api/stores/marmitas-da-vovo' })).data).toMatchObject({ businessType: expect.objectContaining({ name: 'Marmitaria' }) });
    const entries = await auditOf(type.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'deactivated',
      before: { name: 'Delivery de Marmitas', is_active: true },
      after: { name: 'Marmitaria', is_active: false },
    });
    expect(entries.at(-1)!.summary).toContain('1 loja(s) mantêm o tipo');
    expect((await update(type.id, { ...json(res).data, is_active: true })).statusCode).toBe(200);
    expect(await publicTypes()).toContain('marmitaria');
    expect((await auditOf(type.id)).at(-1)!.action).toBe('activated');
  });

  it('a slug change that would cost products their options is refused, naming them; nothing changes', async () => {
    const type = json(await get('pizzaria')).data;
    const bella = await storeIdOf('pizzaria-bella-napoli');
    const [{ version }] = (await db.handle.query<{ version: number }>('SELECT catalog_version AS version FROM stores WHERE id = $1', [bella])) as [{ version: number }];
    const res = await update(type.id, { name: 'Pizzaria', slug: 'pizzaria-artesanal', icon: 'local_pizza', description: null, is_active: true });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.slug[0]).toMatch(/^Com o novo identificador, \d+ produto\(s\) de lojas deste tipo perderiam opções \(.+\)/);
    expect(json(await get('pizzaria')).data.slug).toBe('pizzaria');
    expect((await db.handle.query('SELECT catalog_version AS version FROM stores WHERE id = $1', [bella]))[0]).toEqual({ version });
  });

  it('an allowed slug change bumps the catalog of the type’s stores and says so in the audit', async () => {
    const type = json(await get('creperia')).data;
    // A store of the new type without products with options: nothing to lose.
    const store = await storeIdOf('nova-loja');
    await db.handle.query('UPDATE stores SET business_type_id = $1 WHERE id = $2', [type.id, store]);
    const [{ version }] = (await db.handle.query<{ version: number }>('SELECT catalog_version AS version FROM stores WHERE id = $1', [store])) as [{ version: number }];
    const res = await update(type.id, { ...CREPERIA, slug: 'crepes' });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ slug: 'crepes', stores_count: 1 });
    const [after] = await db.handle.query<{ version: number }>('SELECT catalog_version AS version FROM stores WHERE id = $1', [store]);
    expect(after!.version).toBeGreaterThan(version);
    const entry = (await auditOf(type.id)).at(-1)!;
    expect(entry.summary).toContain('identificador alterado de "creperia" para "crepes"');
    expect(entry).toMatchObject({ action: 'updated', before: { slug: 'creperia' }, after: { slug: 'crepes', slug_changed: true, stores_republished: 1 } });
    expectErrors(await update(type.id, { ...CREPERIA, slug: 'pizzaria' }), { slug: [M.slugTaken] });
  });
});

describe('productsLosingOptions (shared/domain)', () => {
  const pizza = (options: Record<string, unknown>, own: string | null = null): TypeChangeProduct => ({ id: 1, name: 'Pizza', business_type_slug: own, options });
  const SIZES = { sizes: [{ name: 'Broto', price: 30 }, { name: 'Grande', price: 50 }] };

  it('a product with its own type keeps its options whatever the store becomes', () => {
    expect(productsLosingOptions([pizza({ ...SIZES, toppings: [{ name: 'Calabresa', price: 0 }] }, 'pizzaria')], 'lanchonete', 'pizzaria')).toEqual([]);
  });

  it('a product following the store keeps what the target type has under the same key and kind, loses the rest', () => {
    // Sizes are sizes in a lanchonete too.
    expect(productsLosingOptions([pizza(SIZES)], 'lanchonete', 'pizzaria')).toEqual([]);
    expect(productsLosingOptions([pizza({ ...SIZES, toppings: [{ name: 'Calabresa', price: 0 }], edges: [{ name: 'Catupiry', price: 8 }] })], 'lanchonete', 'pizzaria')).toEqual([
      { id: 1, name: 'Pizza', lost: ['Sabor/Cobertura', 'Borda'] },
    ]);
    // Fields: is_vegan exists in an açaiteria, gluten_free does not (it says is_gluten_free).
    expect(productsLosingOptions([pizza({ is_vegan: true })], 'acaiteria', 'pizzaria')).toEqual([]);
    expect(productsLosingOptions([pizza({ gluten_free: true })], 'acaiteria', 'pizzaria')).toEqual([{ id: 1, name: 'Pizza', lost: ['Sem glúten'] }]);
    // Defaults are no options: nothing to lose.
    expect(productsLosingOptions([pizza({}), pizza({ allow_half_half: true, max_toppings: 2 })], 'bar', 'pizzaria')).toEqual([]);
    // The same type: nothing changes.
    expect(productsLosingOptions([pizza({ toppings: [{ name: 'Calabresa', price: 0 }] })], 'pizzaria', 'pizzaria')).toEqual([]);
  });

  it('a type the domain does not describe keeps nothing; without the store’s type the stored normalisation says it', () => {
    expect(productsLosingOptions([pizza(SIZES)], 'creperia', 'pizzaria')).toEqual([{ id: 1, name: 'Pizza', lost: ['Tamanho'] }]);
    const raw = { ...SIZES, edges: [{ name: 'Catupiry', price: 8 }] };
    const normalized = normalizeProductOptions('pizzaria', raw);
    expect(productsLosingOptions([{ ...pizza(raw), normalized_options: normalized }], 'lanchonete')).toEqual([
      { id: 1, name: 'Pizza', lost: ['Borda'] },
    ]);
    // Neither known: the raw keys with a value that the target does not describe.
    expect(productsLosingOptions([pizza({ ...SIZES, recheio_especial: 'Nutella', vazio: [] })], 'lanchonete', 'creperia')).toEqual([{ id: 1, name: 'Pizza', lost: ['recheio_especial'] }]);
  });
});

describe('checkStoreTypeChange (for the admin stores module)', () => {
  it('lists the store’s products that would lose options; the same type or a compatible catalog is allowed', async () => {
    const bella = await storeIdOf('pizzaria-bella-napoli');
    const check = await checkStoreTypeChange(app.db, bella, 'lanchonete');
    expect(check.allowed).toBe(false);
    expect(check).toMatchObject({ from: 'pizzaria', to: 'lanchonete' });
    const [{ n }] = (await db.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE store_id = $1', [bella])) as [{ n: number }];
    expect(check.products.length).toBeGreaterThan(0);
    expect(check.products.length).toBeLessThanOrEqual(n);
    expect(check.products[0]).toEqual({ id: expect.any(Number), name: expect.any(String), lost: expect.arrayContaining(['Sabor/Cobertura']) });
    expect(await checkStoreTypeChange(app.db, bella, 'pizzaria')).toEqual({ allowed: true, from: 'pizzaria', to: 'pizzaria', products: [] });

    // Products that carry their own type do not block the move.
    await db.handle.query("UPDATE products SET business_type_slug = 'pizzaria' WHERE store_id = $1", [bella]);
    try {
      expect(await checkStoreTypeChange(app.db, bella, 'lanchonete')).toEqual({ allowed: true, from: 'pizzaria', to: 'lanchonete', products: [] });
    } finally {
      await db.handle.query('UPDATE products SET business_type_slug = NULL WHERE store_id = $1', [bella]);
    }
    // A store without products may take any type.
    expect((await checkStoreTypeChange(app.db, await storeIdOf('bella-napoli-centro'), 'bar')).allowed).toBe(true);
  });

  it('an unknown store is a 404; an unknown type a 422 on business_type_slug', async () => {
    await expect(checkStoreTypeChange(app.db, 999_999, 'bar')).rejects.toMatchObject({ statusCode: 404 });
    const error = await checkStoreTypeChange(app.db, await storeIdOf('burger-house'), 'nao-existe').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 422, errors: { business_type_slug: [M.typeInvalid] } });
  });
});
