import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { imageVariantUrls, responsiveImage } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let dataDir: string;
let owner: string;
const BELLA = 'pizzaria-bella-napoli';

beforeAll(async () => {
  db = await openTestDb();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-cover-'));
  app = await buildTestApp(db.handle, { dataDir });
  owner = await loginAs(app, 'dono@bellanapoli.com.br');
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

async function upload(kind: 'logo' | 'cover', body: Buffer): Promise<{ url: string; variants: Record<string, string> }> {
  const res = await app.inject({ method: 'POST', url: `/api/stores/${BELLA}/images?kind=${kind}`, headers: { ...bearer(owner), 'content-type': 'image/png' }, payload: body });
  expect(res.statusCode).toBe(201);
  return json(res);
}

const publicStore = async () => json(await app.inject({ url: `/api/stores/${BELLA}` })).data;

describe('GET /api/stores/:slug: the cover', () => {
  it('is null before any cover is set', async () => {
    const store = await publicStore();
    expect(store).toHaveProperty('cover', null);
  });

  it('after a profile upload: the public store has the cover; its sizes derived by the shared helper are the ones the upload wrote', async () => {
    const cover = await upload('cover', await picture(1800, 700));
    const logo = await upload('logo', await picture(400, 400));
    const profile = json(await app.inject({ url: `/api/stores/${BELLA}/profile`, headers: bearer(owner) })).data;
    const saved = await app.inject({ method: 'PUT', url: `/api/stores/${BELLA}/profile`, headers: bearer(owner), payload: { ...profile, cover: cover.url, logo: logo.url } });
    expect(saved.statusCode).toBe(200);

    const store = await publicStore();
    expect(store.cover).toBe(cover.url);
    expect(store.logo).toBe(logo.url);
    // API, server render and browser agree: the helper finds exactly the files the upload answered.
    expect(imageVariantUrls(store.cover, 'cover')).toEqual(cover.variants);
    expect(imageVariantUrls(store.logo, 'logo')).toEqual(logo.variants);
    expect(responsiveImage(store.cover, 'cover').srcSet).toBe(`${cover.variants['600x200']} 600w, ${cover.variants['1200x400']} 1200w`);
    for (const url of [...Object.values(cover.variants), ...Object.values(logo.variants)]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/image\/webp/);
    }
  });

  it('removing the cover: null again (the banner falls back to the colours)', async () => {
    const profile = json(await app.inject({ url: `/api/stores/${BELLA}/profile`, headers: bearer(owner) })).data;
    const saved = await app.inject({ method: 'PUT', url: `/api/stores/${BELLA}/profile`, headers: bearer(owner), payload: { ...profile, cover: null } });
    expect(saved.statusCode).toBe(200);
    expect((await publicStore()).cover).toBeNull();
  });
});
