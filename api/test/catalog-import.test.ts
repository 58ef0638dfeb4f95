import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let owner: string;
const STORE = 'burger-house';

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
  owner = await loginAs(app, 'dono@burgerhouse.com.br');
}, 240_000);
afterAll(async () => {
  await app.close();
  await db.close();
});

const importFile = (body: string | Buffer, query = '', contentType = 'text/csv') =>
  app.inject({ method: 'POST', url: `/api/stores/${STORE}/catalog/import${query}`, headers: { ...bearer(owner), 'content-type': contentType }, payload: body });
const productCount = async () => Number((await db.handle.query<{ n: number }>("SELECT count(*)::int AS n FROM products p JOIN stores s ON s.id = p.store_id WHERE s.slug = 'burger-house'"))[0]!.n);

describe('catalog export and import', () => {
  it('exports CSV (";", prices "29,90") and XLSX with the same rows', async () => {
    const csv = await app.inject({ url: `/api/stores/${STORE}/catalog/export?format=csv`, headers: bearer(owner) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('cardapio-burger-house.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('categoria;produto;descrição;preço;preço promocional;ativo;opções');
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
    const csv = 'categoria;produto;preço;ativo\nSobremesas;Brownie;15,00;sim\nSobremesas;Sorvete;grátis;sim\n;Pudim;9;sim\n';
    const dry = json(await importFile(csv, '?dry_run=1')).data;
    expect(dry.errors.map((e: { message: string }) => e.message)).toEqual(['Linha 3: preço inválido', 'Linha 4: categoria em branco']);
    const real = await importFile(csv);
    expect(real.statusCode).toBe(422);
    expect(json(real).errors.file).toEqual(['Linha 3: preço inválido', 'Linha 4: categoria em branco']);
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
});
