import { ValidationError } from 'yup';
import { branchCreateSchema, maskCep, maskPhone, WEEKDAYS, type Branch, type BranchCreateInput, type Weekday } from '@comanda/shared/domain';

const TEXT_FIELDS = ['name', 'slug', 'phone', 'whatsapp', 'cep', 'address', 'number', 'complement', 'district', 'city', 'state', 'latitude', 'longitude'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** The form holds text ('' for empty), masked phones and CEP, and each weekday's hours as "18:00-23:00, 23:30-02:00". */
export type BranchFormValues = Record<TextField, string> & Record<`hours_${Weekday}`, string> & { copy_catalog: boolean };

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function emptyBranchValues(): BranchFormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>;
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [`hours_${day}`, ''])) as Record<`hours_${Weekday}`, string>;
  return { ...values, ...hours, copy_catalog: false };
}

export function branchFormValuesOf(branch: Branch): BranchFormValues {
  const values = emptyBranchValues();
  for (const field of TEXT_FIELDS) values[field] = text(branch[field]);
  values.phone = maskPhone(branch.phone);
  values.whatsapp = maskPhone(branch.whatsapp);
  values.cep = maskCep(branch.cep);
  for (const day of WEEKDAYS) values[`hours_${day}`] = (branch.openingHours[day] ?? []).join(', ');
  return values;
}

const rangesOf = (value: string) =>
  value
    .split(/[,;]/)
    .map((range) => range.replace(/\s+/g, ''))
    .filter((range) => range !== '');

/** What the API receives, before the shared schema normalises it. */
export function branchBodyOf(values: BranchFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field]]));
  body.openingHours = Object.fromEntries(WEEKDAYS.map((day) => [day, rangesOf(values[`hours_${day}`])]));
  body.copy_catalog = values.copy_catalog;
  return body;
}

/** The shared schema's errors under the form's field names ("openingHours.monday[0]" → "hours_monday"). */
export function formFieldOf(path: string): string {
  const hours = /^openingHours\.(\w+)/.exec(path);
  return hours ? `hours_${hours[1]}` : path;
}

export async function validateBranchForm(values: BranchFormValues): Promise<Record<string, string>> {
  try {
    await branchCreateSchema.validate(branchBodyOf(values), { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const errors: Record<string, string> = {};
    for (const inner of err.inner) errors[formFieldOf(inner.path ?? '')] ??= inner.message;
    return errors;
  }
}

export const toBranchInput = (values: BranchFormValues): Promise<BranchCreateInput> => branchCreateSchema.validate(branchBodyOf(values));
