/** Portuguese messages of the catalog back office (categories and products), shared by the forms and the API. */
export const CATALOG_ADMIN_MESSAGES = {
  nameRequired: 'Informe o nome.',
  nameTooLong: 'O nome deve ter no máximo 120 caracteres.',
  categoryNameTaken: 'Já existe uma categoria com este nome.',
  categoryHasProducts: (count: number) =>
    `Esta categoria tem ${count} ${count === 1 ? 'produto' : 'produtos'}. Mova ou exclua os produtos antes de excluir a categoria.`,
  categoryInvalid: 'Categoria inválida.',
  orderIncomplete: 'A nova ordem deve listar todas as categorias da loja, cada uma uma vez.',
  priceRequired: 'Informe o preço.',
  priceInvalid: 'Preço inválido.',
  priceTooHigh: 'O preço deve ser no máximo R$ 100.000,00.',
  promoNotLower: 'O preço promocional deve ser menor que o preço.',
  imageInvalid: 'Informe uma imagem enviada para a loja ou um endereço https.',
  galleryTooLong: 'No máximo 10 imagens na galeria.',
  businessTypeInvalid: 'Tipo de negócio inválido.',
  textTooLong: (max: number) => `No máximo ${max} caracteres.`,
  percentRequired: 'Informe o percentual.',
  percentInvalid: 'O percentual deve estar entre -90% e 500%, diferente de zero.',
  pageInvalid: 'Página inválida.',
  sortInvalid: 'Ordenação inválida.',
  statusInvalid: 'Filtro de situação inválido.',
  productNotFound: 'Produto não encontrado.',
} as const;
