import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, { sessions: { idleDays: 30, absoluteDays: 90 } });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

type TokenRow = { id: number; user_agent: string | null; ip: string | null; created_at: string; last_used_at: string | null; expires_at: string; session_started_at: string };

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Comanda-test';

async function login(ip = '10.1.2.3'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'cliente@comanda.app', password: 'Comanda@123' },
    headers: { 'user-agent': UA },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return json(res).token as string;
}

const idOf = (token: string) => Number(token.split('|')[0]);
const row = async (id: number) => (await db.handle.query<TokenRow>('SELECT * FROM personal_access_tokens WHERE id = $1', [id]))[0];
const me = (token: string) => app.inject({ url: '/api/me', headers: bearer(token) });

describe('sessions (personal access tokens)', () => {
  it('records what a user needs to recognise a session: user agent, IP, start, last use, absolute expiry', async () => {
    const token = await login('10.9.8.7');
    const stored = (await row(idOf(token)))!;
    expect(stored.user_agent).toBe(UA);
    expect(stored.ip).toBe('10.9.8.7');
    expect(stored.session_started_at).toBeTruthy();
    const days = (new Date(stored.expires_at).getTime() - new Date(stored.session_started_at).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    expect((await me(token)).statusCode).toBe(200);
    expect((await row(idOf(token)))!.last_used_at).toBeTruthy();
  });

  it('a session idle for longer than the idle lifetime is refused (401) and deleted', async () => {
    const token = await login();
    await db.handle.query("UPDATE personal_access_tokens SET last_used_at = now() - interval '31 days', created_at = now() - interval '40 days' WHERE id = $1", [idOf(token)]);
    expect((await me(token)).statusCode).toBe(401);
    expect(await row(idOf(token))).toBeUndefined();
  });

  it('a session used within the idle lifetime stays valid', async () => {
    const token = await login();
    await db.handle.query("UPDATE personal_access_tokens SET last_used_at = now() - interval '29 days', created_at = now() - interval '60 days' WHERE id = $1", [idOf(token)]);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('a session past its absolute lifetime is refused and deleted, however recently used', async () => {
    const token = await login();
    await db.handle.query("UPDATE personal_access_tokens SET expires_at = now() - interval '1 second', last_used_at = now() WHERE id = $1", [idOf(token)]);
    expect((await me(token)).statusCode).toBe(401);
    expect(await row(idOf(token))).toBeUndefined();
  });

  it('refresh rotates the token but keeps the session start and its absolute limit', async () => {
    const token = await login();
    const before = (await row(idOf(token)))!;
    const res = await app.inject({ method: 'POST', url: '/api/refresh', headers: { ...bearer(token), 'user-agent': UA } });
    expect(res.statusCode).toBe(200);
    const fresh = json(res).token as string;
    const after = (await row(idOf(fresh)))!;
    expect(new Date(after.expires_at).getTime()).toBe(new Date(before.expires_at).getTime());
    expect(new Date(after.session_started_at).getTime()).toBe(new Date(before.session_started_at).getTime());
    expect(after.user_agent).toBe(UA);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('a new login clears the user’s expired sessions', async () => {
    const old = await login();
    await db.handle.query("UPDATE personal_access_tokens SET expires_at = now() - interval '1 day' WHERE id = $1", [idOf(old)]);
    await login();
    expect(await row(idOf(old))).toBeUndefined();
  });

  it('lifetimes are configurable (SESSION_IDLE_DAYS, SESSION_ABSOLUTE_DAYS) with 30 / 90 days by default', () => {
    expect(loadConfig({}).sessions).toEqual({ idleDays: 30, absoluteDays: 90 });
    expect(loadConfig({ SESSION_IDLE_DAYS: '7', SESSION_ABSOLUTE_DAYS: '30' }).sessions).toEqual({ idleDays: 7, absoluteDays: 30 });
  });
});
