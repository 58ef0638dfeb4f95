import { ValidationError, type AnyObject, type InferType, type ObjectSchema } from 'yup';
import { yupFieldErrors } from '@comanda/shared/domain';
import { validationError } from './http-error';

type SchemaDescription = { type?: string; fields?: Record<string, unknown>; innerType?: unknown };

/** Far beyond any amount, id or coordinate we take; keeps centavos (×100) exact integers. */
const MAX_NUMBER = 1e12;
/** A plain decimal, as a query string or a form sends numbers ('12', '-3.5'); not '1e9', '0x10' or 'Infinity'. */
const DECIMAL_TEXT = /^\s*-?\d{1,15}(\.\d{1,15})?\s*$/;

/**
 * What yup's casts get wrong, fixed before they run: a non-scalar where the schema wants a string is
 * treated as absent (string() lets objects through, and `.trim()` then throws); a number field takes a
 * finite number of sane size or a decimal text, anything else (an array, which yup would read as its
 * first element, a boolean, '1e9999') becomes NaN, which fails the field's typeError; keys the schema
 * does not name are dropped. At any depth.
 */
function strictForSchema(schema: unknown, value: unknown): unknown {
  const field = schema as SchemaDescription;
  if (value === undefined || value === null) return value;
  if (field.type === 'string') return typeof value === 'object' ? undefined : value;
  if (field.type === 'number') {
    if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= MAX_NUMBER ? value : NaN;
    if (typeof value === 'string') return value.trim() === '' || DECIMAL_TEXT.test(value) ? value : NaN;
    return NaN;
  }
  if (field.type === 'object' && field.fields && typeof value === 'object' && !Array.isArray(value)) {
    // Only the schema's own fields go on (what stripUnknown would keep anyway): yup looks every key of the
    // value up in a plain object, and a key named 'constructor' or 'toString' finds Object's (a TypeError).
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(field.fields)) {
      if (!Object.hasOwn(value, key)) continue;
      const cleaned = strictForSchema(child, (value as Record<string, unknown>)[key]);
      if (cleaned !== undefined) out[key] = cleaned;
    }
    return out;
  }
  if (field.type === 'array' && field.innerType && Array.isArray(value)) return value.map((item) => strictForSchema(field.innerType, item));
  return value;
}

/** Validates a request body (or a query string) with a shared yup schema; a failure becomes the 422 `errors` map. */
export async function validateBody<S extends ObjectSchema<AnyObject>>(schema: S, body: unknown): Promise<InferType<S>> {
  const raw = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const input = strictForSchema(schema, raw) as Record<string, unknown>;
  try {
    return (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (err) {
    if (err instanceof ValidationError) throw validationError(yupFieldErrors(err));
    throw err;
  }
}

export const validateQuery = validateBody;
