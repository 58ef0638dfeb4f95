import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';

/** Development mailer: writes the mail to the log instead of sending it. */
export function createLogMailer(logger: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      logger.info({ mail: { to: message.to, subject: message.subject } }, `[e-mail não enviado: SMTP_URL ausente]\n${message.text}`);
    },
  };
}
