import type { FastifyBaseLogger } from 'fastify';
import { createLogMailer } from './log-mailer';
import { createSmtpMailer } from './smtp-mailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
};

export function createMailer(options: { smtpUrl?: string; from: string; logger: FastifyBaseLogger }): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from) : createLogMailer(options.logger);
}
