import type { MailMessage } from '../../mail/mailer';
import type { NotificationRow } from '../../db/schema';
import { pushPayloadOf } from './push-payload';

/** "Atualizações de pedidos por e-mail": the notification as an e-mail, with the way to stop them. */
export function orderUpdateMail(to: { email: string; name: string }, notification: Pick<NotificationRow, 'id' | 'title' | 'message' | 'data'>, appUrl: string): MailMessage {
  const { url } = pushPayloadOf(notification);
  return {
    to: to.email,
    subject: `${notification.title} — Comanda`,
    text: [
      `Olá, ${to.name}!`,
      '',
      notification.message,
      '',
      `Acompanhe o pedido: ${appUrl}${url}`,
      '',
      `Você recebe este e-mail porque ligou "Atualizações de pedidos por e-mail" em Meu perfil. Para parar, desligue em ${appUrl}/customer/profile.`,
    ].join('\n'),
  };
}
