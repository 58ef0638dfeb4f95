import type { FormikProps } from 'formik';

/** value/onChange/onBlur plus the error display of a formik field, for MUI TextField-like inputs. */
export function fieldProps<Values extends Record<string, unknown>>(formik: FormikProps<Values>, name: keyof Values & string) {
  const error = formik.touched[name] ? formik.errors[name] : undefined;
  const message = typeof error === 'string' ? error : undefined;
  return {
    id: name,
    name,
    value: (formik.values[name] ?? '') as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(message),
    helperText: message,
  };
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
