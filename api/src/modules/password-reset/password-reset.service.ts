import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { revokeAllTokens } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { completeJob } from '../../jobs/complete-job';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { ClaimedJob } from '../../jobs/job-runner';
import { passwordResetTokens, users } from '../../db/schema';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { fieldError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { enqueueMail } from '../../mail/mail-job';
import { findUserByEmail } from '../users/users.service';
import { PASSWORD_RESET_MESSAGES } from './password-reset.schema';

export type PasswordResetDeps = { db: Db; appUrl: string; ttlMinutes: number; logger: FastifyBaseLogger };

export function resetLink(appUrl: string, token: string, email: string): string {
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

/** The durable job a forgot-password request becomes: its work (lookup, token, mail) is done by the job runner. */
export const PASSWORD_RESET_JOB = 'password-reset.request';

/** Writes the request; the same single insert whether the address has an account or not. */
export async function enqueuePasswordReset(db: Db, email: string): Promise<void> {
  await enqueueJob(db, { kind: PASSWORD_RESET_JOB, payload: { email } });
}

/** The request's job: see requestPasswordReset. */
export function runPasswordResetJob(deps: PasswordResetDeps, job: ClaimedJob): Promise<void> {
  return requestPasswordReset(deps, typeof job.payload.email === 'string' ? job.payload.email : '', job);
}

/**
 * Silent when the e-mail is unknown: the caller answers the same either way (no account enumeration). The token
 * and its mail.send job commit together; with `job` (a forgot-password request), so does the end of that job, and
 * only while this node holds it: one link is mailed per request, even if a node dies mid-way or another took over.
 */
export async function requestPasswordReset(deps: PasswordResetDeps, emailInput: string, job?: ClaimedJob): Promise<void> {
  const user = await findUserByEmail(deps.db, emailInput);
  // A deactivated account gets no link either (the answer is the same, so nothing is told).
  if (!user || user.deactivatedAt) return;
  const email = user.email.toLowerCase();
  const token = randomToken();
  const url = resetLink(deps.appUrl, token, email);
  const text = [
    `Olá, ${user.name}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta Comanda.',
    `Link de redefinição de senha: ${url}`,
    '',
    `O link expira em ${deps.ttlMinutes} minutos. Se você não pediu a redefinição, ignore este e-mail.`,
  ].join('\n');
  await deps.db.transaction(async (tx) => {
    // Only the newest link works.
    await tx.delete(passwordResetTokens).where(sql`lower(${passwordResetTokens.email}) = ${email}`);
    await tx.insert(passwordResetTokens).values({ email, tokenHash: sha256(token) });
    // A mail.send job with the token: sent (and retried) by the job runner once this commits.
    await enqueueMail(tx as unknown as Db, { to: user.email, subject: PASSWORD_RESET_MESSAGES.mailSubject, text });
    if (job) await completeJob(tx as unknown as Db, job);
  });
}

export async function resetPassword(deps: PasswordResetDeps, input: { token: string; email: string; password: string }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const invalid = () => fieldError('token', PASSWORD_RESET_MESSAGES.invalidToken);
  const since = new Date(Date.now() - deps.ttlMinutes * 60_000);
  const candidates = await deps.db
    .select()
    .from(passwordResetTokens)
    .where(and(sql`lower(${passwordResetTokens.email}) = ${email}`, isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.createdAt, since)));
  const hash = sha256(input.token);
  const match = candidates.find((c) => safeEqual(c.tokenHash, hash));
  if (!match) throw invalid();
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw invalid();

  const passwordHash = await hashPassword(input.password);
  const consumed = await deps.db.transaction(async (tx) => {
    // The used_at guard makes a token single-use even under concurrent submissions.
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, match.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (used.length === 0) return false;
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeAllTokens(tx as unknown as Db, user.id);
    return true;
  });
  if (!consumed) throw invalid();
}
