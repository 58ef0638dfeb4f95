/**
 * Validators of spec §5. One style throughout: every `validate*` function returns the error
 * message, or `null` when the value is valid. Format validators accept blank values (return
 * null) so that presence is only ever reported by `validateRequired`; chain them with
 * `composeValidators(validateRequired, validateEmail)`. `isValidCpf`/`isValidCnpj`/
 * `isStrongPassword` are the boolean checks underneath, and the `*_PATTERN`s are shared with
 * the yup schemas. Importing this module sets yup's Portuguese locale (yup-locale.ts).
 */
export { YUP_LOCALE } from './yup-locale';
export { errorPath, yupFieldErrors } from './yup-errors';
export { isCalendarDate } from './dates';
export type { ValidationResult, Validator } from './types';
export { VALIDATION_MESSAGES, minLengthMessage } from './messages';
export {
  EMAIL_PATTERN,
  composeValidators,
  isBlank,
  validateEmail,
  validateMinLength,
  validateRequired,
} from './generic';
export {
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  SLUG_PATTERN,
  isStrongPassword,
  validatePhone,
  validatePostalCode,
  validateSlug,
  validateStrongPassword,
} from './formats';
export { isValidCnpj, isValidCpf, validateCpfCnpj } from './cpf-cnpj';
export { cnpjCharacters } from './cpf-cnpj';
export { isPixKeyType, normalisePixKey, pixKeyTypeOf, PIX_KEY_MESSAGES, PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, validatePixKey, type PixKeyType } from './pix-key';
export { randomUuid } from './random-uuid';
