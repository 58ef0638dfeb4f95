import { minLengthMessage, VALIDATION_MESSAGES } from './messages';
import type { ValidationResult, Validator } from './types';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Blank = null, undefined, an empty array or a string that is only whitespace. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function validateRequired(value: unknown): ValidationResult {
  return isBlank(value) ? VALIDATION_MESSAGES.required : null;
}

export function validateEmail(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return null;
  return EMAIL_PATTERN.test(String(value).trim()) ? null : VALIDATION_MESSAGES.email;
}

export function validateMinLength(min: number): Validator<string | null | undefined> {
  return (value) => {
    if (isBlank(value)) return null;
    return String(value).length >= min ? null : minLengthMessage(min);
  };
}

/** Runs validators in order and returns the first error. */
export function composeValidators<T>(...validators: Validator<T>[]): Validator<T> {
  return (value) => {
    for (const validate of validators) {
      const error = validate(value);
      if (error !== null) return error;
    }
    return null;
  };
}
