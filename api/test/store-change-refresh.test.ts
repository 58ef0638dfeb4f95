import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CATALOG_UPDATED_EVENT, storePublicChannel } from '@comanda/shared/domain';
import type { QueuedEvent } from '../src/outbox/outbox-events';
import { STOREFRONT_SSR_BUNDLE } from '../src/ssr/storefront-ssr';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

// Settings and profile writes reach open storefronts (the event) and the cached public data and server-rendered
// page at once — the writing node drops its own caches before it answers, so the very next read shows
// the write — not when a TTL runs out: the caches here live for a minute.
const SLUG = 'pizzaria-bella-napoli';
const INDEX = '<!doctype html><html lang="pt-BR"><head><title>Comanda</title></head><body><div id="root"></div></body></html>';
// Stands in for the storefront's server bundle: prints the store data it was given.
const FAKE_BUNDLE = `exports.renderStorefront = ({ url, data }) => ({ html: '<main>' + JSON.stringify(data.store.ordersPaused) + '|' + data.store.name + '</main>', styles: '', state: {}, remote: 'mf_storefront' });`;

let db: TestDb;
let app: FastifyInstance;
let root: string;
let owner: string;
let storeId: number;
const queued: QueuedEvent[] = [];
const published: { channel: string; event: string }[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'comanda-store-change-'));
  for (const [rel, content] of [['shell/dist/index.html', INDEX], [STOREFRONT_SSR_BUNDLE, FAKE_BUNDLE]] as const) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), content);
  }
  db = await openTestDb();
  app = await buildTestApp(db.handle, { staticRoot: root, catalogCacheTtlMs: 60_000 });
  const deliver = app.outbox.deliver.bind(app.outbox);
  app.outbox.deliver = async (events) => {
    queued.push(...events);
    return deliver(events);
  };
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
  rmSync(root, { recursive: true, force: true });
});

const publicStore = async () => json(await app.inject({ url: `/api/stores/${SLUG}` })).data;
const ssrPage = async () => (await app.inject({ url: `/loja/${SLUG}`, headers: { accept: 'text/html' } })).body;

const expectAnnounced = () => {
  expect(queued).toContainEqual(expect.objectContaining({ channels: [storePublicChannel(storeId)], event: CATALOG_UPDATED_EVENT, payload: { store_id: storeId } }));
  expect(queued.every((e) => typeof e.id === 'number' && e.id > 0)).toBe(true); // rows of the outbox table
  expect(published).toContainEqual({ channel: storePublicChannel(storeId), event: CATALOG_UPDATED_EVENT });
};

beforeEach(() => {
  queued.length = 0;
  published.length = 0;
});

describe('a settings or profile write reaches open storefronts and the page cache at once', () => {
  it('pause: the catalog.updated event is queued in the outbox, the next store data and SSR page show the pause; resuming too', async () => {
    expect((await publicStore()).ordersPaused).toBeNull();
    expect(await ssrPage()).toContain('<main>null|');

    const paused = await app.inject({ method: 'POST', url: `/api/stores/${SLUG}/settings/pause`, headers: bearer(owner), payload: { mode: 'manual', message: 'cozinha cheia' } });
    expect(paused.statusCode).toBe(200);
    expectAnnounced();
    expect((await publicStore()).ordersPaused).toMatchObject({ message: 'cozinha cheia' });
    expect(await ssrPage()).toContain('cozinha cheia');

    queued.length = 0;
    expect((await app.inject({ method: 'DELETE', url: `/api/stores/${SLUG}/settings/pause`, headers: bearer(owner) })).statusCode).toBe(200);
    expectAnnounced();
    expect((await publicStore()).ordersPaused).toBeNull();
    expect(await ssrPage()).toContain('<main>null|');
  });

  it('settings: a changed minimum order is announced and served by the next store request', async () => {
    const settingsUrl = `/api/stores/${SLUG}/settings`;
    const { status: _status, pause: _pause, ...current } = json(await app.inject({ url: settingsUrl, headers: bearer(owner) })).data;
    const res = await app.inject({ method: 'PUT', url: settingsUrl, headers: bearer(owner), payload: { ...current, minOrderValue: 77 } });
    expect(res.statusCode).toBe(200);
    expectAnnounced();
    const store = await publicStore();
    expect(JSON.stringify(store)).toMatch(/77/);
  });

  it('profile: a new name is announced and shown by the next store data and SSR page', async () => {
    const profileUrl = `/api/stores/${SLUG}/profile`;
    const profile = json(await app.inject({ url: profileUrl, headers: bearer(owner) })).data;
    const res = await app.inject({ method: 'PUT', url: profileUrl, headers: bearer(owner), payload: { ...profile, name: 'Bella Napoli Renovada', textColor: '#222222', backgroundColor: '#ffffff', primaryColor: '#ffcc00' } });
    expect(res.statusCode).toBe(200);
    expectAnnounced();
    expect((await publicStore()).name).toBe('Bella Napoli Renovada');
    expect(await ssrPage()).toContain('|Bella Napoli Renovada</main>');
  });

  it('branch: an edit and a deactivation are announced on the branch’s own channel, and its public data follows', async () => {
    const branchSlug = 'bella-napoli-moema';
    const branchId = json(await app.inject({ url: `/api/stores/${branchSlug}` })).data.id as number;
    const branchUrl = `/api/stores/${SLUG}/branches/${branchId}`;
    const branch = json(await app.inject({ url: branchUrl, headers: bearer(owner) })).data;
    const { id: _id, is_active: _active, ...fields } = branch;
    expect((await app.inject({ method: 'PUT', url: branchUrl, headers: bearer(owner), payload: { ...fields, name: 'Bella Napoli - Moema Nova' } })).statusCode).toBe(200);
    expect(queued).toContainEqual(expect.objectContaining({ channels: [storePublicChannel(branchId)], event: CATALOG_UPDATED_EVENT }));
    expect(published).toContainEqual({ channel: storePublicChannel(branchId), event: CATALOG_UPDATED_EVENT });
    const branchStore = () => app.inject({ url: `/api/stores/${branchSlug}` }).then(json);
    expect((await branchStore()).data.name).toBe('Bella Napoli - Moema Nova');

    queued.length = 0;
    published.length = 0;
    expect((await app.inject({ method: 'PATCH', url: `${branchUrl}/active`, headers: bearer(owner), payload: { is_active: false } })).statusCode).toBe(200);
    expect(published).toContainEqual({ channel: storePublicChannel(branchId), event: CATALOG_UPDATED_EVENT });
    const check = () => app.inject({ url: `/api/stores/${branchSlug}/check` }).then(json);
    expect(await check()).toMatchObject({ is_branch: true, is_active: false });
  });
});

