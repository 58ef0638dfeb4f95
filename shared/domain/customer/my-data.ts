/**
 * "Meus dados" (LGPD): a customer downloads what the platform keeps about them and deletes their account.
 * Routes (bearer token, customer accounts only: a store or platform account gets a 403):
 * - GET /api/me/data-export → MyDataExport as a file (Content-Disposition: attachment;
 *   filename="meus-dados-comanda-AAAA-MM-DD.json"): profile, saved addresses, orders at every store, reviews written
 * - DELETE /api/me (deleteAccountSchema) → 204: the account is anonymised and can never sign in again (422 on
 *   current_password when it is wrong, on confirmation unless it is exactly EXCLUIR, on `account` while an order is
 *   still in progress)
 */
import { object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import type { OrderPaymentMethod } from '../orders/payment';
import type { OrderType } from '../orders/order-types';
import type { OrderStatus } from '../orders/status';
import type { OrderAddress } from '../orders/wire';
import type { MealSubscription } from '../meal-subscriptions';
import type { NotificationPreferences } from './notification-preferences';
import type { SavedAddress } from './saved-addresses';

/** What the customer types to confirm the deletion. */
export const DELETE_ACCOUNT_CONFIRMATION = 'EXCLUIR';

/** The name an anonymised account and its past orders keep. */
export const REMOVED_CUSTOMER_NAME = 'Cliente removido';

/** The non-deliverable address of an anonymised account (unique per account; `.invalid` never resolves, RFC 2606). */
export const removedCustomerEmail = (userId: number) => `removido-${userId}@anonimo.invalid`;

/** Whether an e-mail is an anonymised account's placeholder (never shown as a contact, never reactivated). */
export const isRemovedCustomerEmail = (email: string | null | undefined): boolean => /^removido-\d+@anonimo\.invalid$/.test(email ?? '');

/**
 * The privacy text shown in "Meus dados" and written in the API module (the same words): what is erased, what is
 * kept and why.
 */
export const MY_DATA_PRIVACY_TEXT = [
  'Ao excluir sua conta, apagamos seus dados pessoais: nome, e-mail, telefone, endereços salvos, lojas favoritas, assinaturas de marmita (as entregas futuras são canceladas), preferências e avisos de notificação, navegadores que recebem notificações e sessões, e os comentários das suas avaliações.',
  'As lojas guardam o registro financeiro dos pedidos já feitos (itens, valores, forma de pagamento e situação), sem o seu nome, telefone, e-mail ou endereço de entrega, por obrigações fiscais e para o registro financeiro da loja; as notas das suas avaliações continuam na média da loja, sem identificar você.',
  'A exclusão não pode ser desfeita. Antes, você pode baixar uma cópia dos seus dados.',
] as const;

export const MY_DATA_LABELS = {
  title: 'Meus dados',
  description: 'Baixe uma cópia dos seus dados ou exclua sua conta (LGPD).',
  download: 'Baixar meus dados',
  deleteAccount: 'Excluir minha conta',
  dialogTitle: 'Excluir minha conta',
  password: 'Senha atual',
  confirmation: `Confirmação (digite ${DELETE_ACCOUNT_CONFIRMATION})`,
  cancel: 'Cancelar',
  confirmDelete: 'Excluir conta definitivamente',
} as const;

export const MY_DATA_MESSAGES = {
  downloaded: 'Seus dados foram baixados.',
  downloadFailed: 'Não foi possível baixar seus dados.',
  deleted: 'Sua conta foi excluída.',
  deleteFailed: 'Não foi possível excluir a conta.',
  currentPasswordRequired: 'A senha atual é obrigatória',
  wrongCurrentPassword: 'Senha atual incorreta.',
  confirmationRequired: `Digite ${DELETE_ACCOUNT_CONFIRMATION} para confirmar`,
  confirmationMismatch: `Digite exatamente ${DELETE_ACCOUNT_CONFIRMATION}, em letras maiúsculas`,
  openOrders: 'Você tem pedidos em andamento. Aguarde a entrega ou cancele-os antes de excluir a conta.',
  customersOnly: 'Baixar e excluir dados por aqui é só para contas de cliente. Para contas de equipe, fale com o suporte da plataforma.',
} as const;

/** DELETE /api/me: the password and the word EXCLUIR, exactly (not trimmed, not case-folded). */
export const deleteAccountSchema = object({
  current_password: string().required(MY_DATA_MESSAGES.currentPasswordRequired),
  confirmation: string().required(MY_DATA_MESSAGES.confirmationRequired).oneOf([DELETE_ACCOUNT_CONFIRMATION], MY_DATA_MESSAGES.confirmationMismatch),
});

export type DeleteAccountInput = InferType<typeof deleteAccountSchema>;

/** 'meus-dados-comanda-2026-11-24.json' for the day (AAAA-MM-DD) it was made. */
export const myDataFilename = (day: string) => `meus-dados-comanda-${day}.json`;

export type MyDataOrderItem = {
  name: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  /** 'Tamanho: Grande', '2x Bacon'… as the order recorded them. */
  option_lines: string[];
  notes: string | null;
};

export type MyDataOrder = {
  store: { id: number; name: string };
  number: number;
  /** '#0042'. */
  display_number: string;
  created_at: string;
  status: OrderStatus;
  order_type: OrderType;
  customer: { name: string; phone: string; email: string | null };
  items: MyDataOrderItem[];
  subtotal: number;
  discount: number;
  delivery_fee: number;
  total: number;
  coupon_code: string | null;
  payment_method: OrderPaymentMethod;
  address: OrderAddress | null;
  notes: string | null;
  cancel_reason: string | null;
};

export type MyDataReview = {
  store: { id: number; name: string };
  order_number: number;
  display_number: string;
  food_rating: number;
  delivery_rating: number | null;
  comment: string | null;
  reply: string | null;
  created_at: string;
};

/** GET /api/me/data-export: everything about the caller, only the caller's. */
export type MyDataExport = {
  generated_at: string;
  privacy: readonly string[];
  profile: {
    name: string;
    email: string;
    phone: string | null;
    /** The address given at registration (null when none was). */
    address: Pick<OrderAddress, 'cep' | 'address' | 'number' | 'complement' | 'district' | 'city' | 'state'> | null;
    created_at: string;
    terms_version: string | null;
    terms_accepted_at: string | null;
  };
  addresses: SavedAddress[];
  orders: MyDataOrder[];
  reviews: MyDataReview[];
  /** The stores marked as favourite ("Lojas favoritas"). */
  favorite_stores: { store_id: number; name: string; slug: string; created_at: string }[];
  /** My marmita subscriptions, cancelled ones included. */
  meal_subscriptions: MealSubscription[];
  /** What I chose to be told outside the app ("Notificações"). */
  notification_preferences: NotificationPreferences;
  /** The browsers that receive my notifications (their push addresses and keys stay out: they are the browser's). */
  push_browsers: { user_agent: string | null; created_at: string; last_success_at: string | null }[];
};
