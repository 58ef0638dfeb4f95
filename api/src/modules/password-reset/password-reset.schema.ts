export { forgotPasswordSchema, resetPasswordSchema } from '@comanda/shared/domain';

export const PASSWORD_RESET_MESSAGES = {
  linkSent: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
  done: 'Senha redefinida com sucesso.',
  invalidToken: 'Este link de redefinição é inválido ou expirou.',
  mailSubject: 'Redefinição de senha — Comanda',
} as const;
