import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let dataDir: string;
let owner: string;
const BELLA = 'pizzaria-bella-napoli';

beforeAll(async () => {
  db = await openTestDb();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-images-'));
  app = await buildTestApp(db.handle, { dataDir });
  owner = await loginAs(app, 'dono@bellanapoli.com.br');
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 30 } } })
    .toFormat(format)
    .toBuffer();

const upload = (body: Buffer, kind: string, options: { token?: string | null; contentType?: string; store?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/stores/${options.store ?? BELLA}/images?kind=${kind}`,
    headers: { ...(options.token === null ? {} : bearer(options.token ?? owner)), 'content-type': options.contentType ?? 'image/png' },
    payload: body,
  });

/** A real 1×1 PNG whose header (IHDR, with its CRC) is rewritten to claim `width`×`height`. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(1, 1));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function servedSize(url: string): Promise<{ width?: number; height?: number; format: string }> {
  const res = await app.inject({ url });
  expect(res.statusCode).toBe(200);
  const meta = await sharp(res.rawPayload).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

describe('POST /api/stores/:storeId/images', () => {
  it('a product photo becomes WebP at 400×300 and 800×600, served under /storage/ with content-hashed names', async () => {
    const res = await upload(await picture(1600, 1000, 'jpeg'), 'product', { contentType: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(Object.keys(body.variants).sort()).toEqual(['400', '800']);
    expect(body.url).toBe(body.variants['800']);
    expect(body.url).toMatch(/^\/storage\/uploads\/\d+\/product-[0-9a-f]{20}-800\.webp$/);
    expect(await servedSize(body.variants['400'])).toEqual({ width: 400, height: 300, format: 'webp' });
    expect(await servedSize(body.url)).toEqual({ width: 800, height: 600, format: 'webp' });
  });

  it('the same image uploaded twice gets the same URL; another image another one', async () => {
    const first = json(await upload(await picture(300, 300), 'logo'));
    const again = json(await upload(await picture(300, 300), 'logo'));
    const other = json(await upload(await picture(310, 300), 'logo'));
    expect(again.url).toBe(first.url);
    expect(other.url).not.toBe(first.url);
  });

  it('logo: 96 and 192 px squares; cover: 600×200 and 1200×400 (GIF and WebP read too, sent as octet-stream)', async () => {
    const logo = json(await upload(await picture(500, 300, 'gif'), 'logo', { contentType: 'application/octet-stream' }));
    expect(await servedSize(logo.variants['96'])).toEqual({ width: 96, height: 96, format: 'webp' });
    expect(await servedSize(logo.variants['192'])).toEqual({ width: 192, height: 192, format: 'webp' });
    const cover = json(await upload(await picture(2000, 900, 'webp'), 'cover', { contentType: 'image/webp' }));
    expect(await servedSize(cover.variants['600x200'])).toEqual({ width: 600, height: 200, format: 'webp' });
    expect(cover.url).toBe(cover.variants['1200x400']);
  });

  it('the type is read from the bytes: a text file or an SVG named image/png is refused in Portuguese', async () => {
    for (const body of [Buffer.from('isto não é uma imagem'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')]) {
      const res = await upload(body, 'product');
      expect(res.statusCode).toBe(422);
      expect(json(res)).toEqual({ message: 'Envie uma imagem JPG, PNG ou WebP.', errors: { image: ['Envie uma imagem JPG, PNG ou WebP.'] } });
    }
    const png = await picture(100, 100);
    const truncated = await upload(png.subarray(0, Math.floor(png.length / 2)), 'product');
    expect(truncated.statusCode).toBe(422);
  });

  it('a decompression bomb (a PNG header claiming 50,000×50,000 pixels) is refused before decoding', async () => {
    const res = await upload(await pngClaiming(50_000, 50_000), 'product');
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.image).toEqual(['A imagem tem pixels demais. Envie uma imagem de até 25 megapixels.']);
  });

  it('more than 8 MB is a 413 in Portuguese', async () => {
    const res = await upload(Buffer.alloc(8 * 1024 * 1024 + 1, 1), 'product');
    expect(res.statusCode).toBe(413);
    expect(json(res).message).toBe('A imagem deve ter no máximo 8 MB.');
  });

  it('an unknown or missing kind and an empty body are 422s naming the field', async () => {
    expect(json(await upload(await picture(10, 10), 'banner')).errors).toEqual({ kind: ['Escolha o tipo de imagem: logo, capa ou produto.'] });
    const empty = await app.inject({ method: 'POST', url: `/api/stores/${BELLA}/images?kind=product`, headers: { ...bearer(owner), 'content-type': 'image/png' } });
    expect(empty.statusCode).toBe(422);
  });

  it('who may upload: the attendant nothing, the rival owner nothing, anonymous asked to sign in', async () => {
    const png = await picture(50, 50);
    expect((await upload(png, 'product', { token: await loginAs(app, 'atendente@bellanapoli.com.br') })).statusCode).toBe(403);
    expect((await upload(png, 'logo', { token: await loginAs(app, 'dono@burgerhouse.com.br') })).statusCode).toBe(403);
    expect((await upload(png, 'logo', { token: null })).statusCode).toBe(401);
    expect((await upload(png, 'logo', { token: await loginAs(app, 'gerente@bellanapoli.com.br') })).statusCode).toBe(201);
  });
});
