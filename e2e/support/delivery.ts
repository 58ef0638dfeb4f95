// Delivery e2e helpers: an order placed and made ready through the API, a phone context for the driver with
// geolocation granted (positions set by the test), and where a map marker is drawn.
import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { initialSelection, normalizeProductOptions, type Order, type Product } from '@comanda/shared/domain';
import { apiToken } from './app';
import { baseURL } from './browser-test';

export const DRIVER_EMAIL = 'entregador@bellanapoli.com.br';

const json = { 'content-type': 'application/json', accept: 'application/json' };

/** A delivery order at the demo pizzeria (cash, change for R$ 100), moved to 'ready' by its owner. */
export async function readyDeliveryOrder(customerName: string): Promise<Order> {
  const base = baseURL();
  const products = ((await (await fetch(`${base}/api/stores/pizzaria-bella-napoli/products`)).json()) as { data: Product[] }).data;
  const product = products.find((p) => /margherita/i.test(p.name)) ?? products[0]!;
  const options = normalizeProductOptions(product.business_type_slug, product.business_type_options);
  const placed = await fetch(`${base}/api/stores/pizzaria-bella-napoli/orders`, {
    method: 'POST',
    headers: { ...json, 'Idempotency-Key': `e2e-delivery-${Date.now()}` },
    body: JSON.stringify({
      order_type: 'delivery',
      items: [{ product_id: product.id, quantity: 1, selected_options: options ? initialSelection(options) : null }],
      customer: { name: customerName, phone: '11987654321' },
      address: { cep: '01304001', address: 'Rua Augusta', number: '1500', complement: 'Apto 12', district: 'Consolação', city: 'São Paulo', state: 'SP', reference: null, latitude: null, longitude: null },
      payment: { method: 'cash', change_for: 100 },
    }),
  });
  const order = ((await placed.json()) as { data: Order }).data;
  if (placed.status !== 201) throw new Error(`Pedido recusado (${placed.status}): ${JSON.stringify(order)}`);
  const token = await apiToken(base, 'store_owner');
  for (const status of ['confirmed', 'preparing', 'ready']) {
    const moved = await fetch(`${base}/api/stores/${order.store.id}/orders/${order.id}/status`, { method: 'POST', headers: { ...json, authorization: `Bearer ${token}` }, body: JSON.stringify({ status }) });
    if (!moved.ok) throw new Error(`status ${status}: HTTP ${moved.status}`);
  }
  return order;
}

/** A phone-sized context with geolocation granted, starting at `at`. */
export async function phoneContext(browser: Browser, at: { latitude: number; longitude: number }): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    geolocation: at,
    permissions: ['geolocation'],
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  return context;
}

/** The pixel offset Leaflet gives a marker (its CSS transform): changes when the marker moves. */
export const markerOffset = (marker: Locator): Promise<string> => marker.evaluate((el) => (el as HTMLElement).style.transform);

/** Waits until the marker is drawn somewhere else than `before`. */
export async function waitForMarkerMove(marker: Locator, before: string, timeoutMs = 15_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const now = await markerOffset(marker).catch(() => before);
    if (now !== before) return now;
    if (Date.now() - started > timeoutMs) throw new Error(`O marcador não se moveu (${before})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
