export { CepField, PhoneField, StateField, PHONE_MAX_LENGTH } from './masked-fields';
export type { MaskedFieldProps } from './masked-fields';
export { MaskedTextField, withHtmlInput } from './masked-text-field';
export type { MaskedTextFieldProps } from './masked-text-field';
export { CurrencyField } from './currency-field';
export type { CurrencyFieldProps } from './currency-field';
export { StoreSlugField, SLUG_CHECK_DEBOUNCE_MS } from './store-slug-field';
export type { UseSlugAvailability } from './store-slug-field';
export { useDebouncedValue } from './use-debounced-value';
