import type { FastifyInstance } from 'fastify';
import { startSmtpTestServer, type SmtpTestServer } from '../test-support/smtp-test-server';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let smtp: SmtpTestServer;
let clock: Date;
let owner: string;
let manager: string;
let moemaId: number;
const SLUG = 'pizzaria-bella-napoli';
const base = `/api/stores/${SLUG}/employees`;

beforeAll(async () => {
  db = await openTestDb();
  smtp = await startSmtpTestServer();
  clock = new Date('2026-11-24T20:00:00-03:00');
  app = await buildTestApp(db.handle, { smtpUrl: smtp.url }, undefined, { now: () => clock });
  owner = await loginAs(app, 'dono@bellanapoli.com.br');
  manager = await loginAs(app, 'gerente@bellanapoli.com.br');
  moemaId = json(await app.inject({ url: '/api/stores/bella-napoli-moema' })).data.id;
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await db.close();
});

const invite = (payload: Record<string, unknown>, token = owner) => app.inject({ method: 'POST', url: base, headers: bearer(token), payload });
const list = async (token = owner) => json(await app.inject({ url: base, headers: bearer(token) }));

/** Sends the queued mails and returns the invitation token of the newest mail to `email`. */
async function invitationTokenFor(email: string): Promise<string> {
  await app.jobs.runDue();
  const mail = smtp.lastTo(email);
  const link = /(http:\/\/comanda\.test\/convite\/\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`no invitation mail to ${email}: ${JSON.stringify(smtp.messages.map((m) => m.to))}`);
  return decodeURIComponent(link.split('/convite/')[1]!);
}

