/** yup schema of the order request on the wire (CreateOrderRequest): the API validates with it; messages in Portuguese. */
import { array, mixed, number, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { AUTH_MESSAGES, isCep, isPhone } from '../auth/schemas';
import { ORDER_TYPES } from './order-types';
import { PAYMENT_METHODS } from './payment';
import { DEFAULT_QUANTITY_LIMITS } from './quantity-limits';

export const ORDER_LIMITS = {
  maxItems: 50,
  maxQuantity: DEFAULT_QUANTITY_LIMITS.lineQuantity,
  maxNotes: 500,
  maxItemNotes: 200,
  maxName: 120,
  maxTable: 20,
  maxIdempotencyKey: 100,
  /** Reais; far above any real order, low enough that centavos stay exact integers. */
  maxTotal: 10_000_000,
} as const;

export const ORDER_MESSAGES = {
  orderTypeRequired: 'Escolha como quer receber o pedido',
  orderTypeInvalid: 'Tipo de pedido inválido',
  orderTypeUnavailable: 'Esta loja não aceita este tipo de pedido',
  itemsRequired: 'O carrinho está vazio',
  itemsTooMany: `No máximo ${ORDER_LIMITS.maxItems} itens por pedido`,
  productInvalid: 'Produto inválido',
  productUnavailable: 'Este produto não está mais disponível',
  optionUnavailable: 'Uma opção escolhida não está mais disponível',
  quantityInvalid: `Quantidade entre 1 e ${ORDER_LIMITS.maxQuantity}`,
  nameRequired: AUTH_MESSAGES.nameRequired,
  phoneRequired: AUTH_MESSAGES.phoneRequired,
  phoneInvalid: AUTH_MESSAGES.phoneInvalid,
  emailInvalid: AUTH_MESSAGES.emailInvalid,
  addressRequired: 'Informe o endereço de entrega',
  cepRequired: AUTH_MESSAGES.cepRequired,
  cepInvalid: AUTH_MESSAGES.cepInvalid,
  streetRequired: AUTH_MESSAGES.addressRequired,
  numberRequired: AUTH_MESSAGES.numberRequired,
  districtRequired: AUTH_MESSAGES.districtRequired,
  cityRequired: AUTH_MESSAGES.cityRequired,
  stateRequired: AUTH_MESSAGES.stateRequired,
  paymentRequired: 'Escolha a forma de pagamento',
  paymentInvalid: 'Forma de pagamento inválida',
  paymentUnavailable: 'Esta loja não aceita esta forma de pagamento',
  changeInvalid: 'Valor de troco inválido',
  totalInvalid: 'Total inválido',
  storeClosed: 'A loja está fechada no momento. Tente novamente no horário de funcionamento.',
  totalChanged: (total: string) => `Os valores do pedido mudaram. O total agora é ${total}. Revise e confirme novamente.`,
  idempotencyKeyRequired: 'Cabeçalho Idempotency-Key obrigatório',
  idempotencyKeyInvalid: 'Cabeçalho Idempotency-Key inválido: use até 100 caracteres visíveis (letras, números e sinais ASCII)',
  idempotencyKeyReused: 'Esta Idempotency-Key já foi usada para outro pedido',
  tooLong: (max: number) => `No máximo ${max} caracteres`,
} as const;

const optionalText = (max: number) => string().trim().max(max, ORDER_MESSAGES.tooLong(max)).nullable().optional();

const coordinate = (limit: number, message: string) => number().typeError(message).min(-limit, message).max(limit, message).nullable().optional();

export const orderAddressSchema = object({
  cep: string().trim().required(ORDER_MESSAGES.cepRequired).test('cep', ORDER_MESSAGES.cepInvalid, (v) => !v || isCep(v)),
  address: string().trim().required(ORDER_MESSAGES.streetRequired).max(200, ORDER_MESSAGES.tooLong(200)),
  number: string().trim().required(ORDER_MESSAGES.numberRequired).max(20, ORDER_MESSAGES.tooLong(20)),
  complement: optionalText(100),
  district: string().trim().required(ORDER_MESSAGES.districtRequired).max(100, ORDER_MESSAGES.tooLong(100)),
  city: string().trim().required(ORDER_MESSAGES.cityRequired).max(100, ORDER_MESSAGES.tooLong(100)),
  state: string().trim().required(ORDER_MESSAGES.stateRequired).matches(/^[A-Za-z]{2}$/, AUTH_MESSAGES.stateInvalid),
  reference: optionalText(200),
  latitude: coordinate(90, AUTH_MESSAGES.latitudeInvalid),
  longitude: coordinate(180, AUTH_MESSAGES.longitudeInvalid),
});

/** The address of an order: required for a delivery (the checkout's and the POS's), ignored otherwise. */
export const deliveryAddressField = () =>
  orderAddressSchema
    .typeError(ORDER_MESSAGES.addressRequired)
    .nullable()
    .optional()
    .default(undefined)
    .when('order_type', { is: 'delivery', then: (s) => s.nonNullable(ORDER_MESSAGES.addressRequired).required(ORDER_MESSAGES.addressRequired) });

export const orderItemSchema = object({
  product_id: number().typeError(ORDER_MESSAGES.productInvalid).required(ORDER_MESSAGES.productInvalid).integer(ORDER_MESSAGES.productInvalid).min(1, ORDER_MESSAGES.productInvalid).max(2_147_483_647, ORDER_MESSAGES.productInvalid),
  quantity: number()
    .typeError(ORDER_MESSAGES.quantityInvalid)
    .required(ORDER_MESSAGES.quantityInvalid)
    .integer(ORDER_MESSAGES.quantityInvalid)
    .min(1, ORDER_MESSAGES.quantityInvalid)
    .max(ORDER_LIMITS.maxQuantity, ORDER_MESSAGES.quantityInvalid),
  selected_options: mixed<Record<string, unknown>>()
    .nullable()
    .optional()
    .test('object', ORDER_MESSAGES.optionUnavailable, (v) => v === null || v === undefined || (typeof v === 'object' && !Array.isArray(v))),
  notes: optionalText(ORDER_LIMITS.maxItemNotes),
});

export const createOrderSchema = object({
  order_type: string().required(ORDER_MESSAGES.orderTypeRequired).oneOf([...ORDER_TYPES], ORDER_MESSAGES.orderTypeInvalid),
  items: array(orderItemSchema).typeError(ORDER_MESSAGES.itemsRequired).required(ORDER_MESSAGES.itemsRequired).min(1, ORDER_MESSAGES.itemsRequired).max(ORDER_LIMITS.maxItems, ORDER_MESSAGES.itemsTooMany),
  customer: object({
    name: string().trim().required(ORDER_MESSAGES.nameRequired).max(ORDER_LIMITS.maxName, ORDER_MESSAGES.tooLong(ORDER_LIMITS.maxName)),
    phone: string().trim().required(ORDER_MESSAGES.phoneRequired).test('phone', ORDER_MESSAGES.phoneInvalid, (v) => !v || isPhone(v)),
    email: string().trim().email(ORDER_MESSAGES.emailInvalid).max(200).nullable().optional(),
  })
    .typeError(ORDER_MESSAGES.nameRequired)
    .required(ORDER_MESSAGES.nameRequired),
  address: deliveryAddressField(),
  table: optionalText(ORDER_LIMITS.maxTable),
  payment: object({
    method: string().required(ORDER_MESSAGES.paymentRequired).oneOf([...PAYMENT_METHODS], ORDER_MESSAGES.paymentInvalid),
    change_for: number().typeError(ORDER_MESSAGES.changeInvalid).min(0, ORDER_MESSAGES.changeInvalid).max(100_000, ORDER_MESSAGES.changeInvalid).nullable().optional(),
  })
    .typeError(ORDER_MESSAGES.paymentRequired)
    .required(ORDER_MESSAGES.paymentRequired),
  coupon_code: optionalText(50),
  notes: optionalText(ORDER_LIMITS.maxNotes),
  /** Scheduled orders: the chosen slot's start (ISO instant); the server checks it against the store's slots (checkScheduledSlot). */
  scheduled_for: string().trim().max(40).nullable().optional(),
  expected_total: number().typeError(ORDER_MESSAGES.totalInvalid).min(0, ORDER_MESSAGES.totalInvalid).max(ORDER_LIMITS.maxTotal, ORDER_MESSAGES.totalInvalid).nullable().optional(),
});

export type CreateOrderInput = InferType<typeof createOrderSchema>;
