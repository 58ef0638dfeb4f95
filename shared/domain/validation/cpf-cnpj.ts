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

export function isValidCnpj(value: string): boolean {
  if (!DOCUMENT_CHARACTERS.test(value)) return false;
  const digits = digitsOf(value);
  return digits.length === 14 && !isRepeated(digits) && hasValidCheckDigits(digits, CNPJ_WEIGHTS);
}

/** 11 digits are judged as a CPF, anything else as a CNPJ (spec §5). Masked or bare digits. */
export function validateCpfCnpj(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return null;
  const text = String(value);
  if (digitsOf(text).length === 11) return isValidCpf(text) ? null : VALIDATION_MESSAGES.cpf;
  return isValidCnpj(text) ? null : VALIDATION_MESSAGES.cnpj;
}
