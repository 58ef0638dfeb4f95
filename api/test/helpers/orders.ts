import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { initialSelection, normalizeProductOptions, type Product } from '@comanda/shared/domain';
import { json } from './test-app';

export async function productsOf(app: FastifyInstance, slug: string): Promise<Product[]> {
  return json<{ data: Product[] }>(await app.inject({ method: 'GET', url: `/api/stores/${slug}/products` })).data;
}

/** A product with options and its initial (valid) selection, as the storefront would send it. */
export function withSelection(product: Product) {
  const options = normalizeProductOptions(product.business_type_slug, product.business_type_options);
  return { product, options: options!, selection: options ? initialSelection(options) : null };
}

/** A pickup paid in cash; items are loose on purpose (tests send tampered and malformed lines). */
export const PICKUP_CASH = (items: Record<string, unknown>[]) => ({
  order_type: 'pickup',
  items,
  customer: { name: 'Maria Souza', phone: '(11) 98888-7777' },
  payment: { method: 'cash' as const, change_for: null },
});

export const BELA_VISTA = {
  cep: '01310-100',
  address: 'Avenida Paulista',
  number: '1000',
  complement: null,
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  reference: null,
  latitude: -23.5613,
  longitude: -46.6565,
};

export function placeOrder(app: FastifyInstance, slug: string, body: unknown, options: { key?: string; token?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/stores/${slug}/orders`,
    headers: {
      'idempotency-key': options.key ?? randomUUID(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: body as Record<string, unknown>,
  });
}
