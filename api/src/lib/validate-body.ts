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

type SchemaDescription = { type?: string; fields?: Record<string, unknown>; innerType?: unknown };

/**
 * yup's string() lets objects and arrays through its cast, and a `.trim()` then throws a TypeError
 * (a 500). A non-scalar where the schema wants a string is treated as absent instead, at any depth
 * (nested objects and arrays of objects included).
 */
function dropNonScalarStrings(schema: unknown, value: unknown): unknown {
  const field = schema as SchemaDescription;
  if (field.type === 'string') return value !== null && typeof value === 'object' ? undefined : value;
  if (field.type === 'object' && field.fields && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [key, child] of Object.entries(field.fields)) {
      if (!(key in out)) continue;
      const cleaned = dropNonScalarStrings(child, out[key]);
      if (cleaned === undefined) delete out[key];
      else out[key] = cleaned;
    }
    return out;
  }
  if (field.type === 'array' && field.innerType && Array.isArray(value)) return value.map((item) => dropNonScalarStrings(field.innerType, item));
  return value;
}

/** Validates a request body with a shared yup schema; a failure becomes the 422 `errors` map. */
export async function validateBody<S extends ObjectSchema<AnyObject>>(schema: S, body: unknown): Promise<InferType<S>> {
  const raw = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const input = dropNonScalarStrings(schema, raw) as Record<string, unknown>;
  try {
    return (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (err) {
    if (err instanceof ValidationError) throw validationError(yupErrorsToFields(err));
    throw err;
  }
}
