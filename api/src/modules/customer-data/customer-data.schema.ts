/**
 * "Meus dados" (LGPD), wire types and messages in shared/domain/customer/my-data.ts. What the privacy text says (the
 * same words as MY_DATA_PRIVACY_TEXT, shown in the customer area):
 *
 *   Ao excluir sua conta, apagamos seus dados pessoais: nome, e-mail, telefone, endereços salvos, notificações e
 *   sessões, e os comentários das suas avaliações.
 *   As lojas guardam o registro financeiro dos pedidos já feitos (itens, valores, forma de pagamento e situação), sem o
 *   seu nome, telefone, e-mail ou endereço de entrega, por obrigações fiscais e para o registro financeiro da loja; as
 *   notas das suas avaliações continuam na média da loja, sem identificar você.
 *   A exclusão não pode ser desfeita. Antes, você pode baixar uma cópia dos seus dados.
 */
export {
  DELETE_ACCOUNT_CONFIRMATION,
  MY_DATA_MESSAGES,
  MY_DATA_PRIVACY_TEXT,
  REMOVED_CUSTOMER_NAME,
  deleteAccountSchema,
  myDataFilename,
  removedCustomerEmail,
} from '@comanda/shared/domain';