describe('employees', () => {
  it('lists the team with role, branch, active flag and last access', async () => {
    const body = await list();
    const byEmail = Object.fromEntries(body.data.map((e: { email: string }) => [e.email, e]));
    expect(byEmail['dono@bellanapoli.com.br']).toMatchObject({ role: 'store_owner', active: true, branch: null });
    expect(byEmail['gerente@bellanapoli.com.br']).toMatchObject({ role: 'store_admin', active: true });
    expect(byEmail['gerente@bellanapoli.com.br'].last_access_at).toEqual(expect.any(String));
    expect(body.invitations).toEqual([]);
  });

  it('invites an attendant for a branch by e-mail; the link sets a password, signs in and reaches only that branch', async () => {
    const res = await invite({ name: 'Carla', email: 'Carla@Exemplo.com.br', role: 'attendant', branch_id: moemaId });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ status: 'invited', message: 'Convite enviado.' });
    const token = await invitationTokenFor('carla@exemplo.com.br');
    expect(smtp.lastTo('carla@exemplo.com.br')!.subject).toBe('Convite para a equipe de Pizzaria Bella Napoli — Comanda');
    expect((await list()).invitations).toEqual([expect.objectContaining({ email: 'carla@exemplo.com.br', role: 'attendant', branch: { id: moemaId, name: 'Bella Napoli - Moema' }, expired: false })]);

    const preview = await app.inject({ url: `/api/invitations/${token}` });
    expect(json(preview).data).toEqual({ email: 'carla@exemplo.com.br', name: 'Carla', role: 'attendant', store: { name: 'Pizzaria Bella Napoli', slug: SLUG } });
    const mismatch = await app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload: { name: 'Carla Souza', password: 'segredo123', password_confirmation: 'outra' } });
    expect(json(mismatch).errors).toEqual({ password_confirmation: ['As senhas não conferem'] });
    const accepted = await app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload: { name: 'Carla Souza', password: 'segredo123', password_confirmation: 'segredo123' } });
    expect(accepted.statusCode).toBe(200);
    const parentId = json(await app.inject({ url: `/api/stores/${SLUG}` })).data.id;
    // store_id is the store the membership belongs to; branch_id the branch it is limited to.
    expect(json(accepted).user).toMatchObject({ email: 'carla@exemplo.com.br', role: 'attendant', name: 'Carla Souza', store_id: parentId, branch_id: moemaId, branch_name: 'Bella Napoli - Moema' });
    const carla = json(accepted).token as string;
    expect((await app.inject({ url: '/api/stores/bella-napoli-moema/orders', headers: bearer(carla) })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/stores/${SLUG}/orders`, headers: bearer(carla) })).statusCode).toBe(403);
    // Single use.
    expect((await app.inject({ url: `/api/invitations/${token}` })).statusCode).toBe(404);
    expect((await list()).invitations).toEqual([]);
    const log = await db.handle.query<{ action: string }>("SELECT action FROM activity_log WHERE entity = 'employee' ORDER BY id");
    expect(log.map((l) => l.action)).toEqual(['invited', 'created']);
  });

  it('a branch-scoped attendant signing in is told the branch (login, /user, /me, /refresh) and reaches its orders by id, not the parent store', async () => {
    const parentId = json(await app.inject({ url: `/api/stores/${SLUG}` })).data.id;
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'carla@exemplo.com.br', password: 'segredo123' } });
    expect(login.statusCode).toBe(200);
    expect(json(login).user).toMatchObject({ role: 'attendant', store_id: parentId, branch_id: moemaId });
    const token = json(login).token as string;
    expect(json(await app.inject({ url: '/api/user', headers: bearer(token) }))).toMatchObject({ store_id: parentId, branch_id: moemaId });
    expect(json(await app.inject({ url: '/api/me', headers: bearer(token) }))).toMatchObject({ store_id: parentId, branch_id: moemaId });
    expect((await app.inject({ url: `/api/stores/${moemaId}/orders`, headers: bearer(token) })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/stores/${parentId}/orders`, headers: bearer(token) })).statusCode).toBe(403);
    const refreshed = await app.inject({ method: 'POST', url: '/api/refresh', headers: bearer(token) });
    expect(json(refreshed).user).toMatchObject({ store_id: parentId, branch_id: moemaId });
    // Store-wide staff: branch_id null, and they reach the parent and its branch.
    expect(json(await app.inject({ url: '/api/user', headers: bearer(owner) }))).toMatchObject({ store_id: parentId, branch_id: null });
    expect((await app.inject({ url: `/api/stores/${moemaId}/orders`, headers: bearer(owner) })).statusCode).toBe(200);
  });

  it('only the owner invites or edits a manager; a manager invites attendants', async () => {
    const refused = await invite({ email: 'novo.gerente@exemplo.com.br', role: 'store_admin' }, manager);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors).toEqual({ role: ['Só o proprietário da loja pode convidar ou alterar gerentes'] });
    expect((await invite({ email: 'novo.atendente@exemplo.com.br', role: 'attendant' }, manager)).statusCode).toBe(201);
    expect((await invite({ email: 'novo.gerente@exemplo.com.br', role: 'store_admin' })).statusCode).toBe(201);
    expect((await app.inject({ url: base, headers: bearer(await loginAs(app, 'atendente@bellanapoli.com.br')) })).statusCode).toBe(403);
  });

  it('refuses a branch of another store, a second pending invitation and someone already on the team, naming the field', async () => {
    const burger = json(await app.inject({ url: '/api/stores/burger-house' })).data.id;
    expect(json(await invite({ email: 'x@exemplo.com.br', role: 'attendant', branch_id: burger })).errors).toEqual({ branch_id: ['Filial inválida'] });
    expect(json(await invite({ email: 'novo.atendente@exemplo.com.br', role: 'attendant' })).errors).toEqual({ email: ['Já existe um convite pendente para este e-mail: use "Reenviar convite"'] });
    expect(json(await invite({ email: 'atendente@bellanapoli.com.br', role: 'attendant' })).errors).toEqual({ email: ['Esta pessoa já faz parte da equipe da loja'] });
  });

  it('resending mails a new link; the old one stops working; an expired link is refused', async () => {
    const old = await invitationTokenFor('novo.atendente@exemplo.com.br');
    const { id } = (await list()).invitations.find((i: { email: string }) => i.email === 'novo.atendente@exemplo.com.br');
    expect((await app.inject({ method: 'POST', url: `${base}/invitations/${id}/resend`, headers: bearer(owner) })).statusCode).toBe(200);
    const fresh = await invitationTokenFor('novo.atendente@exemplo.com.br');
    expect(fresh).not.toBe(old);
    expect((await app.inject({ url: `/api/invitations/${old}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/invitations/${fresh}` })).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 8 * 86_400_000);
    const expired = await app.inject({ url: `/api/invitations/${fresh}` });
    expect(expired.statusCode).toBe(404);
    expect(json(expired).message).toBe('Este convite é inválido ou expirou. Peça um novo convite à loja.');
    clock = new Date('2026-11-24T20:00:00-03:00');
  });

  it('revoking an invitation kills its link at once and is logged; a manager cannot revoke a manager’s invitation', async () => {
    const token = await invitationTokenFor('novo.gerente@exemplo.com.br');
    const pending = (await list()).invitations.find((i: { email: string }) => i.email === 'novo.gerente@exemplo.com.br');
    const cancel = (by: string) => app.inject({ method: 'DELETE', url: `${base}/invitations/${pending.id}`, headers: bearer(by) });
    const refused = await cancel(manager);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors).toEqual({ role: ['Só o proprietário da loja pode convidar ou alterar gerentes'] });
    expect((await app.inject({ url: `/api/invitations/${token}` })).statusCode).toBe(200);
    expect((await cancel(owner)).statusCode).toBe(204);
    expect((await app.inject({ url: `/api/invitations/${token}` })).statusCode).toBe(404);
    expect((await list()).invitations.map((i: { email: string }) => i.email)).not.toContain('novo.gerente@exemplo.com.br');
    expect((await cancel(owner)).statusCode).toBe(404);
    const activity = json(await app.inject({ url: `/api/stores/${SLUG}/activity`, headers: bearer(owner) })).data;
    expect(activity.map((entry: { summary: string }) => entry.summary)).toContain('Convite para novo.gerente@exemplo.com.br revogado');
  });

  it('an existing account is added to the team at once and told by e-mail; a customer registered at another storefront now works here', async () => {
    await db.handle.query("UPDATE users SET store_id = (SELECT id FROM stores WHERE slug = 'burger-house') WHERE email = 'cliente@comanda.app'");
    const res = await invite({ email: 'cliente@comanda.app', role: 'attendant' });
    expect(json(res)).toEqual({ status: 'added', message: 'Funcionário adicionado à equipe.' });
    await app.jobs.runDue();
    expect(smtp.lastTo('cliente@comanda.app')!.subject).toBe('Você agora faz parte da equipe de Pizzaria Bella Napoli — Comanda');
    const token = await loginAs(app, 'cliente@comanda.app');
    expect((await app.inject({ url: `/api/stores/${SLUG}/orders`, headers: bearer(token) })).statusCode).toBe(200);
    const bella = json(await app.inject({ url: `/api/stores/${SLUG}` })).data.id;
    expect(json(await app.inject({ url: '/api/user', headers: bearer(token) }))).toMatchObject({ role: 'attendant', store_id: bella, branch_id: null });
  });

  it('deactivating ends the sessions and access to the store; reactivating restores it; changes are logged', async () => {
    const before = await loginAs(app, 'atendente@bellanapoli.com.br');
    const attendant = (await list()).data.find((e: { email: string }) => e.email === 'atendente@bellanapoli.com.br');
    const put = (payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: `${base}/${attendant.id}`, headers: bearer(owner), payload });
    const off = await put({ role: 'attendant', branch_id: null, active: false });
    expect(off.statusCode).toBe(200);
    expect(json(off).data).toMatchObject({ active: false });
    expect((await app.inject({ url: '/api/user', headers: bearer(before) })).statusCode).toBe(401);
    const again = await loginAs(app, 'atendente@bellanapoli.com.br');
    expect((await app.inject({ url: `/api/stores/${SLUG}/orders`, headers: bearer(again) })).statusCode).toBe(403);
    expect((await put({ role: 'attendant', branch_id: moemaId, active: true })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/stores/bella-napoli-moema/orders', headers: bearer(again) })).statusCode).toBe(200);
    const log = await db.handle.query<{ action: string; changes: Record<string, unknown> }>(
      'SELECT action, changes FROM activity_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
      ['employee', String(attendant.id)],
    );
    expect(log).toEqual([
      { action: 'deactivated', changes: { active: { from: true, to: false } } },
      { action: 'activated', changes: { active: { from: false, to: true }, branch_id: { from: null, to: moemaId } } },
    ]);
  });

  it('the owner cannot be edited here; a manager cannot edit a manager', async () => {
    const team = (await list()).data;
    const ownerRow = team.find((e: { role: string }) => e.role === 'store_owner');
    const res = await app.inject({ method: 'PUT', url: `${base}/${ownerRow.id}`, headers: bearer(manager), payload: { role: 'attendant', branch_id: null, active: false } });
    expect(res.statusCode).toBe(422);
    const otherManager = team.find((e: { email: string }) => e.email === 'gerente@bellanapoli.com.br');
    const self = await app.inject({ method: 'PUT', url: `${base}/${otherManager.id}`, headers: bearer(manager), payload: { role: 'attendant', branch_id: null, active: true } });
    expect(self.statusCode).toBe(422);
  });
});
