export const CEP_MESSAGES = {
  invalid: 'CEP inválido. Use o formato 00000-000',
  notFound: 'CEP não encontrado.',
  unavailable: 'Serviço de CEP indisponível no momento. Preencha o endereço manualmente.',
} as const;

export type CepAddress = {
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  localidade: string;
  uf: string;
};
