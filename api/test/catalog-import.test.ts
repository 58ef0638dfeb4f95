import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { CATALOG_UPDATED_EVENT, storePublicChannel } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let owner: string;
const STORE = 'burger-house';
const published: { channel: string; event: string }[] = [];

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
  const toChannel = app.broadcaster.toChannel.bind(app.broadcaster);
  app.broadcaster.toChannel = async (channel, event, data) => {
    published.push({ channel, event });
    return toChannel(channel, event, data);
  };
  owner = await loginAs(app, 'dono@burgerhouse.com.br');
}, 240_000);
afterAll(async () => {
  await app.close();
  await db.close();
});

const importFile = (body: string | Buffer, query = '', contentType = 'text/csv') =>
  app.inject({ method: 'POST', url: `/api/stores/${STORE}/catalog/import${query}`, headers: { ...bearer(owner), 'content-type': contentType }, payload: body });
const exportAs = async (format: 'csv' | 'xlsx') => (await app.inject({ url: `/api/stores/${STORE}/catalog/export?format=${format}`, headers: bearer(owner) })).rawPayload;
const storeIdOf = async () => Number((await db.handle.query<{ id: number }>("SELECT id FROM stores WHERE slug = 'burger-house'"))[0]!.id);
/** The options of a seeded product of another store (so of its type), with options. */
const optionsFrom = async (slug: string) =>
  (await db.handle.query<{ o: Record<string, unknown> }>("SELECT p.business_type_options AS o FROM products p JOIN stores s ON s.id = p.store_id WHERE s.slug = $1 AND p.business_type_options <> '{}'::jsonb ORDER BY p.id LIMIT 1", [slug]))[0]!.o;
/** The store's catalog as the database holds it: what a round trip must leave as it is. */
const snapshot = async () => ({
  categories: await db.handle.query("SELECT id, name, sort_order FROM categories WHERE store_id = (SELECT id FROM stores WHERE slug = 'burger-house') ORDER BY id"),
  products: await db.handle.query(
    "SELECT id, category_id, name, description, price_cents, promo_price_cents, is_active, business_type_slug, business_type_options FROM products WHERE store_id = (SELECT id FROM stores WHERE slug = 'burger-house') ORDER BY id",
  ),
});
const productCount = async () => Number((await db.handle.query<{ n: number }>("SELECT count(*)::int AS n FROM products p JOIN stores s ON s.id = p.store_id WHERE s.slug = 'burger-house'"))[0]!.n);

