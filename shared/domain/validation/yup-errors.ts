import { ValidationError } from 'yup';

/** The one error key format, Laravel's: yup's 'items[0].quantity' → 'items.0.quantity'; no path → '_'. */
export function errorPath(path: string | undefined): string {
  return (path || '_').replace(/\[(\d+)\]/g, '.$1').replace(/\["([^"]*)"\]/g, '.$1').replace(/^\./, '');
}

/** A yup ValidationError as the `errors` map of a 422: dotted keys, each message once. */
export function yupFieldErrors(error: ValidationError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const item of error.inner.length > 0 ? error.inner : [error]) {
    const list = (errors[errorPath(item.path)] ??= []);
    for (const message of item.errors) if (!list.includes(message)) list.push(message);
  }
  return errors;
}
