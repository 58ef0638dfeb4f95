/**
 * The signed-in user's own account (the customer area's "Meu perfil"): name and phone, password, e-mail
 * change confirmed by a link sent to the new address. Routes (bearer token):
 * - PUT /api/me/profile (profileSchema) → { data: AuthUser }
 * - POST /api/me/password (changePasswordSchema) → 204; the caller's other sessions end
 * - POST /api/me/email (changeEmailSchema) → 202; a link `${appUrl}/customer/profile?confirmar-email=<token>` goes
 *   to the new address, valid for EMAIL_CHANGE_TTL_HOURS and once
 * - POST /api/me/email/confirm (confirmEmailSchema) → { data: AuthUser } with the new e-mail; the old address is told
 */
import { object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { AUTH_MESSAGES, registrationSchema } from '../auth/schemas';

export const EMAIL_CHANGE_TTL_HOURS = 24;

/** The query parameter of the confirmation link, read by the profile page. */
export const EMAIL_CONFIRM_PARAM = 'confirmar-email';

export const ACCOUNT_PROFILE_MESSAGES = {
  saved: 'Dados atualizados.',
  passwordChanged: 'Senha alterada.',
  emailLinkSent: (email: string) => `Enviamos um link de confirmação para ${email}.`,
  emailChanged: 'E-mail alterado.',
  currentPasswordRequired: 'A senha atual é obrigatória',
  wrongCurrentPassword: 'Senha atual incorreta.',
  emailTaken: 'Este e-mail já está cadastrado.',
  invalidEmailToken: 'Este link de confirmação é inválido ou expirou.',
} as const;

/** Name and phone, with registration's rules (the phone masked or bare, 10 or 11 digits). */
export const profileSchema = registrationSchema.pick(['name', 'phone']);

const currentPassword = () => object({ current_password: string().required(ACCOUNT_PROFILE_MESSAGES.currentPasswordRequired) });

/** The new password follows registration's rules (length, confirmation). */
export const changePasswordSchema = currentPassword().concat(registrationSchema.pick(['password', 'password_confirmation']));

export const changeEmailSchema = registrationSchema.pick(['email']).concat(currentPassword());

export const confirmEmailSchema = object({ token: string().trim().required(AUTH_MESSAGES.tokenRequired) });

export type ProfileInput = InferType<typeof profileSchema>;
export type ChangePasswordInput = InferType<typeof changePasswordSchema>;
export type ChangeEmailInput = InferType<typeof changeEmailSchema>;
export type ConfirmEmailInput = InferType<typeof confirmEmailSchema>;

/** The link mailed to the new address. */
export function emailConfirmationLink(appUrl: string, token: string): string {
  return `${appUrl}/customer/profile?${EMAIL_CONFIRM_PARAM}=${encodeURIComponent(token)}`;
}
