import type { FormikHelpers, FormikProps } from 'formik';
import { firstFieldErrors, toApiError } from '@comanda/shared/state';

/**
 * value/onChange/onBlur/id of one formik field for a MUI TextField (or a masked field), with its message once the
 * field was left or the form submitted (the server's 422 messages land here too).
 */
export function formField<Values extends object>(form: FormikProps<Values>, name: keyof Values & string, idPrefix: string) {
  const error = form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
  const message = typeof error === 'string' ? error : undefined;
  return {
    id: `${idPrefix}-${name}`,
    name,
    value: String(form.values[name] ?? ''),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: Boolean(message),
    helperText: message,
  };
}

/**
 * A failed submit: the 422's messages go on the form's own fields (`values` names them); a failure with none of
 * them (a network error, a 429) is returned for a toast.
 */
export function applyServerErrors<Values extends object>(error: unknown, values: Values, helpers: Pick<FormikHelpers<Values>, 'setErrors'>, fallback: string): string | null {
  const apiError = toApiError(error, fallback);
  const onFields = Object.entries(firstFieldErrors(apiError)).filter(([field]) => field in values);
  if (onFields.length === 0) return apiError.message;
  helpers.setErrors(Object.fromEntries(onFields) as Parameters<typeof helpers.setErrors>[0]);
  return null;
}
