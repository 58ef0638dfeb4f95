import type { FastifyInstance } from 'fastify';
import { JobClaimLostError } from '../src/jobs/complete-job';
import type { ClaimedJob } from '../src/jobs/job-runner';
import { sha256 } from '../src/lib/crypto';
import { PASSWORD_RESET_JOB, runPasswordResetJob } from '../src/modules/password-reset/password-reset.service';
import { openTestDb, type TestDb } from './helpers/test-db';
import { startSmtpTestServer, type SmtpTestServer } from '../test-support/smtp-test-server';
import { bearer, buildTestApp, capturingMailer, json, loginAs, type CapturingMailer } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let smtp: SmtpTestServer;

beforeAll(async () => {
  db = await openTestDb();
  smtp = await startSmtpTestServer();
  app = await buildTestApp(db.handle, { smtpUrl: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await db.close();
});
beforeEach(() => {
  smtp.clear();
});

const SENT = { message: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.' };
const INVALID = { token: ['Este link de redefinição é inválido ou expirou.'] };

/** The answer, then the work done after it (lookup, token, mail). */
const forgot = async (email: unknown) => {
  const res = await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
  // The request is a job that writes the token and its mail.send job; the runner runs both.
  await app.jobs.runDue();
  return res;
};
const reset = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/reset-password', payload });

function linkOf(text: string): URL {
  const match = /Link de redefinição de senha: (\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in ${text}`);
  return new URL(match[1]);
}

async function requestLink(email: string): Promise<{ token: string; email: string }> {
  expect((await forgot(email)).statusCode).toBe(200);
  const mail = smtp.messages.at(-1)!;
  const url = linkOf(mail.text);
  return { token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
}

describe('forgot / reset password', () => {
  it('answers the same for known and unknown e-mails; mails only the known one', async () => {
    const known = await forgot('cliente@comanda.app');
    const unknown = await forgot('ninguem@comanda.app');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(json(known)).toEqual(SENT);
    expect(json(unknown)).toEqual(SENT);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual(['cliente@comanda.app']);
    expect(smtp.messages[0]!.subject).toBe('Redefinição de senha — Comanda');
    const url = linkOf(smtp.messages[0]!.text);
    expect(`${url.origin}${url.pathname}`).toBe('http://comanda.test/reset-password');
    expect(url.searchParams.get('email')).toBe('cliente@comanda.app');
  });

  it('answers before any of the work that depends on the address: identical answers, a blocked mail server delays nothing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = capturingMailer();
    const blockingMailer = { sent: slow.sent, send: async (message: Parameters<CapturingMailer['send']>[0]) => (await gate, slow.send(message)) };
    const other = await buildTestApp(db.handle, {}, blockingMailer);
    // Only `other` runs jobs during this test (any node may run any job).
    await app.jobs.stop();
    try {
      const ask = (email: string) => other.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
      const known = await ask('cliente@comanda.app');
      const unknown = await ask('ninguem@comanda.app');
      // Both answered while the known address's mail cannot be sent: mailing is not on the response path.
      expect(slow.sent).toHaveLength(0);
      for (const res of [known, unknown]) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(JSON.stringify(SENT));
      }
      const headersOf = (res: typeof known) => Object.keys(res.headers).filter((h) => h !== 'date').sort();
      expect(headersOf(known)).toEqual(headersOf(unknown));
      release();
      await other.jobs.runDue();
      expect(slow.sent.map((m) => m.to)).toEqual(['cliente@comanda.app']);
    } finally {
      release();
      await other.close();
      await app.jobs.start();
    }
  });

  it('validates the e-mail', async () => {
    const res = await forgot('invalido');
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ email: ['E-mail inválido'] });
  });

  it('stores only a hash of the reset token', async () => {
    const { token } = await requestLink('joao@cliente.com.br');
    const rows = await db.handle.query<{ token_hash: string }>("SELECT token_hash FROM password_reset_tokens WHERE email = 'joao@cliente.com.br'");
    expect(rows.map((r) => r.token_hash)).toEqual([sha256(token)]);
  });

  it('resets the password end to end, revokes tokens, and the link is single-use', async () => {
    const oldToken = await loginAs(app, 'dono@acaidapraia.com.br');
    const link = await requestLink('dono@acaidapraia.com.br');
    const res = await reset({ ...link, password: 'NovaSenha@2024', password_confirmation: 'NovaSenha@2024' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Senha redefinida com sucesso.' });

    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(oldToken) })).statusCode).toBe(401);
    const oldLogin = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'dono@acaidapraia.com.br', password: 'Comanda@123' } });
    expect(oldLogin.statusCode).toBe(422);
    await loginAs(app, 'dono@acaidapraia.com.br', 'NovaSenha@2024');

    const again = await reset({ ...link, password: 'OutraSenha@1', password_confirmation: 'OutraSenha@1' });
    expect(again.statusCode).toBe(422);
    expect(json(again).errors).toEqual(INVALID);
  });

  it('rejects a wrong token, a token for another e-mail, and an expired token', async () => {
    const link = await requestLink('atendente@burgerhouse.com.br');
    const body = { password: 'NovaSenha@2024', password_confirmation: 'NovaSenha@2024' };
    expect(json(await reset({ ...link, token: 'x'.repeat(40), ...body })).errors).toEqual(INVALID);
    expect(json(await reset({ ...link, email: 'cliente@comanda.app', ...body })).errors).toEqual(INVALID);

    await db.handle.query("UPDATE password_reset_tokens SET created_at = now() - interval '61 minutes' WHERE email = 'atendente@burgerhouse.com.br'");
    const expired = await reset({ ...link, ...body });
    expect(expired.statusCode).toBe(422);
    expect(json(expired).errors).toEqual(INVALID);
  });

  it('only the newest link works', async () => {
    const first = await requestLink('gerente@bellanapoli.com.br');
    const second = await requestLink('gerente@bellanapoli.com.br');
    const body = { password: 'NovaSenha@2024', password_confirmation: 'NovaSenha@2024' };
    expect((await reset({ ...first, ...body })).statusCode).toBe(422);
    expect((await reset({ ...second, ...body })).statusCode).toBe(200);
  });

  it('validates the reset payload', async () => {
    const res = await reset({});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors).sort()).toEqual(['email', 'password', 'password_confirmation', 'token']);
    const mismatch = await reset({ token: 'abc', email: 'a@b.com', password: 'segredo123', password_confirmation: 'outra12345' });
    expect(json(mismatch).errors).toEqual({ password_confirmation: ['As senhas não conferem'] });
  });

  it('a failing mailer does not change the answer', async () => {
    const broken = await buildTestApp(db.handle, {}, { send: async () => Promise.reject(new Error('smtp down')) });
    await app.jobs.stop();
    try {
      const res = await broken.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'cliente@comanda.app' } });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual(SENT);
      await broken.jobs.runDue();
      // The mail stays queued for a retry with the error, and goes out once a working mailer runs it.
      const [job] = await db.handle.query<{ attempts: number; last_error: string }>("SELECT attempts, last_error FROM jobs WHERE kind = 'mail.send'");
      expect(job).toEqual({ attempts: 1, last_error: 'smtp down' });
    } finally {
      await broken.close();
      await db.handle.query("UPDATE jobs SET run_at = now() WHERE kind = 'mail.send'");
      await app.jobs.start();
      await app.jobs.runDue();
    }
    expect(smtp.messages.map((m) => m.to)).toEqual([['cliente@comanda.app']]);
  });
});

describe('forgot-password across nodes and crashes', () => {
  const tokensOf = async (email: string) => (await db.handle.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens WHERE email = $1', [email])).map((r) => r.token_hash);
  /** The jobs about `email`: its request, its mail (other jobs, recurring ones, are pending too). */
  const jobsOf = async (email: string) => db.handle.query<{ kind: string }>("SELECT kind FROM jobs WHERE $1 IN (payload->>'email', payload->>'to') ORDER BY id", [email]);

  it('the request is a durable job written before the answer: if the node that answered dies, another mails one link', async () => {
    await app.jobs.stop();
    const other = await buildTestApp(db.handle, {}, undefined);
    const mailer = other.mailer as CapturingMailer;
    try {
      const before = await tokensOf('cliente@comanda.app');
      // The answering node does none of the work before dying: only the request is written.
      expect((await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'cliente@comanda.app' } })).statusCode).toBe(200);
      expect(await jobsOf('cliente@comanda.app')).toEqual([{ kind: PASSWORD_RESET_JOB }]);
      expect(await tokensOf('cliente@comanda.app')).toEqual(before);
      await other.jobs.runDue();
      await other.jobs.runDue();
      expect(mailer.sent.map((m) => m.to)).toEqual(['cliente@comanda.app']);
      expect(await tokensOf('cliente@comanda.app')).toEqual([sha256(linkOf(mailer.sent[0]!.text).searchParams.get('token')!)]);
      expect(await jobsOf('cliente@comanda.app')).toEqual([]);
    } finally {
      await other.close();
      await app.jobs.start();
    }
  });

  it('the token, its mail.send job and the end of the request commit in one transaction, only while this node holds the request', async () => {
    await app.jobs.stop();
    try {
      await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'joao@cliente.com.br' } });
      const [claimed] = await db.handle.query<ClaimedJob>(
        `UPDATE jobs SET locked_by = 'node-a', locked_until = now() + interval '1 minute', attempts = attempts + 1 WHERE kind = $1
         RETURNING id, kind, payload, attempts, max_attempts AS "maxAttempts", run_at AS "runAt", locked_by AS "claimedBy"`,
        [PASSWORD_RESET_JOB],
      );
      const deps = { db: app.db, appUrl: app.config.appUrl, ttlMinutes: 60, logger: app.log };
      const before = await tokensOf('joao@cliente.com.br');
      // Node B lost the request to node A (its lease ran out): its whole write rolls back, no token and no mail.
      await expect(runPasswordResetJob(deps, { ...claimed!, id: Number(claimed!.id), claimedBy: 'node-b' })).rejects.toThrow(JobClaimLostError);
      expect(await tokensOf('joao@cliente.com.br')).toEqual(before);
      expect(await jobsOf('joao@cliente.com.br')).toEqual([{ kind: PASSWORD_RESET_JOB }]);
      // Node A, which holds it: the token, its mail and the end of the request, together.
      await runPasswordResetJob(deps, { ...claimed!, id: Number(claimed!.id) });
      expect(await tokensOf('joao@cliente.com.br')).toHaveLength(1);
      expect(await tokensOf('joao@cliente.com.br')).not.toEqual(before);
      const jobs = await db.handle.query<{ kind: string; payload: { to: string; text: string } }>(
        "SELECT kind, payload FROM jobs WHERE 'joao@cliente.com.br' IN (payload->>'email', payload->>'to')",
      );
      expect(jobs.map((j) => [j.kind, j.payload.to])).toEqual([['mail.send', 'joao@cliente.com.br']]);
      expect(await tokensOf('joao@cliente.com.br')).toEqual([sha256(linkOf(jobs[0]!.payload.text).searchParams.get('token')!)]);
    } finally {
      await app.jobs.start();
      await app.jobs.runDue();
    }
    expect(smtp.messages.map((m) => m.to)).toEqual([['joao@cliente.com.br']]);
  });
});

describe('log mailer (no SMTP_URL)', () => {
  it('logs the reset link with the Fastify logger at info level', async () => {
    const { buildApp } = await import('../src/app');
    const { testConfig } = await import('./helpers/test-app');
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const logged = await buildApp(testConfig({ logLevel: 'info' }), { db: db.handle, logger: { level: 'info', stream } });
    await app.jobs.stop();
    try {
      await logged.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'cliente@comanda.app' } });
      await logged.jobs.runDue();
      const entry = lines.map((l) => JSON.parse(l) as { level: number; msg: string }).find((l) => l.msg.includes('Link de redefinição de senha'));
      expect(entry).toBeDefined();
      expect(entry!.level).toBe(30);
      expect(entry!.msg).toMatch(/http:\/\/comanda\.test\/reset-password\?token=[\w-]+&email=cliente%40comanda\.app/);
    } finally {
      await logged.close();
      await app.jobs.start();
    }
  });
});
