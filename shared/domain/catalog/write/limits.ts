/** What a store may write in a product's options (issue 9): one place for the editor and the API. */
export const OPTION_WRITE_LIMITS = {
  /** R$ 10.000,00 per option item or money field. */
  maxPriceCents: 1_000_000,
  maxItemsPerGroup: 100,
  maxTextLength: 500,
} as const;

export const OPTION_WRITE_MESSAGES = {
  invalidOptions: 'Opções inválidas: envie um objeto com os grupos e campos do tipo de negócio.',
  unknownBusinessType: 'Tipo de negócio desconhecido.',
  unknownKey: 'Este campo não existe para este tipo de produto.',
  group: 'Informe uma lista de itens.',
  item: 'Informe um item com nome e preço.',
  nameRequired: 'Informe o nome do item.',
  nameRepeated: 'Este nome já está neste grupo.',
  price: 'Informe um preço válido.',
  priceMax: 'O preço deve ser de no máximo R$ 10.000,00.',
  money: 'Informe um valor válido.',
  moneyMax: 'O valor deve ser de no máximo R$ 10.000,00.',
  tooManyItems: `No máximo ${OPTION_WRITE_LIMITS.maxItemsPerGroup} itens.`,
  textTooLong: `No máximo ${OPTION_WRITE_LIMITS.maxTextLength} caracteres.`,
  text: 'Informe um texto.',
  flag: 'Escolha sim ou não.',
  number: 'Informe um número válido.',
  notNegative: 'Informe um número maior ou igual a zero.',
  integer: 'Informe um número inteiro.',
  positiveInteger: 'Informe um número inteiro maior que zero.',
  choice: 'Escolha um dos valores da lista.',
  list: 'Informe uma lista.',
} as const;
