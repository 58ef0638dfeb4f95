/** yup schemas shared by the browser forms and the API (spec §5). */
import { number, object, ref, string, type InferType } from 'yup';
import { EMAIL_PATTERN, PHONE_PATTERN, POSTAL_CODE_PATTERN } from '../validation';
import '../validation/yup-locale';

export const FORM_ERROR_SUMMARY = 'Por favor, corrija os erros acima.';

export const AUTH_MESSAGES = {
  nameRequired: 'O nome é obrigatório',
  emailRequired: 'O e-mail é obrigatório',
  emailInvalid: 'E-mail inválido',
  phoneRequired: 'O telefone é obrigatório',
  phoneInvalid: 'Telefone inválido. Use o formato (99) 99999-9999',
  cepRequired: 'O CEP é obrigatório',
  cepInvalid: 'CEP inválido. Use o formato 00000-000',
  passwordRequired: 'A senha é obrigatória',
  passwordMin: 'A senha deve ter no mínimo 8 caracteres',
  passwordConfirmationRequired: 'A confirmação de senha é obrigatória',
  passwordMismatch: 'As senhas não conferem',
  addressRequired: 'O endereço é obrigatório',
  numberRequired: 'O número é obrigatório',
  districtRequired: 'O bairro é obrigatório',
  cityRequired: 'A cidade é obrigatória',
  stateRequired: 'O estado é obrigatório',
  // Not in the spec: wording of our own for cases it does not cover.
  stateInvalid: 'Estado inválido. Use a sigla com 2 letras',
  roleInvalid: 'Perfil inválido',
  storeInvalid: 'Loja inválida',
  latitudeInvalid: 'Latitude inválida',
  longitudeInvalid: 'Longitude inválida',
  tokenRequired: 'O token é obrigatório',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/** Masked (99) 99999-9999 / (99) 9999-9999, or bare digits: 10 or 11 of them. */
export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value) || /^\d{10,11}$/.test(value);
}

/** Masked 00000-000 or 8 bare digits. */
export function isCep(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value) || /^\d{8}$/.test(value);
}

const email = () =>
  string().trim().required(AUTH_MESSAGES.emailRequired).matches(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid);

const password = () =>
  string().required(AUTH_MESSAGES.passwordRequired).min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordMin);

const passwordConfirmation = () =>
  string()
    .required(AUTH_MESSAGES.passwordConfirmationRequired)
    .oneOf([ref('password')], AUTH_MESSAGES.passwordMismatch);

const requiredText = (message: string) => string().trim().required(message);

const coordinate = (limit: number, message: string) =>
  number().typeError(message).min(-limit, message).max(limit, message).nullable().optional();

export const registrationSchema = object({
  name: requiredText(AUTH_MESSAGES.nameRequired),
  email: email(),
  phone: requiredText(AUTH_MESSAGES.phoneRequired).test('phone', AUTH_MESSAGES.phoneInvalid, (value) =>
    isPhone(value ?? ''),
  ),
  cep: requiredText(AUTH_MESSAGES.cepRequired).test('cep', AUTH_MESSAGES.cepInvalid, (value) => isCep(value ?? '')),
  address: requiredText(AUTH_MESSAGES.addressRequired),
  number: requiredText(AUTH_MESSAGES.numberRequired),
  complement: string().trim().nullable().optional(),
  district: requiredText(AUTH_MESSAGES.districtRequired),
  city: requiredText(AUTH_MESSAGES.cityRequired),
  state: requiredText(AUTH_MESSAGES.stateRequired)
    .uppercase()
    .matches(/^[A-Z]{2}$/, AUTH_MESSAGES.stateInvalid),
  password: password(),
  password_confirmation: passwordConfirmation(),
  // Public registration only ever creates customers (spec §6).
  role: string().oneOf(['customer'] as const, AUTH_MESSAGES.roleInvalid).optional(),
  store_id: number().typeError(AUTH_MESSAGES.storeInvalid).integer(AUTH_MESSAGES.storeInvalid)
    .positive(AUTH_MESSAGES.storeInvalid).nullable().optional(),
  current_latitude: coordinate(90, AUTH_MESSAGES.latitudeInvalid),
  current_longitude: coordinate(180, AUTH_MESSAGES.longitudeInvalid),
});

export const loginSchema = object({
  email: string().trim().required(AUTH_MESSAGES.emailRequired),
  password: string().required(AUTH_MESSAGES.passwordRequired),
});

export const forgotPasswordSchema = object({
  email: email(),
});

export const resetPasswordSchema = object({
  token: string().trim().required(AUTH_MESSAGES.tokenRequired),
  email: email(),
  password: password(),
  password_confirmation: passwordConfirmation(),
});

export type RegistrationInput = InferType<typeof registrationSchema>;
export type LoginInput = InferType<typeof loginSchema>;
export type ForgotPasswordInput = InferType<typeof forgotPasswordSchema>;
export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;

