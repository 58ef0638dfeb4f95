import { isBlank } from './generic';
import { VALIDATION_MESSAGES } from './messages';
import type { ValidationResult } from './types';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PHONE_PATTERN = /^\(\d{2}\) \d{4,5}-\d{4}$/;
export const POSTAL_CODE_PATTERN = /^\d{5}-\d{3}$/;
const SPECIAL_CHARACTERS = /[@$!%*?&]/;

function check(value: string | null | undefined, ok: (text: string) => boolean, message: string): ValidationResult {
  if (isBlank(value)) return null;
  return ok(String(value)) ? null : message;
}

export function validateSlug(value: string | null | undefined): ValidationResult {
  return check(value, (text) => SLUG_PATTERN.test(text), VALIDATION_MESSAGES.slug);
}

/** (DD) 9999-9999 or (DD) 99999-9999, exactly as the phone mask shows it. */
export function validatePhone(value: string | null | undefined): ValidationResult {
  return check(value, (text) => PHONE_PATTERN.test(text.trim()), VALIDATION_MESSAGES.phone);
}

/** 12345-678, exactly as the CEP mask shows it. */
export function validatePostalCode(value: string | null | undefined): ValidationResult {
  return check(value, (text) => POSTAL_CODE_PATTERN.test(text.trim()), VALIDATION_MESSAGES.postalCode);
}

/** Other characters are allowed: the spec asks for the four classes, not for a closed alphabet. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    SPECIAL_CHARACTERS.test(password)
  );
}

export function validateStrongPassword(value: string | null | undefined): ValidationResult {
  return check(value, isStrongPassword, VALIDATION_MESSAGES.strongPassword);
}
