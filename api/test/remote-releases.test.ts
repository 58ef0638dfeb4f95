// /admin/remotes: each remote's active version, the kept ones and the load errors browsers report; activate, roll back
// (each switch in the admin audit log).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTE_LOAD_ERRORS_URL, REMOTE_NAMES, remoteManifestUrl } from '@comanda/shared/domain';
import type { ReleaseInfo } from '../src/releases/release-store';
import { LOAD_ERROR_RATE_LIMIT } from '../src/modules/remote-releases/remote-releases.routes';
import { REMOTE_RELEASE_MESSAGES } from '../src/modules/remote-releases/remote-releases.schema';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

const NOW = new Date('2026-11-24T20:00:00-03:00');
const HOUR = 3_600_000;

let db: TestDb;
let app: FastifyInstance;
let admin: string;
let releasesDir: string;
let buildsDir: string;
let builds = 0;

beforeAll(async () => {
  releasesDir = mkdtempSync(path.join(tmpdir(), 'comanda-releases-'));
  buildsDir = mkdtempSync(path.join(tmpdir(), 'comanda-builds-'));
  db = await openTestDb();
  app = await buildTestApp(db.handle, { releasesDir }, undefined, { now: () => NOW });
  admin = await loginAs(app, 'admin@comanda.app');
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(releasesDir, { recursive: true, force: true });
  rmSync(buildsDir, { recursive: true, force: true });
});

/** A remote's build as the publish command takes it: a federation manifest and an entry (a new content each time). */
function publish(remote: (typeof REMOTE_NAMES)[number], builtAt: Date, commit: string | null = 'a1b2c3d4e5f6a7b8c9d0'): ReleaseInfo {
  const dir = path.join(buildsDir, `build-${(builds += 1)}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: remote, build: builds }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${remote} build ${builds} */`);
  return app.releases.add(remote, dir, { commit, builtAt });
}

const report = (payload: unknown, ip = '10.9.0.1', userAgent = 'Mozilla/5.0 (teste)') =>
  app.inject({ method: 'POST', url: REMOTE_LOAD_ERRORS_URL, payload: payload as Record<string, unknown>, remoteAddress: ip, headers: { 'user-agent': userAgent } });
