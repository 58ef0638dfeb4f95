/** An error message, or null when the value is valid. */
export type ValidationResult = string | null;

export type Validator<T = unknown> = (value: T) => ValidationResult;
