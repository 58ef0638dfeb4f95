import { isOrderType, ORDER_TYPES, type OrderType } from './order-types';
import { isPaymentMethod, PAYMENT_METHODS, type PaymentMethod } from './payment';

/** Store settings (stores.settings JSON) → the order types the checkout offers; missing or empty = all. */
export function storeOrderTypes(settings: unknown): OrderType[] {
  const raw = settings && typeof settings === 'object' ? (settings as Record<string, unknown>).orderTypes : undefined;
  const list = Array.isArray(raw) ? ORDER_TYPES.filter((t) => raw.some((r) => r === t && isOrderType(r))) : [];
  return list.length > 0 ? list : [...ORDER_TYPES];
}

/** Payment methods the checkout offers; PIX needs a PIX key whatever the settings say. */
export function storePaymentMethods(settings: unknown, pixKey: string | null): PaymentMethod[] {
  const raw = settings && typeof settings === 'object' ? (settings as Record<string, unknown>).paymentMethods : undefined;
  const chosen = Array.isArray(raw) ? PAYMENT_METHODS.filter((m) => raw.some((r) => r === m && isPaymentMethod(r))) : [];
  const list = chosen.length > 0 ? chosen : [...PAYMENT_METHODS];
  return list.filter((m) => m !== 'pix' || (pixKey !== null && pixKey.trim() !== ''));
}