const adminCall = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, token = admin) =>
  app.inject({ method, url: `/api/admin/remotes${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
type AuditRow = { actor_id: number | null; actor_name: string; action: string; entity: string; entity_id: string | null; summary: string; before: unknown; after: unknown };
/** The audit log's entries about remotes, oldest first. */
const remoteAudit = () =>
  db.handle.query<AuditRow>(`SELECT actor_id, actor_name, action, entity, entity_id, summary, before, after FROM admin_audit_log WHERE entity = 'remote' ORDER BY id`);
const rows = () =>
  db.handle.query<{ remote: string; version: string | null; entry: string; message: string; user_agent: string | null }>(
    'SELECT remote, version, entry, message, user_agent FROM remote_load_errors ORDER BY id',
  );

describe('POST /api/remotes/load-errors (the browsers’ beacon)', () => {
  it('stores a report (no sign-in needed): the version read from the entry, the message cut to 500 characters', async () => {
    const entry = '/remotes/mf-admin/20261120-101500-0a1b2c3d/remoteEntry.js';
    const res = await report({ remote: 'mf_admin', entry, message: 'x'.repeat(1500) });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const unversioned = await report({ remote: 'mf_store', entry: 'https://comanda.test/remotes/mf-store/remoteEntry.js', message: 'Loading chunk 12 failed.', extra: 'ignorado' });
    expect(unversioned.statusCode).toBe(204);
    expect(await rows()).toEqual([
      { remote: 'mf_admin', version: '20261120-101500-0a1b2c3d', entry, message: 'x'.repeat(500), user_agent: 'Mozilla/5.0 (teste)' },
      { remote: 'mf_store', version: null, entry: 'https://comanda.test/remotes/mf-store/remoteEntry.js', message: 'Loading chunk 12 failed.', user_agent: 'Mozilla/5.0 (teste)' },
    ]);
  });

  it('takes the text navigator.sendBeacon(url, string) sends (text/plain), checked like any body', async () => {
    const beacon = (text: string) => app.inject({ method: 'POST', url: REMOTE_LOAD_ERRORS_URL, payload: text, headers: { 'content-type': 'text/plain;charset=UTF-8' }, remoteAddress: '10.9.0.2' });
    expect((await beacon(JSON.stringify({ remote: 'mf_pos', entry: '/remotes/mf-pos/remoteEntry.js', message: 'texto puro' }))).statusCode).toBe(204);
    expect((await rows()).at(-1)).toMatchObject({ remote: 'mf_pos', entry: '/remotes/mf-pos/remoteEntry.js', message: 'texto puro' });
    const nul = await beacon(JSON.stringify({ remote: 'mf_pos', entry: '/x', message: 'a\u0000b' }));
    expect(nul.statusCode).toBe(422);
    expect(Object.keys(json(nul).errors)).toEqual(['message']);
    expect((await beacon('não é JSON')).statusCode).toBe(422);
    await db.handle.query(`DELETE FROM remote_load_errors WHERE message = 'texto puro'`);
  });

  it('refuses a bad report with Portuguese messages per field, storing nothing', async () => {
    const before = (await rows()).length;
    const bad = await report({ remote: 'mf_nada', entry: 'e'.repeat(301), message: 'm'.repeat(2001) });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({
      remote: [REMOTE_RELEASE_MESSAGES.remoteInvalid],
      entry: [REMOTE_RELEASE_MESSAGES.entryTooLong],
      message: [REMOTE_RELEASE_MESSAGES.messageTooLong],
    });
    const empty = await report({ remote: 'mf_pos', entry: '  ', message: { texto: 'objeto' } });
    expect(json(empty).errors).toEqual({ entry: [REMOTE_RELEASE_MESSAGES.entryRequired], message: [REMOTE_RELEASE_MESSAGES.messageRequired] });
    const none = await report(undefined);
    expect(none.statusCode).toBe(422);
    expect(Object.keys(json(none).errors).sort()).toEqual(['entry', 'message', 'remote']);
    expect((await rows()).length).toBe(before);
  });

  it('keeps the table bounded: a report deletes its remote’s rows older than 7 days', async () => {
    const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * HOUR).toISOString();
    await db.handle.query(
      `INSERT INTO remote_load_errors (remote, entry, message, created_at) VALUES ('mf_pos', '/velho', 'velho', $1), ('mf_pos', '/recente', 'recente', $2), ('mf_customer', '/outro', 'outro', $1)`,
      [at(8 * 24), at(6 * 24)],
    );
    expect((await report({ remote: 'mf_pos', entry: '/remotes/mf-pos/remoteEntry.js', message: 'falhou' })).statusCode).toBe(204);
    const left = (await rows()).map((r) => `${r.remote} ${r.entry}`);
    expect(left).toContain('mf_pos /recente');
    expect(left).not.toContain('mf_pos /velho');
    // Another remote's old rows wait for a report of theirs.
    expect(left).toContain('mf_customer /outro');
  });

  it('keeps at most 1000 rows per remote: a report deletes the oldest beyond them', async () => {
    await db.handle.query(
      `INSERT INTO remote_load_errors (remote, entry, message, created_at)
       SELECT 'mf_store', '/gerado-' || i, 'gerado', $1::timestamptz - i * interval '1 second' FROM generate_series(1, 1005) AS i`,
      [new Date(NOW.getTime() - HOUR).toISOString()],
    );
    expect((await report({ remote: 'mf_store', entry: '/remotes/mf-store/remoteEntry.js', message: 'mais um' })).statusCode).toBe(204);
    const [kept] = await db.handle.query<{ n: number; oldest: string }>(
      `SELECT count(*)::int AS n, (array_agg(entry ORDER BY created_at))[1] AS oldest FROM remote_load_errors WHERE remote = 'mf_store'`,
    );
    // The newest 1000: the two reports of now and 998 of the generated ones (the oldest seven gone).
    expect(kept).toEqual({ n: 1000, oldest: '/gerado-998' });
    await db.handle.query(`DELETE FROM remote_load_errors WHERE entry LIKE '/gerado-%' OR message = 'mais um'`);
  });

  it('is limited per IP (429 in Portuguese, with Retry-After)', async () => {
    const body = { remote: 'mf_customer', entry: '/remotes/mf-customer/remoteEntry.js', message: 'falhou' };
    for (let i = 0; i < LOAD_ERROR_RATE_LIMIT.max; i += 1) expect((await report(body, '10.9.9.9')).statusCode).toBe(204);
    const blocked = await report(body, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).message).toMatch(/^Muitas solicitações\. Tente novamente em \d+ segundos\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report(body, '10.9.9.10')).statusCode).toBe(204);
    await db.handle.query(`DELETE FROM remote_load_errors WHERE entry = $1`, [body.entry]);
  });
});

describe('/api/admin/remotes', () => {
  let older: ReleaseInfo;
  let newer: ReleaseInfo;
  let actor: { actor_id: number; actor_name: string };
  /** An audit entry of a switch of mf_admin by the platform admin. */
  const switched = (action: string, from: string | null, to: string | null, summary: string) => ({
    ...actor,
    action,
    entity: 'remote',
    entity_id: 'mf_admin',
    summary,
    before: { version: from },
    after: { version: to },
  });

  beforeAll(async () => {
    const [user] = await db.handle.query<{ id: number; name: string }>(`SELECT id, name FROM users WHERE email = 'admin@comanda.app'`);
    actor = { actor_id: user!.id, actor_name: user!.name };
    older = publish('mf_admin', new Date('2026-11-20T13:15:00Z'), 'aaaaaaa1111111');
    newer = publish('mf_admin', new Date('2026-11-22T09:30:00Z'), null);
  });

  it('lists every remote: active version (null = unversioned build), kept releases newest first, load errors of the last 24 h and the latest', async () => {
    await db.handle.query(`INSERT INTO remote_load_errors (remote, entry, message, created_at) VALUES ('mf_admin', '/ontem', 'de ontem', $1)`, [
      new Date(NOW.getTime() - 30 * HOUR).toISOString(),
    ]);
    const res = await adminCall('GET', '');
    expect(res.statusCode).toBe(200);
    const list = json(res).data as { remote: string; folder: string; active: string | null; releases: ReleaseInfo[]; loadErrors: { last24h: number; recent: Record<string, unknown>[] } }[];
    expect(list.map((r) => r.remote)).toEqual(REMOTE_NAMES);
    const mfAdmin = list.find((r) => r.remote === 'mf_admin')!;
    expect(mfAdmin).toMatchObject({ folder: 'mf-admin', active: null });
    expect(mfAdmin.releases.map((r) => r.version)).toEqual([newer.version, older.version]);
    expect(mfAdmin.releases[1]).toEqual({ remote: 'mf_admin', version: older.version, builtAt: '2026-11-20T13:15:00.000Z', commit: 'aaaaaaa1111111', files: 2, bytes: older.bytes });
    // The beacon's row (now) counts; yesterday's is listed but out of the 24 h.
    expect(mfAdmin.loadErrors.last24h).toBe(1);
    expect(mfAdmin.loadErrors.recent).toEqual([
      { version: '20261120-101500-0a1b2c3d', entry: '/remotes/mf-admin/20261120-101500-0a1b2c3d/remoteEntry.js', message: 'x'.repeat(500), userAgent: 'Mozilla/5.0 (teste)', createdAt: NOW.toISOString() },
      { version: null, entry: '/ontem', message: 'de ontem', userAgent: null, createdAt: new Date(NOW.getTime() - 30 * HOUR).toISOString() },
    ]);
    const mfPos = list.find((r) => r.remote === 'mf_pos')!;
    expect(mfPos).toMatchObject({ active: null, releases: [] });
    expect(mfPos.loadErrors.recent.map((e) => e.entry)).toEqual(['/remotes/mf-pos/remoteEntry.js', '/recente']);
    // mf_customer's old row went with the rate-limit test's reports (the rows they added were deleted after it).
    expect(list.find((r) => r.remote === 'mf_customer')!.loadErrors).toEqual({ last24h: 0, recent: [] });
  });

  it('the recent list holds the 10 newest', async () => {
    for (let i = 0; i < 12; i += 1) {
      await db.handle.query(`INSERT INTO remote_load_errors (remote, entry, message, created_at) VALUES ('mf_storefront', $1, 'falhou', $2)`, [
        `/e${i}`,
        new Date(NOW.getTime() - i * HOUR).toISOString(),
      ]);
    }
    const storefront = (json(await adminCall('GET', '')).data as { remote: string; loadErrors: { last24h: number; recent: { entry: string }[] } }[]).find((r) => r.remote === 'mf_storefront')!;
    expect(storefront.loadErrors.last24h).toBe(12);
    expect(storefront.loadErrors.recent.map((e) => e.entry)).toEqual(['/e0', '/e1', '/e2', '/e3', '/e4', '/e5', '/e6', '/e7', '/e8', '/e9']);
  });

  it('activates a kept version: remotes.json points at it and the answer is the updated remote', async () => {
    const res = await adminCall('POST', '/mf_admin/activate', { version: older.version });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ remote: 'mf_admin', folder: 'mf-admin', active: older.version, releases: [{ version: newer.version }, { version: older.version }], loadErrors: { last24h: 1 } });
    expect(app.releases.manifest().mf_admin).toBe(remoteManifestUrl('mf-admin', older.version));
    expect(app.releases.activeVersion('mf_store')).toBeNull();
    expect(json(await adminCall('POST', '/mf_admin/activate', { version: newer.version })).data.active).toBe(newer.version);
    // Who switched which remote from what to what.
    expect(await remoteAudit()).toEqual([
      switched('version_activated', null, older.version, `Remoto mf_admin: versão ${older.version} ativada (antes: build sem versão)`),
      switched('version_activated', older.version, newer.version, `Remoto mf_admin: versão ${newer.version} ativada (antes: versão ${older.version})`),
    ]);
  });

  it('refuses a version that is not kept (422 on version), an unknown remote (404) and a body without version (422), recording nothing', async () => {
    const audited = (await remoteAudit()).length;
    const unknown = await adminCall('POST', '/mf_admin/activate', { version: '20200101-000000-deadbeef' });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors).toEqual({ version: [REMOTE_RELEASE_MESSAGES.versionNotKept] });
    // Another remote's version is not this one's.
    const other = await adminCall('POST', '/mf_store/activate', { version: older.version });
    expect(json(other).errors).toEqual({ version: [REMOTE_RELEASE_MESSAGES.versionNotKept] });
    const traversal = await adminCall('POST', '/mf_admin/activate', { version: '../../etc' });
    expect(json(traversal).errors).toEqual({ version: [REMOTE_RELEASE_MESSAGES.versionNotKept] });
    expect((await adminCall('POST', '/mf_nada/activate', { version: null })).statusCode).toBe(404);
    expect((await adminCall('POST', '/mf_nada/rollback')).statusCode).toBe(404);
    const missing = await adminCall('POST', '/mf_admin/activate', {});
    expect(json(missing).errors).toEqual({ version: [REMOTE_RELEASE_MESSAGES.versionRequired] });
    expect(json(await adminCall('POST', '/mf_admin/activate', { version: '' })).errors).toEqual({ version: [REMOTE_RELEASE_MESSAGES.versionRequired] });
    // The CLI's spelling of the unversioned build is not a version here (the API takes null).
    expect(json(await adminCall('POST', '/mf_admin/activate', { version: 'sem-versao' })).errors).toEqual({ version: [REMOTE_RELEASE_MESSAGES.versionNotKept] });
    expect(app.releases.activeVersion('mf_admin')).toBe(newer.version);
    expect(await remoteAudit()).toHaveLength(audited);
  });

  it('rolls back to the version before the active one, then to the unversioned build; with nothing to undo, 422 (not recorded)', async () => {
    await db.handle.query(`DELETE FROM admin_audit_log WHERE entity = 'remote'`);
    const first = await adminCall('POST', '/mf_admin/rollback');
    expect(first.statusCode).toBe(200);
    expect(json(first).data).toMatchObject({ remote: 'mf_admin', active: older.version });
    expect(json(await adminCall('POST', '/mf_admin/rollback')).data.active).toBeNull();
    expect(app.releases.manifest().mf_admin).toBe(remoteManifestUrl('mf-admin'));
    const nothing = await adminCall('POST', '/mf_admin/rollback');
    expect(nothing.statusCode).toBe(422);
    expect(json(nothing).message).toBe(REMOTE_RELEASE_MESSAGES.nothingToRollBack);
    expect(await remoteAudit()).toEqual([
      switched('rolled_back', newer.version, older.version, `Remoto mf_admin: rollback da versão ${newer.version} para a versão ${older.version}`),
      switched('rolled_back', older.version, null, `Remoto mf_admin: rollback da versão ${older.version} para o build sem versão`),
    ]);
  });

  it('activates the unversioned build (version null, "Usar build sem versão"), recorded with the version it replaced', async () => {
    await adminCall('POST', '/mf_admin/activate', { version: newer.version });
    await db.handle.query(`DELETE FROM admin_audit_log WHERE entity = 'remote'`);
    const res = await adminCall('POST', '/mf_admin/activate', { version: null });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ remote: 'mf_admin', active: null, releases: [{ version: newer.version }, { version: older.version }] });
    expect(app.releases.manifest().mf_admin).toBe(remoteManifestUrl('mf-admin'));
    expect(await remoteAudit()).toEqual([switched('version_activated', newer.version, null, `Remoto mf_admin: build sem versão ativado (antes: versão ${newer.version})`)]);
    // Kept versions stay: the admin can go forward again.
    expect(json(await adminCall('POST', '/mf_admin/activate', { version: older.version })).data.active).toBe(older.version);
    await adminCall('POST', '/mf_admin/activate', { version: null });
  });

  it('is the platform admin’s only: a store owner and a customer get 403, an anonymous caller 401 (nothing switched or recorded)', async () => {
    const audited = (await remoteAudit()).length;
    const owner = await loginAs(app, 'dono@bellanapoli.com.br');
    const customer = await loginAs(app, 'cliente@comanda.app');
    for (const token of [owner, customer]) {
      expect((await adminCall('GET', '', undefined, token)).statusCode).toBe(403);
      expect((await adminCall('POST', '/mf_admin/activate', { version: older.version }, token)).statusCode).toBe(403);
      expect((await adminCall('POST', '/mf_admin/rollback', undefined, token)).statusCode).toBe(403);
      expect((await adminCall('POST', '/mf_admin/activate', { version: null }, token)).statusCode).toBe(403);
    }
    expect((await app.inject({ url: '/api/admin/remotes' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/admin/remotes/mf_admin/activate', payload: { version: older.version } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/admin/remotes/mf_admin/rollback' })).statusCode).toBe(401);
    expect(app.releases.activeVersion('mf_admin')).toBeNull();
    expect(await remoteAudit()).toHaveLength(audited);
  });
});
