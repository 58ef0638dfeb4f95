/**
 * Input masks of spec §5. Each takes whatever the user typed or pasted and returns the
 * formatted value; only the relevant characters survive and the maximum is enforced.
 * Literals are added progressively, never trailing, so backspace always removes a character.
 */
export const PHONE_MAX_DIGITS = 11;
export const CEP_MAX_DIGITS = 8;
export const CEP_MAX_LENGTH = 9;
export const STATE_MAX_LENGTH = 2;

export function onlyDigits(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D/g, '');
}

/** (99) 9999-9999 while there are up to 10 digits, (99) 99999-9999 at 11. */
export function maskPhone(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, PHONE_MAX_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  const prefixLength = digits.length === PHONE_MAX_DIGITS ? 5 : 4;
  if (rest.length <= prefixLength) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, prefixLength)}-${rest.slice(prefixLength)}`;
}

/** 00000-000 */
export function maskCep(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, CEP_MAX_DIGITS);
  return digits.length <= 5 ? digits : `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/** Two letters, uppercase (UF). */
export function maskState(value: string | null | undefined): string {
  return String(value ?? '')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, STATE_MAX_LENGTH)
    .toUpperCase();
}