describe('catalog export and import', () => {
  it('exports CSV (";", prices "29,90") and XLSX with the same rows', async () => {
    const csv = await app.inject({ url: `/api/stores/${STORE}/catalog/export?format=csv`, headers: bearer(owner) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('cardapio-burger-house.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('categoria;produto;descrição;preço;preço promocional;ativo;tipo de negócio;opções');
    expect(lines).toHaveLength((await productCount()) + 1);
    expect(lines[1]).toMatch(/;\d+,\d{2};/);

    const xlsx = await app.inject({ url: `/api/stores/${STORE}/catalog/export?format=xlsx`, headers: bearer(owner) });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(lines.length);
  });

  it('a dry run says what would be created and updated and writes nothing', async () => {
    const before = await productCount();
    const res = await importFile('categoria;produto;preço\nBurgers Clássicos;Classic Burger;31,90\nSobremesas;Petit Gâteau;19,90\n', '?dry_run=1');
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ dryRun: true, created: 1, updated: 1, categoriesCreated: ['Sobremesas'], errors: [] });
    expect(await productCount()).toBe(before);
  });

  it('row-level errors in Portuguese; with any error nothing is imported', async () => {
    const before = await productCount();
    const csv = 'categoria;produto;preço;ativo\nSobremesas;Brownie;15,00;sim\nSobremesas;Sorvete;grátis;sim\nSobremesas;;9;sim\n';
    const dry = json(await importFile(csv, '?dry_run=1')).data;
    expect(dry.errors.map((e: { message: string }) => e.message)).toEqual(['Linha 3: preço inválido', 'Linha 4: produto em branco']);
    const real = await importFile(csv);
    expect(real.statusCode).toBe(422);
    expect(json(real).errors.file).toEqual(['Linha 3: preço inválido', 'Linha 4: produto em branco']);
    expect(await productCount()).toBe(before);
  });

  it('imports an XLSX in one transaction: products matched by name in their category are updated, others created, and it is logged', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Cardápio');
    sheet.addRow(['Categoria', 'Produto', 'Descrição', 'Preço', 'Preço promocional', 'Ativo', 'Opções']);
    sheet.addRow(['Sobremesas', 'Petit Gâteau', 'Com sorvete', 19.9, '', 'sim', '']);
    sheet.addRow(['burgers clássicos', 'classic burger', '', '33,50', '', 'sim', '']);
    sheet.addRow(['Sobremesas', 'Milk-shake', '', '18', '', 'não', '{"adicionais":[{"name":"Calda extra","price":3}]}']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const before = await productCount();
    const res = await importFile(file, '', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ dryRun: false, created: 2, updated: 1, categoriesCreated: ['Sobremesas'] });
    expect(await productCount()).toBe(before + 2);
    const [classic] = await db.handle.query<{ price_cents: number }>("SELECT price_cents FROM products WHERE lower(name) = 'classic burger' AND store_id = (SELECT id FROM stores WHERE slug = 'burger-house')");
    expect(classic!.price_cents).toBe(3350);
    const [shake] = await db.handle.query<{ is_active: boolean; business_type_options: unknown }>("SELECT is_active, business_type_options FROM products WHERE name = 'Milk-shake'");
    // Stored as any product write stores them: validated and canonical for the store's type (a burger house here).
    expect(shake!.is_active).toBe(false);
    expect(shake!.business_type_options).toMatchObject({ adicionais: [{ name: 'Calda extra', price: 3 }] });
    const [log] = await db.handle.query<{ summary: string }>("SELECT summary FROM activity_log WHERE entity = 'catalog_import' ORDER BY id DESC LIMIT 1");
    expect(log!.summary).toBe('Cardápio importado: 2 produtos criados, 1 atualizados');
  });

  it('an unreadable file, bad options JSON and the attendant are refused', async () => {
    expect(json(await importFile(Buffer.from('PK\u0003\u0004lixo'), '', 'application/octet-stream')).errors.file).toEqual(['Não foi possível ler a planilha. Envie um arquivo CSV ou XLSX.']);
    expect(json(await importFile('categoria;produto;preço;opções\nX;Y;1;{nao json\n', '?dry_run=1')).data.errors[0].message).toBe('Linha 2: opções não são um JSON válido');
    const attendant = await loginAs(app, 'atendente@burgerhouse.com.br');
    expect((await app.inject({ url: `/api/stores/${STORE}/catalog/export`, headers: bearer(attendant) })).statusCode).toBe(403);
  });

  it('matches categories and products in the database ignoring accents and case, as within the file', async () => {
    const res = await importFile('categoria;produto;preço\nBURGERS CLASSICOS;Clássic Búrger;33,50\n', '?dry_run=1');
    expect(json(res).data).toMatchObject({ created: 0, updated: 1, categoriesCreated: [], errors: [] });
  });

  it('a business type column: options are checked against the row type; an unknown type is a row error', async () => {
    const options = JSON.stringify(await optionsFrom('pizzaria-bella-napoli')).replace(/"/g, '""');
    const csv = `categoria;produto;preço;tipo de negócio;opções\nPizzas;Pizza da casa;49,90;pizzaria;"${options}"\nPizzas;Pizza sem tipo;49,90;;"${options}"\nSushi;Temaki;30;sushi;\n`;
    const errors = json(await importFile(csv, '?dry_run=1')).data.errors.map((e: { message: string }) => e.message);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^Linha 3: opções: /); // checked as a burger house's (the store's type)
    expect(errors[1]).toMatch(/^Linha 4: tipo de negócio desconhecido: "sushi"/);
  });

  it('a mixed store (products of other types, some without a category) exported and imported back changes nothing', async () => {
    const storeId = await storeIdOf();
    const create = async (body: Record<string, unknown>) => {
      const res = await app.inject({ method: 'POST', url: `/api/stores/${storeId}/catalog/products`, headers: bearer(owner), payload: { is_active: true, ...body } });
      expect(res.statusCode).toBe(201);
    };
    await create({ name: 'Pizza Calabresa', price: 49.9, business_type_slug: 'pizzaria', business_type_options: await optionsFrom('pizzaria-bella-napoli') });
    await create({ name: 'Açaí 500 ml', price: 22, promo_price: 19.9, business_type_slug: 'acaiteria', business_type_options: await optionsFrom('acai-da-praia') });
    await create({ name: 'Água sem gás', price: 4.5, category_id: null });
    await create({ name: '=HYPERLINK("http://x.example","clique")', description: '-sem açúcar; "gelado"', price: 9, category_id: null });
    const before = await snapshot();

    const csv = await exportAs('csv');
    const text = csv.toString('utf8');
    expect(text).toContain(';pizzaria;');
    expect(text).toContain(';acaiteria;');
    expect(text).not.toContain('Sem categoria');
    // Formula injection defused as the customers export does it (a leading apostrophe).
    expect(text).toContain(`\r\n;"'=HYPERLINK(""http://x.example"",""clique"")";"'-sem açúcar; ""gelado""";9,00;`);

    const dry = json(await importFile(csv, '?dry_run=1')).data;
    expect(dry).toMatchObject({ created: 0, categoriesCreated: [], errors: [] });
    expect(dry.updated).toBe(before.products.length);

    published.length = 0;
    const res = await importFile(csv);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ created: 0, updated: before.products.length, categoriesCreated: [] });
    expect(await snapshot()).toEqual(before);
    // Open storefronts are told to refetch once the import has committed.
    expect(published).toContainEqual({ channel: storePublicChannel(storeId), event: CATALOG_UPDATED_EVENT });

    // The XLSX round trip too.
    expect((await importFile(await exportAs('xlsx'), '', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('a dry run and a refused import announce nothing', async () => {
    published.length = 0;
    expect((await importFile('categoria;produto;preço\nBurgers Clássicos;Classic Burger;31,90\n', '?dry_run=1')).statusCode).toBe(200);
    expect((await importFile('categoria;produto;preço\nBurgers Clássicos;Classic Burger;grátis\n')).statusCode).toBe(422);
    expect(published).toEqual([]);
  });

  it('reads a Brazilian CSV with exceljs: BOM, ";", decimal comma, quoted newlines and separators; "," files too', async () => {
    const semicolon = '\uFEFFcategoria;produto;descrição;preço\r\nLanches;"Misto; quente";"pão\nqueijo";12,50\r\n';
    expect(json(await importFile(semicolon, '?dry_run=1')).data).toMatchObject({ rows: [{ line: 2, category: 'Lanches', product: 'Misto; quente' }], errors: [] });
    const comma = 'categoria,produto,preço\nLanches,007,"12,50"\n';
    expect(json(await importFile(comma, '?dry_run=1')).data).toMatchObject({ rows: [{ line: 2, product: '007' }], errors: [] });
    expect(json(await importFile('categoria;produto;preço\nX;"sem fim;1\n', '?dry_run=1')).errors.file).toEqual(['Não foi possível ler a planilha. Envie um arquivo CSV ou XLSX.']);
  });
});
