import type { Db, SqlRunner } from '../db/client';
import { enqueueJob } from '../jobs/enqueue-job';
import type { JobRunner } from '../jobs/job-runner';
import type { MailMessage, Mailer } from './mailer';

export const MAIL_JOB = 'mail.send';

/** Queues an e-mail in the caller's transaction: it is sent (and retried) only if that transaction commits. */
export async function enqueueMail(tx: Pick<SqlRunner, 'run'> | Db, message: MailMessage, dedupeKey?: string): Promise<void> {
  await enqueueJob(tx, { kind: MAIL_JOB, payload: { ...message }, dedupeKey });
}

function isMailMessage(payload: Record<string, unknown>): payload is MailMessage {
  return typeof payload.to === 'string' && typeof payload.subject === 'string' && typeof payload.text === 'string';
}

/** The `mail.send` handler: the configured mailer (SMTP with SMTP_URL, else the log). A failed send is retried. */
export function registerMailJob(jobs: Pick<JobRunner, 'register'>, mailer: () => Mailer): void {
  jobs.register(MAIL_JOB, async ({ payload }) => {
    if (!isMailMessage(payload)) throw new Error('mail.send job without to, subject and text');
    await mailer().send({ to: payload.to, subject: payload.subject, text: payload.text, ...(typeof payload.html === 'string' ? { html: payload.html } : {}) });
  });
}
