export { CepField, PhoneField, StateField, PHONE_MAX_LENGTH } from './masked-fields';
export type { MaskedFieldProps } from './masked-fields';
export { MaskedTextField, withHtmlInput } from './masked-text-field';
export type { MaskedTextFieldProps } from './masked-text-field';
export { CurrencyField } from './currency-field';
export type { CurrencyFieldProps } from './currency-field';
