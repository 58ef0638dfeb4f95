import { isBlank } from './generic';
import { VALIDATION_MESSAGES } from './messages';
import type { ValidationResult } from './types';

// Digits plus the punctuation of the usual masks (000.000.000-00, 00.000.000/0000-00).
const DOCUMENT_CHARACTERS = /^[\d.\-/\s]+$/;

function digitsOf(value: string): number[] {
  return value.replace(/\D/g, '').split('').map(Number);
}

function isRepeated(digits: number[]): boolean {
  return digits.every((digit) => digit === digits[0]);
}

/** Mod-11 check digit over `digits` with the given weights (CPF and CNPJ share this rule). */
function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function hasValidCheckDigits(digits: number[], firstWeights: number[]): boolean {
  const size = firstWeights.length;
  const first = checkDigit(digits, firstWeights);
  const second = checkDigit(digits, [firstWeights[0]! + 1, ...firstWeights]);
  return digits[size] === first && digits[size + 1] === second;
}

const CPF_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function isValidCpf(value: string): boolean {
  if (!DOCUMENT_CHARACTERS.test(value)) return false;
  const digits = digitsOf(value);
  return digits.length === 11 && !isRepeated(digits) && hasValidCheckDigits(digits, CPF_WEIGHTS);
}

// The alphanumeric CNPJ (Receita Federal, from July 2026): 12 characters [0-9A-Z] and 2 numeric check digits.
const ALPHANUMERIC_CNPJ_CHARACTERS = /^[\dA-Za-z.\-/\s]+$/;
const ALPHANUMERIC_CNPJ = /^[\dA-Z]{12}\d{2}$/;

/** The CNPJ's 14 characters without the mask, letters upper-cased ('12.ABC.345/01DE-35' → '12ABC34501DE35'). */
export function cnpjCharacters(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase();
}

/**
 * Numeric or alphanumeric CNPJ, masked or bare. Each character weighs its ASCII code minus 48 (digits keep
 * their value, 'A' is 17 … 'Z' is 42); the mod-11 check digits are the numeric CNPJ's.
 */
export function isValidCnpj(value: string): boolean {
  if (!ALPHANUMERIC_CNPJ_CHARACTERS.test(value)) return false;
  const text = cnpjCharacters(value);
  if (!ALPHANUMERIC_CNPJ.test(text)) return false;
  const values = [...text].map((char) => char.charCodeAt(0) - 48);
  return !isRepeated(values) && hasValidCheckDigits(values, CNPJ_WEIGHTS);
}

/** 11 digits are judged as a CPF, anything else as a CNPJ (spec §5). Masked or bare digits. */
export function validateCpfCnpj(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return null;
  const text = String(value);
  if (digitsOf(text).length === 11) return isValidCpf(text) ? null : VALIDATION_MESSAGES.cpf;
  return isValidCnpj(text) ? null : VALIDATION_MESSAGES.cnpj;
}
