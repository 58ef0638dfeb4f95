// Request bodies are validated with the same yup schemas the profile page's forms use.
export { changeEmailSchema, changePasswordSchema, confirmEmailSchema, profileSchema, ACCOUNT_PROFILE_MESSAGES } from '@comanda/shared/domain';

/** The two e-mails of an e-mail change: the link to the new address, the notice to the old one. */
export const EMAIL_CHANGE_MAIL = {
  confirmSubject: 'Confirme seu novo e-mail — Comanda',
  confirmText: (name: string, link: string, hours: number) =>
    [
      `Olá, ${name}!`,
      '',
      'Recebemos um pedido para usar este endereço na sua conta Comanda.',
      `Link de confirmação do novo e-mail: ${link}`,
      '',
      `O link expira em ${hours} horas e só funciona com a sua conta conectada. Se você não pediu a troca, ignore este e-mail.`,
    ].join('\n'),
  changedSubject: 'Seu e-mail foi alterado — Comanda',
  changedText: (name: string, newEmail: string) =>
    [
      `Olá, ${name}!`,
      '',
      `O e-mail da sua conta Comanda foi alterado para ${newEmail}. A partir de agora, entre com o novo endereço.`,
      '',
      'Se você não fez essa alteração, redefina sua senha e fale com o suporte.',
    ].join('\n'),
} as const;
