// Customer-area e2e helpers: orders a signed-in customer places through the API (so the browser steps start from
// orders at several stores), the store moving them on, and a product's price changed by its owner and put back.
import { initialSelection, normalizeProductOptions, type Order, type OrderStatus, type Product } from '@comanda/shared/domain';
import { DEMO_PASSWORD } from './app';
import { baseURL } from './browser-test';

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${baseURL()}/api${path}`, { ...rest, headers: { ...JSON_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}), ...rest.headers } });
  const body = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`${rest.method ?? 'GET'} /api${path} → HTTP ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

export async function tokenFor(email: string): Promise<string> {
  return (await call<{ token: string }>('/login', { method: 'POST', body: JSON.stringify({ email, password: DEMO_PASSWORD }) })).token;
}

export async function productNamed(slug: string, pattern: RegExp): Promise<Product> {
  const products = (await call<{ data: Product[] }>(`/stores/${slug}/products`)).data;
  const product = products.find((candidate) => pattern.test(candidate.name));
  if (!product) throw new Error(`nenhum produto ${pattern} em ${slug}`);
  return product;
}

/** A pickup order paid in cash, placed by the signed-in customer (their account owns it). */
export async function placePickup(token: string, slug: string, product: Product, quantity: number, name: string): Promise<Order> {
  const options = normalizeProductOptions(product.business_type_slug, product.business_type_options);
  const body = {
    order_type: 'pickup',
    items: [{ product_id: product.id, quantity, selected_options: options ? initialSelection(options) : null }],
    customer: { name, phone: '(11) 91234-5678' },
    payment: { method: 'cash', change_for: null },
  };
  const headers = { 'Idempotency-Key': `e2e-customer-${slug}-${Date.now()}-${Math.random()}` };
  return (await call<{ data: Order }>(`/stores/${slug}/orders`, { method: 'POST', token, headers, body: JSON.stringify(body) })).data;
}

/** The store's owner moves the order through `statuses`, in order. */
export async function moveOrder(ownerToken: string, order: Pick<Order, 'id' | 'store'>, statuses: OrderStatus[]): Promise<void> {
  for (const status of statuses) await call(`/stores/${order.store.id}/orders/${order.id}/status`, { method: 'POST', token: ownerToken, body: JSON.stringify({ status }) });
}

export async function storeOrder(ownerToken: string, order: Pick<Order, 'id' | 'store'>): Promise<Order> {
  return (await call<{ data: Order }>(`/stores/${order.store.id}/orders/${order.id}`, { token: ownerToken })).data;
}

const WRITE_FIELDS = ['name', 'description', 'short_description', 'price', 'promo_price', 'category_id', 'image', 'gallery_urls', 'business_type_slug', 'business_type_options', 'is_active'] as const;

/** The owner sets a product's price (reais) through the catalog API; resolves to a function that puts the old one back. */
export async function changePrice(ownerToken: string, storeId: number, productId: number, price: number): Promise<() => Promise<void>> {
  const path = `/stores/${storeId}/catalog/products/${productId}`;
  const current = (await call<{ data: Record<string, unknown> }>(path, { token: ownerToken })).data;
  const write = (value: number) => call(path, { method: 'PUT', token: ownerToken, body: JSON.stringify({ ...Object.fromEntries(WRITE_FIELDS.map((field) => [field, current[field]])), price: value }) });
  await write(price);
  return async () => void (await write(current.price as number));
}
