// Issue 14, "open for later": a closed store says when it opens and takes scheduled orders. The owner turns
// scheduling on in the settings; a customer, on the closed storefront, schedules a pickup for a slot in the browser;
// the kanban shows it under "Agendados" with its slot; the app clock moves to the slot minus the store's notice and
// the order arrives as a new order (card in "Pendente", the new-order toast); the tracking page shows the slot.
// Moves the app clock forward for good: the sequencer runs this file after the others (`*.clock.test.ts`).
import type { Page } from 'playwright-core';
import { availableSlots, scheduledTrackingText, WEEKDAYS, type Order, type OrderSummary, type StorePublic } from '@comanda/shared/domain';
import { DEMO_PASSWORD } from '../support/app';
import { expectSnackbar, loginToStore, openScreen } from '../support/back-office';
import { browserTest, baseURL, newContext, saveScreen } from '../support/browser-test';
import { addFromModal, apiToken, chooseOrderType, choosePayment, fetchStore, fillCustomer, goToCheckout } from '../support/checkout';

const STORE = 'cafe-grao-nobre';
const OWNER = 'dono@cafegraonobre.com.br';
const PRODUCT = 'Espresso da Casa';
const CUSTOMER = 'Bruna Agendada';
const LEAD_MINUTES = 30;

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${baseURL()}/api${path}`, {
    ...rest,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`${rest.method ?? 'GET'} /api${path} → HTTP ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Moves the app clock (and runs the jobs due then); resolves to the new instant. */
const moveClock = async (minutes: number) => new Date((await api<{ now: string }>('/testing/clock', { method: 'POST', body: JSON.stringify({ minutes }) })).now);

const hourInSaoPaulo = (date: Date) => Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', hour: '2-digit', hourCycle: 'h23' }).format(date));
const hh = (hour: number) => `${String(((hour % 24) + 24) % 24).padStart(2, '0')}:00`;

/** Every day open for two hours starting two whole hours from now: closed now, opening later today (or just after midnight). */
async function closeUntilLater(owner: string, storeId: number, now: Date): Promise<void> {
  const start = hourInSaoPaulo(now) + 2;
  const window = `${hh(start)}-${hh(start + 2)}`;
  const { data } = await api<{ data: Record<string, unknown> }>(`/stores/${storeId}/settings`, { token: owner });
  const { pause: _pause, status: _status, scheduledOrders: _scheduled, ...current } = data;
  await api(`/stores/${storeId}/settings`, {
    method: 'PUT',
    token: owner,
    body: JSON.stringify({ ...current, minOrderValue: 0, openingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, [window]])) }),
  });
}

/**
 * A customer's page whose clock can be set to the app clock (which earlier *.clock tests moved): the checkout builds its
 * slots from the browser's clock. Set once the storefront is hydrated (fake timers stub `performance`, which the
 * hydration check reads).
 */
async function customerPage(): Promise<{ page: Page; setClock: (now: Date) => Promise<void>; close: () => Promise<void> }> {
  const context = await newContext();
  return { page: await context.newPage(), setClock: (now) => context.clock.install({ time: now }), close: () => context.close() };
}

