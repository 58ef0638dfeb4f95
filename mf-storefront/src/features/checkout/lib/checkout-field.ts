import { getIn, type FormikContextType } from 'formik';
import type { CheckoutFormValues } from '@comanda/shared/domain';

/** value/onChange/onBlur and the error of a nested formik field ('address.cep'), for MUI text inputs. */
export function checkoutField(formik: FormikContextType<CheckoutFormValues>, name: string) {
  const error: unknown = getIn(formik.errors, name);
  const shown = (Boolean(getIn(formik.touched, name)) || formik.submitCount > 0) && typeof error === 'string' ? error : undefined;
  const value: unknown = getIn(formik.values, name);
  return {
    id: `checkout-${name.replace(/\./g, '-')}`,
    name,
    value: typeof value === 'string' ? value : '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(shown),
    helperText: shown,
    fullWidth: true,
  };
}

/** The error of a field that is not a text input (radio groups), when it should show. */
export function shownError(formik: FormikContextType<CheckoutFormValues>, name: string): string | undefined {
  const error: unknown = getIn(formik.errors, name);
  return (Boolean(getIn(formik.touched, name)) || formik.submitCount > 0) && typeof error === 'string' ? error : undefined;
}
