// Checkout and order tracking helpers: what a customer does on /loja/{slug}/checkout and sees on the success
// page, and the store's side through the API (status changes) for the live-tracking checks.
import type { Locator, Page } from 'playwright-core';
import { checkoutQuote, deliveryRulesOf, type CheckoutQuote, type Coordinates, type Order, type OrderListResponse, type OrderStatus, type OrderType, type StorePublic } from '@comanda/shared/domain';
import { FAKE_PLACES } from '../../api/test-support/fake-providers';
import { DEMO_PASSWORD } from './app';
import { baseURL } from './browser-test';
import { ADD_TO_CART, EngineMirror, PRODUCT_ADDED_TOAST, fetchProduct, openCart, openProductModal, openStore, performStep, productCard, type Step } from './storefront';

export const BELLA = 'pizzaria-bella-napoli';

/** Opens the store and quick-adds `quantity` of a product from its card (no options). */
export async function addFromCard(page: Page, slug: string, name: string, quantity = 1): Promise<void> {
  await openStore(page, slug);
  const card = productCard(page, name);
  for (let i = 1; i < quantity; i += 1) await card.getByRole('button', { name: `Aumentar quantidade de ${name}`, exact: true }).click();
  await card.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await page.getByText(/adicionada\(s\) ao carrinho$/).first().waitFor();
}

/**
 * Opens the store, customises the product in its modal with `steps` (the first size is preselected) and adds it;
 * resolves to the engine's unit price for that selection (what the server charges).
 */
export async function addFromModal(page: Page, slug: string, name: string, steps: Step[] = []): Promise<number> {
  const mirror = new EngineMirror(await fetchProduct(slug, name));
  await openStore(page, slug);
  const dialog = await openProductModal(page, name);
  for (const step of steps) {
    mirror.apply(step);
    await performStep(dialog, mirror, step);
  }
  await dialog.getByRole('button', { name: ADD_TO_CART, exact: true }).click();
  await page.getByText(PRODUCT_ADDED_TOAST, { exact: true }).first().waitFor();
  return mirror.unitCents;
}

/** The pizza size radio of the modal: 0 Broto, 1 Média, 2 Grande, 3 Família. */
export const pizzaSize = (index: number): Step => ({ kind: 'radio', group: 'Tamanho', key: 'selectedSize', list: 'sizes', index });

export async function fetchStore(slug: string): Promise<StorePublic> {
  const response = await fetch(`${baseURL()}/api/stores/${slug}`);
  if (!response.ok) throw new Error(`GET /api/stores/${slug} → HTTP ${response.status}`);
  return ((await response.json()) as { data: StorePublic }).data;
}

/** Where the fake geocoder puts a street (api/test-support/fake-providers). */
export function fakePlace(match: string): Coordinates {
  const place = FAKE_PLACES.find((candidate) => candidate.match === match);
  if (!place) throw new Error(`Lugar "${match}" não existe no geocodificador falso`);
  return { latitude: Number(place.lat), longitude: Number(place.lon) };
}

/** What the checkout must show (and the API charge), from the store's own rules and the shared domain. */
export async function expectedQuote(input: {
  slug: string;
  orderType: OrderType;
  subtotalCents: number;
  discountCents?: number;
  district?: string;
  city?: string;
  state?: string;
  location?: Coordinates | null;
}): Promise<CheckoutQuote> {
  const store = await fetchStore(input.slug);
  return checkoutQuote({
    rules: deliveryRulesOf(store),
    orderType: input.orderType,
    address: { district: input.district ?? '', city: input.city ?? 'São Paulo', state: input.state ?? 'SP', location: input.location ?? null },
    subtotalCents: input.subtotalCents,
    discountCents: input.discountCents ?? 0,
    at: new Date(),
  });
}

/** Cart drawer → 'Finalizar Pedido' → the checkout page. */
export async function goToCheckout(page: Page): Promise<void> {
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Finalizar Pedido', exact: true }).click();
  await page.getByRole('heading', { name: 'Finalizar pedido', exact: true }).waitFor();
}

export async function chooseOrderType(page: Page, label: 'Delivery' | 'Retirada' | 'Consumo no Local'): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Tipo de pedido' }).getByRole('radio', { name: new RegExp(`^${label}`) }).check();
}