describe('Pedido agendado', () => {
  browserTest(
    'a loja fechada diz quando abre e aceita um pedido agendado, que espera em "Agendados" e chega como novo pedido na hora certa',
    async ({ page: ownerPage }) => {
      const owner = await apiToken(OWNER);
      const before = await fetchStore(STORE);
      const now = await moveClock(0);
      await closeUntilLater(owner, before.id, now);

      // The owner turns scheduled orders on in the settings.
      await loginToStore(ownerPage, OWNER, DEMO_PASSWORD);
      await openScreen(ownerPage, '/store/settings', 'Configurações');
      const section = ownerPage.getByRole('region', { name: 'Pedidos agendados' });
      await section.getByLabel('Aceitar pedidos agendados').check();
      await section.getByRole('spinbutton', { name: 'Até quantos dias à frente' }).fill('1');
      await section.getByRole('spinbutton', { name: 'Antecedência mínima (minutos)' }).fill(String(LEAD_MINUTES));
      await saveScreen(ownerPage, 'scheduled-order-settings');
      await ownerPage.getByRole('button', { name: 'Salvar configurações' }).click();
      await expectSnackbar(ownerPage, 'Configurações salvas');

      const store: StorePublic = await fetchStore(STORE);
      expect(store).toMatchObject({ isOpen: false, scheduling: { maxDaysAhead: 1, slotMinutes: 30, leadMinutes: LEAD_MINUTES } });
      const [firstDay] = availableSlots({ openingHours: store.openingHours, holidays: store.scheduling!.holidays }, store.scheduling!, now);
      const slot = firstDay!.slots[0]!;

      // The customer: the closed storefront says when it opens, and the checkout offers "Agendar para".
      const customer = await customerPage();
      try {
        const page = customer.page;
        await addFromModal(page, STORE, PRODUCT);
        await customer.setClock(now);
        await page.getByTestId('store-closed').getByText(store.closedText!, { exact: true }).waitFor();
        expect(store.closedText).toMatch(/^Fechado · abre (hoje|amanhã) às \d{2}:00$/);
        await saveScreen(page, 'scheduled-order-closed-banner');
        await goToCheckout(page);
        await chooseOrderType(page, 'Retirada');
        await fillCustomer(page, CUSTOMER, '11987654321');
        await choosePayment(page, 'Dinheiro');
        await page.getByRole('checkbox', { name: /Não preciso de troco/ }).check();
        const when = page.getByRole('region', { name: 'Quando?' });
        await when.getByLabel('Agendar para').selectOption(firstDay!.date);
        await when.getByLabel('Horário').selectOption(slot.start);
        await saveScreen(page, 'scheduled-order-checkout');
        await page.getByRole('button', { name: /^Confirmar pedido/ }).click();
        await page.getByRole('heading', { name: /^Pedido #\d{4,} agendado$/ }).waitFor();
        await page.getByTestId('scheduled-slot').getByText(scheduledTrackingText(slot, now), { exact: true }).waitFor();
        await saveScreen(page, 'scheduled-order-tracking');
        const publicId = new URL(page.url()).pathname.split('/').pop()!;
        const order = (await api<{ data: Order }>(`/orders/track/${publicId}`)).data;
        expect(order).toMatchObject({ status: 'scheduled', scheduled_slot: { start: slot.start, end: slot.end } });

        // The store's kanban: the order waits under "Agendados" with its slot.
        await ownerPage.goto('/store/orders/kanban');
        const card = (column: string) => ownerPage.getByRole('region', { name: column, exact: true }).getByRole('article', { name: `Pedido ${order.display_number}`, exact: true });
        await card('Agendados').getByTestId('scheduled-slot').getByText(/^Agendado · \S+ \d{2}:\d{2}–\d{2}:\d{2}$/).waitFor();
        await saveScreen(ownerPage, 'scheduled-order-kanban-waiting');

        // Its time comes (the slot minus the notice): the job releases it, and it arrives live as a new order.
        const releaseInMinutes = Math.ceil((Date.parse(slot.start) - LEAD_MINUTES * 60_000 - now.getTime()) / 60_000);
        await moveClock(releaseInMinutes);
        await card('Pendente').waitFor();
        await ownerPage.getByText(new RegExp(`Novo pedido ${order.display_number} — ${CUSTOMER}`)).first().waitFor();
        await saveScreen(ownerPage, 'scheduled-order-kanban-released');
        const listed = (await api<{ data: OrderSummary[] }>(`/stores/${store.id}/orders?status=pending&per_page=100`, { token: owner })).data;
        expect(listed.find((o) => o.id === order.id)).toMatchObject({ status: 'pending', scheduled_slot: { start: slot.start } });

        // The tracking page still names the slot.
        await page.reload();
        await page.getByRole('heading', { name: /^Pedido #\d{4,} recebido!$/ }).waitFor();
        await page.getByTestId('scheduled-slot').waitFor();
      } finally {
        await customer.close();
      }
    },
    240_000,
  );
});
