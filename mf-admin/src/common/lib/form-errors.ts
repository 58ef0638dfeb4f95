import { getIn, setIn, type FormikErrors } from 'formik';
import type { ApiError } from '@comanda/shared/state';

/** What a yup schema offers a form (kept structural: the remote does not import yup itself). */
type Validates = { validate: (value: unknown, options: { abortEarly: false }) => Promise<unknown> };

/**
 * Runs the shared schema over the body the form would send and returns formik's nested errors
 * ('limits.products' → { limits: { products } }), the first message of each field.
 */
export async function schemaErrors<Values>(schema: Validates, body: unknown): Promise<FormikErrors<Values>> {
  try {
    await schema.validate(body, { abortEarly: false });
    return {};
  } catch (err) {
    let errors: FormikErrors<Values> = {};
    const inner = (err as { inner?: { path?: string; message: string }[] }).inner ?? [];
    for (const item of inner) {
      if (item.path && getIn(errors, item.path) === undefined) errors = setIn(errors, item.path, item.message);
    }
    return errors;
  }
}

/** The 422's `errors` ({ 'limits.products': [msg] }) as formik's nested errors, first message per field. */
export function apiFormErrors<Values>(error: ApiError): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    const first = Array.isArray(messages) ? messages[0] : undefined;
    if (first) errors = setIn(errors, field, first);
  }
  return errors;
}
