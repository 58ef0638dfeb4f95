import type { AnyObjectSchema } from 'yup';

/** Runs the shared yup schema for formik: every field's first message, keyed by field. */
export function validateWith(schema: AnyObjectSchema) {
  return async (values: unknown): Promise<Record<string, string>> => {
    try {
      await schema.validate(values, { abortEarly: false });
      return {};
    } catch (err) {
      const inner = (err as { inner?: { path?: string; message: string }[] }).inner ?? [];
      const errors: Record<string, string> = {};
      for (const e of inner) if (e.path && !errors[e.path]) errors[e.path] = e.message;
      return errors;
    }
  };
}

export const branchIdOf = (value: string): number | null => (value === '' ? null : Number(value));
