// Request bodies are validated with the same yup schemas the browser forms use.
export { forgotPasswordSchema, loginSchema, registrationSchema, resetPasswordSchema } from '@comanda/shared/domain';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '@comanda/shared/domain';

export const AUTH_API_MESSAGES = {
  invalidCredentials: 'Email ou senha inválidos',
  accountDeactivated: ACCOUNT_DEACTIVATED_MESSAGE,
  emailTaken: 'Este e-mail já está cadastrado.',
  storeInvalid: 'A loja selecionada é inválida.',
  loggedOut: 'Logout realizado com sucesso.',
  tooManyLogins: (seconds: number) => `Muitas tentativas de login. Tente novamente em ${seconds} segundos.`,
} as const;
