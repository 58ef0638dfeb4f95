import { cnpjCharacters, isValidCnpj, isValidCpf } from './cpf-cnpj';
import { EMAIL_PATTERN } from './generic';

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Telefone',
  random: 'Chave aleatória',
};

export const PIX_KEY_MESSAGES: Record<PixKeyType, string> = {
  cpf: 'Chave PIX inválida: CPF com dígitos verificadores incorretos',
  cnpj: 'Chave PIX inválida: CNPJ (numérico ou alfanumérico) com dígitos verificadores incorretos',
  email: 'Chave PIX inválida: informe um e-mail válido',
  phone: 'Chave PIX inválida: informe o celular com DDD, ex.: +55 (11) 98765-4321',
  random: 'Chave PIX inválida: a chave aleatória tem o formato 123e4567-e89b-42d3-a456-426614174000',
};

export function isPixKeyType(value: unknown): value is PixKeyType {
  return typeof value === 'string' && (PIX_KEY_TYPES as readonly string[]).includes(value);
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** DDD 11–99 (no zero digit), then 8 digits or a mobile's 9 starting with 9. */
const BR_PHONE = /^\+55[1-9][1-9](9\d{8}|[2-8]\d{7})$/;
const PHONE_CHARACTERS = /^[\d+()\-.\s]+$/;

function phoneKey(value: string): string | null {
  if (!PHONE_CHARACTERS.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  // '(11) 98765-4321' or '11987654321' get the country code; '+55…' / '55…' with 12–13 digits keep theirs.
  const withCountry = value.trim().startsWith('+') || ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) ? digits : `55${digits}`;
  const key = `+${withCountry}`;
  return BR_PHONE.test(key) ? key : null;
}

/**
 * The key as the BR Code carries it (Manual do BR Code): CPF and CNPJ without the mask (CNPJ letters
 * upper-cased), e-mail lower-cased, phone as +55DDDNUMBER, random key lower-cased with hyphens.
 * null when the key is not valid for its type.
 */
export function normalisePixKey(type: PixKeyType, value: string): string | null {
  const text = value.trim();
  switch (type) {
    case 'cpf':
      return isValidCpf(text) ? text.replace(/\D/g, '') : null;
    case 'cnpj':
      return isValidCnpj(text) ? cnpjCharacters(text) : null;
    case 'email':
      return EMAIL_PATTERN.test(text) && text.length <= 77 ? text.toLowerCase() : null;
    case 'phone':
      return phoneKey(text);
    case 'random':
      return UUID_V4.test(text) ? text.toLowerCase() : null;
  }
}

/** The error message for `value` as a key of `type`, or null when it is valid. */
export function validatePixKey(type: PixKeyType, value: string): string | null {
  return normalisePixKey(type, value) === null ? PIX_KEY_MESSAGES[type] : null;
}

/** The type of a key stored before its type was (the demo stores' e-mail keys); null when none fits. */
export function pixKeyTypeOf(key: string): PixKeyType | null {
  return (['random', 'email', 'cpf', 'cnpj', 'phone'] as const).find((type) => normalisePixKey(type, key) !== null) ?? null;
}
