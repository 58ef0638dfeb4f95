/** The checkout form's values (shaped like the wire, strings where the user types) and the request built from them. */
import type { AuthUser } from '../auth/user';
import type { CartItem } from '../cart/types';
import { maskCep, maskPhone, onlyDigits } from '../masks';
import { centsToReais } from '../money';
import type { OrderType } from './order-types';
import type { PaymentMethod } from './payment';
import type { CreateOrderRequest, OrderAddress } from './wire';

export type CheckoutAddressValues = {
  cep: string;
  address: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
  reference: string;
  latitude: number | null;
  longitude: number | null;
};

export type CheckoutFormValues = {
  order_type: OrderType | '';
  customer: { name: string; phone: string; email: string };
  address: CheckoutAddressValues;
  table: string;
  payment: {
    method: PaymentMethod | '';
    /** 'Troco para', reais; null while blank. */
    change_for: number | null;
    /** 'Não preciso de troco'. */
    no_change: boolean;
  };
  notes: string;
  /** "Agendar para": the chosen slot's start (ISO); '' or absent = as soon as possible. */
  scheduled_for?: string;
};

const text = (value: string | null | undefined) => value ?? '';

/** The checkout's address fields filled with a saved (or any wire) address. */
export function checkoutAddressOf(address: OrderAddress): CheckoutAddressValues {
  return {
    cep: maskCep(address.cep),
    address: address.address,
    number: address.number,
    complement: text(address.complement),
    district: address.district,
    city: address.city,
    state: address.state.toUpperCase(),
    reference: text(address.reference),
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

/** A list's only entry is chosen up front (a store with delivery only needs no question). */
const onlyOne = <T extends string>(list: readonly T[]): T | '' => (list.length === 1 ? (list[0] as T) : '');

/** Start values: the logged-in user's name, phone and address (spec §3 user fields); the store's only order type or payment method. */
export function initialCheckoutValues(options: {
  user: AuthUser | null;
  orderTypes: readonly OrderType[];
  paymentMethods: readonly PaymentMethod[];
  notes?: string;
}): CheckoutFormValues {
  const { user } = options;
  const lat = user?.current_latitude;
  const lon = user?.current_longitude;
  const located = typeof lat === 'number' && typeof lon === 'number';
  return {
    order_type: onlyOne(options.orderTypes),
    customer: { name: text(user?.name), phone: user?.phone ? maskPhone(user.phone) : '', email: text(user?.email) },
    address: {
      cep: user?.cep ? maskCep(user.cep) : '',
      address: text(user?.address),
      number: text(user?.number),
      complement: text(user?.complement),
      district: text(user?.district),
      city: text(user?.city),
      state: text(user?.state).toUpperCase(),
      reference: '',
      latitude: located ? lat : null,
      longitude: located ? lon : null,
    },
    table: '',
    payment: { method: onlyOne(options.paymentMethods), change_for: null, no_change: false },
    notes: options.notes ?? '',
  };
}

const trimmed = (value: string) => value.trim();
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function addressOf(values: CheckoutAddressValues): OrderAddress {
  return {
    cep: maskCep(values.cep),
    address: trimmed(values.address),
    number: trimmed(values.number),
    complement: orNull(values.complement),
    district: trimmed(values.district),
    city: trimmed(values.city),
    state: trimmed(values.state).toUpperCase(),
    reference: orNull(values.reference),
    latitude: values.latitude,
    longitude: values.longitude,
  };
}

/**
 * The POST body: the cart's lines (product, quantity, selection; the server prices them), the customer,
 * the address only for delivery, the table only for dine-in, 'Troco para' only for cash, the cart's
 * coupon and `expected_total` (the total on screen, reais) when it is known.
 */
export function buildCreateOrderRequest(input: {
  values: CheckoutFormValues;
  items: readonly CartItem[];
  couponCode: string | null;
  expectedTotalCents: number | null;
}): CreateOrderRequest {
  const { values } = input;
  const orderType = values.order_type as OrderType;
  const cash = values.payment.method === 'cash';
  const phoneDigits = onlyDigits(values.customer.phone);
  return {
    order_type: orderType,
    items: input.items.map((item) => ({ product_id: item.id, quantity: item.quantity, selected_options: item.selectedOptions })),
    customer: {
      name: trimmed(values.customer.name),
      phone: phoneDigits.length >= 10 ? maskPhone(phoneDigits) : trimmed(values.customer.phone),
      email: orNull(values.customer.email),
    },
    address: orderType === 'delivery' ? addressOf(values.address) : null,
    table: orderType === 'dine_in' ? orNull(values.table) : null,
    payment: {
      method: values.payment.method as PaymentMethod,
      change_for: cash && !values.payment.no_change && values.payment.change_for ? values.payment.change_for : null,
    },
    coupon_code: input.couponCode,
    notes: orNull(values.notes),
    expected_total: input.expectedTotalCents === null ? null : centsToReais(input.expectedTotalCents),
    ...(values.scheduled_for ? { scheduled_for: values.scheduled_for } : {}),
  };
}

const blankToUndefined = (value: string) => (value === '' ? undefined : value);

/** What the checkout validates: the request plus the form's 'Não preciso de troco' choice; an unanswered choice is missing, not invalid. */
export function checkoutValidationInput(request: CreateOrderRequest, values: CheckoutFormValues) {
  return {
    ...request,
    order_type: blankToUndefined(request.order_type),
    payment: {
      ...request.payment,
      method: blankToUndefined(request.payment.method),
      no_change: values.payment.method === 'cash' ? values.payment.no_change : undefined,
    },
  };
}
