export { LoginForm, LOGIN_FAILED_MESSAGE } from './login-form';
export type { LoginFormProps } from './login-form';
export {
  RegisterForm,
  CEP_NOT_FOUND_MESSAGE,
  CEP_UNAVAILABLE_MESSAGE,
  GEOCODE_DEBOUNCE_MS,
  REGISTER_FAILED_MESSAGE,
  REGISTER_SUCCESS_MESSAGE,
} from './register-form';
export type { RegisterFormProps } from './register-form';
export { ForgotPasswordForm } from './forgot-password-form';
export type { ForgotPasswordFormProps } from './forgot-password-form';
export { ResetPasswordForm } from './reset-password-form';
export type { ResetPasswordFormProps } from './reset-password-form';
export { geocodeAddressOf, isAddressComplete } from './registration-address';
export type { AddressFields } from './registration-address';
export { useAddressLookup } from './use-address-lookup';
export type { AddressLookupOptions, CepFill, LocatedAddress } from './use-address-lookup';
export { AddressFormFields } from './address-form-fields';
export type { AddressFieldName, AddressFormFieldsProps } from './address-form-fields';
