/** Messages of spec §5 "Product-specific validators", verbatim. */
export const VALIDATION_MESSAGES = {
  required: 'Value is required',
  email: 'Value is not a valid email address',
  cpf: 'CPF inválido',
  cnpj: 'CNPJ inválido',
  strongPassword:
    'A senha deve conter pelo menos 8 caracteres, incluindo maiúsculas, minúsculas, números e caracteres especiais',
  // The spec gives no message for these three; phone and postal code reuse the registration wording.
  phone: 'Telefone inválido. Use o formato (99) 99999-9999',
  postalCode: 'CEP inválido. Use o formato 00000-000',
  slug: 'Slug inválido. Use letras minúsculas e números separados por hífens',
} as const;

export function minLengthMessage(min: number): string {
  return `This field should be at least ${min} characters long`;
}
