import { ValidationError, type AnyObject, type InferType, type ObjectSchema } from 'yup';
import { validationError, type FieldErrors } from './http-error';

export function yupErrorsToFields(err: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const items = err.inner.length > 0 ? err.inner : [err];
  for (const item of items) {
    const field = item.path || '_';
    for (const message of item.errors) {
      const list = (errors[field] ??= []);
      if (!list.includes(message)) list.push(message);
    }
  }
  return errors;
}

/**
 * yup's string() lets objects and arrays through its cast, and a `.trim()` then throws a TypeError
 * (a 500). A non-scalar where the schema wants a string is treated as absent instead.
 */
function dropNonScalarStrings(schema: ObjectSchema<AnyObject>, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const [key, field] of Object.entries(schema.fields)) {
    const value = out[key];
    if ((field as { type?: string }).type === 'string' && value !== null && typeof value === 'object') delete out[key];
  }
  return out;
}

/** Validates a request body with a shared yup schema; a failure becomes the 422 `errors` map. */
export async function validateBody<S extends ObjectSchema<AnyObject>>(schema: S, body: unknown): Promise<InferType<S>> {
  const raw = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const input = dropNonScalarStrings(schema, raw);
  try {
    return (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (err) {
    if (err instanceof ValidationError) throw validationError(yupErrorsToFields(err));
    throw err;
  }
}
