import { EMPLOYEE_ROLE_LABELS, INVITATION_ROLE_LABELS, INVITATION_TTL_DAYS, type EmployeeRole, type InvitationRole } from '@comanda/shared/domain';
import type { MailMessage } from '../../mail/mailer';

export const invitationLink = (appUrl: string, token: string) => `${appUrl}/convite/${encodeURIComponent(token)}`;

export function invitationMail(to: string, storeName: string, role: InvitationRole, link: string): MailMessage {
  const owner = role === 'store_owner';
  return {
    to,
    subject: owner ? `Sua loja ${storeName} está pronta na Comanda` : `Convite para a equipe de ${storeName} — Comanda`,
    text: [
      'Olá!',
      '',
      owner ? `A equipe da Comanda criou a loja ${storeName} para você, como ${INVITATION_ROLE_LABELS[role]}.` : `Você foi convidado(a) para trabalhar em ${storeName} como ${INVITATION_ROLE_LABELS[role]}.`,
      `Para aceitar, crie sua senha neste link: ${link}`,
      '',
      `O convite vale por ${INVITATION_TTL_DAYS} dias.`,
    ].join('\n'),
  };
}

export function addedToStoreMail(to: string, name: string, storeName: string, role: EmployeeRole, loginUrl: string): MailMessage {
  return {
    to,
    subject: `Você agora faz parte da equipe de ${storeName} — Comanda`,
    text: [`Olá, ${name}!`, '', `Você foi adicionado(a) à equipe de ${storeName} como ${EMPLOYEE_ROLE_LABELS[role]}.`, `Entre com a sua senha de sempre: ${loginUrl}`].join('\n'),
  };
}
