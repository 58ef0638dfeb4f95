import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AccountSession } from '@comanda/shared/domain';
import { sha256 } from '../src/lib/crypto';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, type CapturingMailer } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let mailer: CapturingMailer;
/** The app clock (e-mail links expire by it). */
let clock = new Date('2026-11-24T20:00:00-03:00').getTime();
const HOUR = 3_600_000;

beforeAll(async () => {
  db = await openTestDb();
  mailer = capturingMailer();
  app = await buildTestApp(db.handle, {}, mailer, { now: () => new Date(clock) });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const PASSWORD = 'segredo123';
let registered = 0;

/** A new customer nobody else's test touches: its token and e-mail. */
async function newCustomer(userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36'): Promise<{ token: string; email: string }> {
  const email = `perfil${++registered}@exemplo.com.br`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'user-agent': userAgent },
    payload: {
      name: 'Ana Souza',
      email,
      phone: '(11) 98765-4321',
      cep: '01305-000',
      address: 'Rua Augusta',
      number: '500',
      district: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(res.statusCode).toBe(201);
  return { token: json(res).data.token as string, email };
}

async function signIn(email: string, password = PASSWORD, userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1', ip = '10.0.0.7'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers: { 'user-agent': userAgent }, remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  return json(res).token as string;
}

const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string | null, payload?: Record<string, unknown>) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const userOf = async (token: string) => json(await send('GET', '/api/user', token));
const errorsOf = (res: LightMyRequestResponse) => json<{ errors: Record<string, string[]> }>(res).errors;
const idOf = (token: string) => Number(token.split('|')[0]);

/** The mails sent since `from` (the job runner sends them once the request's transaction commits). */
async function mailsSince(from: number) {
  await app.jobs.runDue();
  return mailer.sent.slice(from);
}

function tokenOfLink(text: string): string {
  const match = /Link de confirmação do novo e-mail: (\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in ${text}`);
  const url = new URL(match[1]);
  expect(`${url.origin}${url.pathname}`).toBe('http://comanda.test/customer/profile');
  return url.searchParams.get('confirmar-email')!;
}

/** Asks for `newEmail` and returns the token mailed to it. */
async function requestChange(token: string, newEmail: string): Promise<string> {
  const before = mailer.sent.length;
  const res = await send('POST', '/api/me/email', token, { email: newEmail, current_password: PASSWORD });
  expect(res.statusCode).toBe(202);
  // Other mails may go out in the same run of the queue (the notice to the old address of an earlier change).
  const mail = (await mailsSince(before)).find((sent) => sent.to === newEmail.toLowerCase());
  expect(mail).toBeDefined();
  return tokenOfLink(mail!.text);
}

describe('who may call /api/me/*', () => {
  it.each([
    ['PUT', '/api/me/profile'],
    ['POST', '/api/me/password'],
    ['POST', '/api/me/email'],
    ['POST', '/api/me/email/confirm'],
    ['GET', '/api/me/sessions'],
    ['DELETE', '/api/me/sessions/1'],
    ['POST', '/api/me/sessions/others/logout'],
  ] as const)('%s %s asks an anonymous caller to sign in (401)', async (method, url) => {
    const res = await send(method, url, null, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ message: 'Não autenticado.' });
  });
});

describe('PUT /api/me/profile', () => {
  it('changes name and phone (stored as digits) and answers the user as GET /api/user does', async () => {
    const { token } = await newCustomer();
    const res = await send('PUT', '/api/me/profile', token, { name: '  Ana Maria Souza ', phone: '(21) 3456-7890' });
    expect(res.statusCode).toBe(200);
    const { data } = json(res);
    expect(data).toMatchObject({ name: 'Ana Maria Souza', phone: '2134567890', role: 'customer' });
    expect(data).not.toHaveProperty('password_hash');
    expect(await userOf(token)).toEqual(data);
  });

  it('bad input is a 422 with a Portuguese message on each field, and nothing changes', async () => {
    const { token } = await newCustomer();
    const before = await userOf(token);
    const empty = await send('PUT', '/api/me/profile', token, {});
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty).name).toEqual(['O nome é obrigatório']);
    expect(errorsOf(empty).phone![0]).toBe('O telefone é obrigatório');
    const badPhone = await send('PUT', '/api/me/profile', token, { name: 'Ana', phone: '1234' });
    expect(badPhone.statusCode).toBe(422);
    expect(errorsOf(badPhone)).toEqual({ phone: ['Telefone inválido. Use o formato (99) 99999-9999'] });
    const notText = await send('PUT', '/api/me/profile', token, { name: { $ne: '' }, phone: ['11987654321'] });
    expect(notText.statusCode).toBe(422);
    expect(await userOf(token)).toEqual(before);
  });
});

describe('POST /api/me/password', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({ current_password: PASSWORD, password: 'NovaSenha@2026', password_confirmation: 'NovaSenha@2026', ...overrides });

  it('a wrong current password is a 422 on current_password; the new one follows registration’s rules', async () => {
    const { token, email } = await newCustomer();
    const wrong = await send('POST', '/api/me/password', token, body({ current_password: 'errada123' }));
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual({ current_password: ['Senha atual incorreta.'] });
    const short = await send('POST', '/api/me/password', token, body({ password: 'curta', password_confirmation: 'curta' }));
    expect(errorsOf(short)).toEqual({ password: ['A senha deve ter no mínimo 8 caracteres'] });
    const mismatch = await send('POST', '/api/me/password', token, body({ password_confirmation: 'OutraSenha1' }));
    expect(errorsOf(mismatch)).toEqual({ password_confirmation: ['As senhas não conferem'] });
    const missing = await send('POST', '/api/me/password', token, {});
    expect(Object.keys(errorsOf(missing)).sort()).toEqual(['current_password', 'password', 'password_confirmation']);
    expect(errorsOf(missing).current_password).toEqual(['A senha atual é obrigatória']);
    // Still the old password.
    await signIn(email);
  });

  it('changes the password (204): the other sessions end, this one stays', async () => {
    const { token, email } = await newCustomer();
    const phone = await signIn(email);
    const res = await send('POST', '/api/me/password', token, body());
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await send('GET', '/api/user', phone)).statusCode).toBe(401);
    expect((await send('GET', '/api/user', token)).statusCode).toBe(200);
    const old = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
    expect(old.statusCode).toBe(422);
    await signIn(email, 'NovaSenha@2026');
  });
});

describe('e-mail change confirmed by e-mail', () => {
  it('mails a link to the new address (202), changes the e-mail only when the same user opens it, and tells the old address', async () => {
    const { token, email } = await newCustomer();
    const before = mailer.sent.length;
    const res = await send('POST', '/api/me/email', token, { email: ' Nova.Ana@Exemplo.com.br ', current_password: PASSWORD });
    expect(res.statusCode).toBe(202);
    expect(json(res)).toEqual({ message: 'Enviamos um link de confirmação para nova.ana@exemplo.com.br.' });
    const [link] = await mailsSince(before);
    expect(link).toMatchObject({ to: 'nova.ana@exemplo.com.br', subject: 'Confirme seu novo e-mail — Comanda' });
    const secret = tokenOfLink(link!.text);
    // Nothing changed yet; only a hash of the token is stored.
    expect((await userOf(token)).email).toBe(email);
    const stored = await db.handle.query<{ token_hash: string; new_email: string }>('SELECT token_hash, new_email FROM email_changes WHERE new_email = $1', ['nova.ana@exemplo.com.br']);
    expect(stored).toEqual([{ token_hash: sha256(secret), new_email: 'nova.ana@exemplo.com.br' }]);

    // Another signed-in account cannot use it.
    const other = await newCustomer();
    const stranger = await send('POST', '/api/me/email/confirm', other.token, { token: secret });
    expect(stranger.statusCode).toBe(422);
    expect(errorsOf(stranger)).toEqual({ token: ['Este link de confirmação é inválido ou expirou.'] });

    const sentBefore = mailer.sent.length;
    const confirmed = await send('POST', '/api/me/email/confirm', token, { token: secret });
    expect(confirmed.statusCode).toBe(200);
    expect(json(confirmed).data).toEqual({ ...(await userOf(token)), email: 'nova.ana@exemplo.com.br' });
    const [notice] = await mailsSince(sentBefore);
    expect(notice).toMatchObject({ to: email, subject: 'Seu e-mail foi alterado — Comanda' });
    expect(notice!.text).toContain('nova.ana@exemplo.com.br');
    await signIn('nova.ana@exemplo.com.br');
    expect((await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } })).statusCode).toBe(422);
    const [verified] = await db.handle.query<{ email_verified_at: string | null }>('SELECT email_verified_at FROM users WHERE email = $1', ['nova.ana@exemplo.com.br']);
    expect(verified!.email_verified_at).not.toBeNull();

    // Single use.
    const again = await send('POST', '/api/me/email/confirm', token, { token: secret });
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toEqual({ token: ['Este link de confirmação é inválido ou expirou.'] });
  });

  it('asks for the current password and refuses an address another account uses (422), sending nothing', async () => {
    const { token } = await newCustomer();
    const taken = await newCustomer();
    const before = mailer.sent.length;
    const wrong = await send('POST', '/api/me/email', token, { email: 'livre@exemplo.com.br', current_password: 'errada123' });
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual({ current_password: ['Senha atual incorreta.'] });
    const used = await send('POST', '/api/me/email', token, { email: taken.email.toUpperCase(), current_password: PASSWORD });
    expect(used.statusCode).toBe(422);
    expect(errorsOf(used)).toEqual({ email: ['Este e-mail já está cadastrado.'] });
    const invalid = await send('POST', '/api/me/email', token, { email: 'sem-arroba', current_password: '' });
    expect(invalid.statusCode).toBe(422);
    expect(errorsOf(invalid)).toEqual({ email: ['E-mail inválido'], current_password: ['A senha atual é obrigatória'] });
    expect(await mailsSince(before)).toEqual([]);
  });

  it('a link lasts 24 hours by the app clock', async () => {
    const { token } = await newCustomer();
    const start = clock;
    try {
      const early = await requestChange(token, 'dentro.do.prazo@exemplo.com.br');
      clock = start + 24 * HOUR - 60_000;
      expect((await send('POST', '/api/me/email/confirm', token, { token: early })).statusCode).toBe(200);

      const late = await requestChange(token, 'fora.do.prazo@exemplo.com.br');
      clock += 24 * HOUR + 60_000;
      const expired = await send('POST', '/api/me/email/confirm', token, { token: late });
      expect(expired.statusCode).toBe(422);
      expect(errorsOf(expired)).toEqual({ token: ['Este link de confirmação é inválido ou expirou.'] });
      expect((await userOf(token)).email).toBe('dentro.do.prazo@exemplo.com.br');
    } finally {
      clock = start;
    }
  });

  it('only the newest link works; a made-up or missing token is a 422 on token', async () => {
    const { token } = await newCustomer();
    const first = await requestChange(token, 'primeiro@exemplo.com.br');
    const second = await requestChange(token, 'segundo@exemplo.com.br');
    expect(errorsOf(await send('POST', '/api/me/email/confirm', token, { token: first }))).toEqual({ token: ['Este link de confirmação é inválido ou expirou.'] });
    expect(errorsOf(await send('POST', '/api/me/email/confirm', token, { token: 'x'.repeat(40) }))).toEqual({ token: ['Este link de confirmação é inválido ou expirou.'] });
    expect(errorsOf(await send('POST', '/api/me/email/confirm', token, {}))).toEqual({ token: ['O token é obrigatório'] });
    expect((await send('POST', '/api/me/email/confirm', token, { token: second })).statusCode).toBe(200);
  });

  it('an address another account took after the link was sent is refused at confirmation (422 on email)', async () => {
    const { token } = await newCustomer();
    const secret = await requestChange(token, 'disputado@exemplo.com.br');
    const rival = await newCustomer();
    expect((await send('POST', '/api/me/email/confirm', rival.token, { token: await requestChange(rival.token, 'disputado@exemplo.com.br') })).statusCode).toBe(200);
    const res = await send('POST', '/api/me/email/confirm', token, { token: secret });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ email: ['Este e-mail já está cadastrado.'] });
  });
});

describe('sessions', () => {
  const sessionsOf = async (token: string) => {
    const res = await send('GET', '/api/me/sessions', token);
    expect(res.statusCode).toBe(200);
    return json<{ data: AccountSession[] }>(res).data;
  };

  it('lists only my unexpired sessions, the most recently used first, marking this one', async () => {
    const { token, email } = await newCustomer();
    const phone = await signIn(email);
    const stale = await signIn(email);
    const someoneElse = await newCustomer();
    await db.handle.query(`UPDATE personal_access_tokens SET last_used_at = now() - interval '2 hours' WHERE id = $1`, [idOf(phone)]);
    await db.handle.query(`UPDATE personal_access_tokens SET expires_at = now() - interval '1 minute' WHERE id = $1`, [idOf(stale)]);

    const sessions = await sessionsOf(token);
    expect(sessions.map((s) => s.id)).toEqual([idOf(token), idOf(phone)]);
    expect(sessions.map((s) => s.id)).not.toContain(idOf(someoneElse.token));
    expect(sessions[0]).toMatchObject({ current: true, user_agent: expect.stringContaining('Chrome/131') });
    expect(sessions[1]).toMatchObject({ current: false, user_agent: expect.stringContaining('iPhone'), ip: '10.0.0.7' });
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(['created_at', 'current', 'id', 'ip', 'last_used_at', 'user_agent']);
      expect(new Date(session.created_at).toISOString()).toBe(session.created_at);
      expect(new Date(session.last_used_at).toISOString()).toBe(session.last_used_at);
    }
  });

  it('ends another of my sessions (204); another user’s session is a 404 and stays; this one is signed out with /logout', async () => {
    const { token, email } = await newCustomer();
    const phone = await signIn(email);
    const other = await newCustomer();
    const theirs = await send('DELETE', `/api/me/sessions/${idOf(other.token)}`, token);
    expect(theirs.statusCode).toBe(404);
    expect((await send('GET', '/api/user', other.token)).statusCode).toBe(200);
    expect((await send('DELETE', '/api/me/sessions/abc', token)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/me/sessions/99999999', token)).statusCode).toBe(404);
    const itself = await send('DELETE', `/api/me/sessions/${idOf(token)}`, token);
    expect(itself.statusCode).toBe(422);
    expect(errorsOf(itself)).toEqual({ id: ['Esta é a sessão deste dispositivo: para sair dela, use "Sair".'] });

    const ended = await send('DELETE', `/api/me/sessions/${idOf(phone)}`, token);
    expect(ended.statusCode).toBe(204);
    expect((await send('GET', '/api/user', phone)).statusCode).toBe(401);
    expect((await sessionsOf(token)).map((s) => s.id)).toEqual([idOf(token)]);
  });

  it('"Sair de todos os outros dispositivos" ends every other session of mine and says how many', async () => {
    const { token, email } = await newCustomer();
    const phone = await signIn(email);
    const tablet = await signIn(email);
    const expired = await signIn(email);
    await db.handle.query(`UPDATE personal_access_tokens SET expires_at = now() - interval '1 minute' WHERE id = $1`, [idOf(expired)]);
    const other = await newCustomer();

    const res = await send('POST', '/api/me/sessions/others/logout', token);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ data: { ended: 2 } });
    for (const ended of [phone, tablet]) expect((await send('GET', '/api/user', ended)).statusCode).toBe(401);
    expect((await send('GET', '/api/user', token)).statusCode).toBe(200);
    expect((await send('GET', '/api/user', other.token)).statusCode).toBe(200);
    expect((await sessionsOf(token)).map((s) => ({ id: s.id, current: s.current }))).toEqual([{ id: idOf(token), current: true }]);
    expect(json(await send('POST', '/api/me/sessions/others/logout', token))).toEqual({ data: { ended: 0 } });
  });
});
