import { useState } from 'react';
import { yupFieldErrors } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError } from '@comanda/shared/state';

type Validates<T> = { validate: (value: unknown, options: { abortEarly: false }) => Promise<T> };
type FieldErrors = Record<string, string>;

/**
 * A register form's submit: the shared schema first (the same one the API applies), then the request; the first
 * message of each field from either, and a general message for anything else.
 */
export function useSubmitForm(fallback: string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit<T>(schema: Validates<T>, body: unknown, send: (valid: T) => Promise<unknown>): Promise<boolean> {
    setErrors({});
    setMessage(null);
    let valid: T;
    try {
      valid = await schema.validate(body, { abortEarly: false });
    } catch (err) {
      const fields = yupFieldErrors(err as Parameters<typeof yupFieldErrors>[0]);
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0]!])));
      return false;
    }
    setBusy(true);
    try {
      await send(valid);
      return true;
    } catch (err) {
      const apiError = toApiError(err, fallback);
      const fields = firstFieldErrors(apiError);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setMessage(apiError.message);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { errors, message, busy, submit };
}
