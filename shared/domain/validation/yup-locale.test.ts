/** @jest-environment node */
import { array, number, object, string, ValidationError } from 'yup';
import { errorPath, isCalendarDate, yupFieldErrors, YUP_LOCALE } from '.';

const errorsOf = (schema: { validateSync(value: unknown, options: object): unknown }, value: unknown): Record<string, string[]> => {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return yupFieldErrors(error);
  }
};

describe("yup's locale (set once by shared/domain/validation)", () => {
  it('gives Portuguese defaults with dotted field names', () => {
    const schema = object({ items: array(object({ quantity: number().required().min(1), name: string().max(3) })).required() });
    expect(errorsOf(schema, { items: ['x', { quantity: 0, name: 'abcd' }] })).toEqual({
      'items.0': ['O campo items.0 deve ser um objeto.'],
      'items.1.quantity': ['O campo items.1.quantity deve ser maior ou igual a 1.'],
      'items.1.name': ['O campo items.1.name deve ter no máximo 3 caracteres.'],
    });
    expect(errorsOf(object({ total: number() }), { total: 'abc' })).toEqual({ total: ['O campo total deve ser um número.'] });
  });

  it('covers every message yup has, none of them English', () => {
    for (const [group, messages] of Object.entries(YUP_LOCALE)) {
      for (const [rule, message] of Object.entries(messages)) {
        const text = (message as (p: object) => string)({ path: 'a[0].b', min: 1, max: 2, length: 3, less: 4, more: 5, values: 'x, y', unknown: ['z'], properties: ['z'], precision: 3, type: group, value: true });
        expect(`${group}.${rule}: ${text}`).not.toMatch(/ must |required field|\$\{/);
        expect(text).toMatch(/^O campo a\.0\.b /);
      }
    }
  });
});

describe('errorPath', () => {
  it('is the one dotted key format', () => {
    expect(errorPath('items[12].selected_options')).toBe('items.12.selected_options');
    expect(errorPath('a["b c"]')).toBe('a.b c');
    expect(errorPath(undefined)).toBe('_');
  });
});

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '2026-12-31', '2026-01-01'])('%s is a day', (value) => expect(isCalendarDate(value)).toBe(true));
  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '0000-01-01', '2026-1-1', '20260101', ' 2026-01-01', ''])('%p is not', (value) =>
    expect(isCalendarDate(value)).toBe(false),
  );
});