export async function choosePayment(page: Page, label: string): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Forma de pagamento' }).getByRole('radio', { name: label, exact: true }).check();
}

/** A form field by its label (MUI adds ' *' to required ones). */
export function checkoutField(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`));
}

export async function fillCustomer(page: Page, name: string, phone: string): Promise<void> {
  await checkoutField(page, 'Nome').fill(name);
  await checkoutField(page, 'Telefone (WhatsApp)').fill(phone);
}

/** Types the CEP (the lookup runs on the 8th digit) and waits for the street to be filled. */
export async function fillCep(page: Page, cep: string, street: string): Promise<void> {
  await checkoutField(page, 'CEP').fill(cep);
  await expectValue(checkoutField(page, 'Endereço'), street);
}

export async function expectValue(locator: Locator, expected: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let value = await locator.inputValue();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await locator.inputValue();
  }
  expect(value).toBe(expected);
}

/** The summary's rows as [label, value] pairs (Subtotal, Desconto, Taxa de entrega, Total), whitespace normalised. */
export async function summaryRows(page: Page): Promise<string[][]> {
  return page.getByLabel('Valores do pedido').first().evaluate((list) =>
    Array.from(list.querySelectorAll('dt')).map((dt) => [dt.textContent?.trim() ?? '', (dt.nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ').trim()]),
  );
}

export async function expectSummary(page: Page, expected: string[][], timeoutMs = 10_000): Promise<void> {
  const norm = (rows: string[][]) => JSON.stringify(rows.map(([label, value]) => [label, (value ?? '').replace(/\s+/g, ' ')]));
  const deadline = Date.now() + timeoutMs;
  let rows = await summaryRows(page);
  while (norm(rows) !== norm(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    rows = await summaryRows(page);
  }
  expect(norm(rows)).toBe(norm(expected));
}

/** 'Confirmar pedido' → the success page; resolves to the order's public id. */
export async function confirmOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Confirmar pedido/ }).click();
  await page.waitForURL(/\/success\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const publicId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('heading', { name: /^Pedido #\d{4,} recebido!$/ }).waitFor();
  return publicId;
}

/** The label of the current step of the success page's timeline. */
export function currentStep(page: Page): Locator {
  return page.getByTestId('status-timeline').locator('li[aria-current="step"]');
}

export async function waitForCurrentStep(page: Page, label: string, timeoutMs = 10_000): Promise<void> {
  await currentStep(page).filter({ hasText: label }).waitFor({ timeout: timeoutMs });
}

// --- API side -----------------------------------------------------------------------------------------------

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${baseURL()}/api${path}`, {
    ...rest,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...rest.headers },
  });
  const body = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`${rest.method ?? 'GET'} /api${path} → HTTP ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

export async function apiToken(email: string): Promise<string> {
  const body = await api<{ token: string }>('/login', { method: 'POST', body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  return body.token;
}

/** The signed-in customer's own order (GET /api/customer/orders/{id}): the public tracking link shows no account id. */
export async function customerOrder(token: string, orderId: number): Promise<Order> {
  return (await api<{ data: Order }>(`/customer/orders/${orderId}`, { token })).data;
}

export async function trackOrder(publicId: string): Promise<Order> {
  return (await api<{ data: Order }>(`/orders/track/${publicId}`)).data;
}

export async function storeOrders(token: string, storeId: number, search: string): Promise<OrderListResponse> {
  return api<OrderListResponse>(`/stores/${storeId}/orders?search=${encodeURIComponent(search)}`, { token });
}

/** The store moves the order on (what the store's order screens do). */
export async function setOrderStatus(token: string, order: Pick<Order, 'id' | 'store'>, status: OrderStatus, reason?: string): Promise<Order> {
  const body = await api<{ data: Order }>(`/stores/${order.store.id}/orders/${order.id}/status`, { method: 'POST', token, body: JSON.stringify({ status, reason: reason ?? null }) });
  return body.data;
}

let sequence = 0;
/** A customer name no other test uses (one database for the whole run). */
export function uniqueCustomer(prefix: string): string {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36).slice(-4)}${sequence}`;
}
