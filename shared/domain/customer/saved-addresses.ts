/** A signed-in customer's delivery addresses: kept when used in an order, offered again at the checkout. */
import { object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { foldText, onlyDigits } from '../masks';
import { orderAddressSchema, ORDER_MESSAGES } from '../orders/order-request-schema';
import type { OrderAddress } from '../orders/wire';

export const SAVED_ADDRESS_LIMITS = { maxLabel: 40, maxPerCustomer: 20 } as const;

export const SAVED_ADDRESS_MESSAGES = {
  notFound: 'Endereço não encontrado',
  limitReached: `Você pode guardar até ${SAVED_ADDRESS_LIMITS.maxPerCustomer} endereços. Remova um para adicionar outro.`,
  duplicate: 'Você já guardou este endereço.',
} as const;

/**
 * Routes (bearer token): GET /api/customer/addresses → { data: SavedAddress[] }, the default first, then the
 * most recently used; POST (savedAddressSchema) → 201 new / 200 the same place updated; PUT /{id}
 * (savedAddressSchema) → 200 edited, 422 when it becomes another saved place; PUT /{id}/default → 200;
 * DELETE /{id} → 204.
 */
export type SavedAddress = OrderAddress & {
  id: number;
  /** 'Casa', 'Trabalho'… (optional). */
  label: string | null;
  /** The one the checkout offers first (at most one per customer). */
  is_default: boolean;
  last_used_at: string | null;
  created_at: string;
};

/** POST /api/customer/addresses: an order address plus an optional label. */
export const savedAddressSchema = orderAddressSchema.concat(
  object({
    label: string().trim().max(SAVED_ADDRESS_LIMITS.maxLabel, ORDER_MESSAGES.tooLong(SAVED_ADDRESS_LIMITS.maxLabel)).nullable().optional(),
  }),
);

export type SavedAddressInput = InferType<typeof savedAddressSchema>;

const comparable = (text: string | null | undefined) => foldText(text).replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * The key two addresses are the same place by: CEP digits, street, number and complement, ignoring case,
 * accents and punctuation ('Av. Paulista' is not 'Avenida Paulista': the CEP lookup writes the same text).
 */
export function savedAddressKey(address: Pick<OrderAddress, 'cep' | 'address' | 'number' | 'complement'>): string {
  return [onlyDigits(address.cep), comparable(address.address), comparable(address.number), comparable(address.complement)].join('|');
}

/** 'Avenida Paulista, 1578 – Apto 42', 'Bela Vista, São Paulo/SP' and 'CEP 01310-100' (null without a full CEP). */
export function savedAddressLines(address: OrderAddress): { street: string; area: string; cep: string | null } {
  const digits = onlyDigits(address.cep);
  return {
    street: `${address.address}, ${address.number}${address.complement ? ` – ${address.complement}` : ''}`,
    area: `${address.district}, ${address.city}/${address.state.toUpperCase()}`,
    cep: digits.length === 8 ? `CEP ${digits.slice(0, 5)}-${digits.slice(5)}` : null,
  };
}

/** The address to offer first: the default, else the most recently used (the list's order puts both first). */
export function preferredSavedAddress<T extends Pick<SavedAddress, 'is_default'>>(addresses: readonly T[]): T | null {
  return addresses.find((address) => address.is_default) ?? addresses[0] ?? null;
}
