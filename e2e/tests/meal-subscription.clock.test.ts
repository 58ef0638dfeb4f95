// Issue 13, marmita subscriptions: a customer subscribes to a weekly marmita from the storefront ("Assinar" in the
// product modal) and finds it in "Minhas assinaturas"; the app clock moves to the first delivery day, the durable
// scheduler makes it a normal order, and the store sees it on the kanban and on that day's production list.
// Moves the app clock forward for good: the sequencer runs this file after the others (`*.clock.test.ts`).
import { daysBetween, formatLocalDate, localDateAt, type MealSubscription, type OrderSummary } from '@comanda/shared/domain';
import { DEMO_PASSWORD, fillLogin, registerCustomer, uniqueEmail } from '../support/app';
import { browserTest, baseURL, newContext, saveScreen } from '../support/browser-test';
import { tokenFor } from '../support/customer-area';
import { openProductModal, openStore } from '../support/storefront';

const STORE = 'marmitas-da-vovo';
const MARMITA = 'Feijoada da Vovó';
const OWNER = 'dono@marmitasdavovo.com.br';

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
const moveClock = async (by: { days?: number; minutes?: number }) => new Date((await api<{ now: string }>('/testing/clock', { method: 'POST', body: JSON.stringify(by) })).now);

describe('Assinatura de marmita', () => {
  browserTest(
    'o cliente assina uma marmita semanal na loja, vê em Minhas assinaturas, e no dia da entrega o pedido chega ao kanban e à produção',
    async ({ page }) => {
      const email = uniqueEmail('rita.marmita');
      await registerCustomer(email, DEMO_PASSWORD, 'Rita Marmita');
      const customer = await tokenFor(email);
      // A saved address in Salvador, inside the store's delivery area.
      await api('/customer/addresses', {
        method: 'POST',
        token: customer,
        body: JSON.stringify({ label: 'Casa na Barra', cep: '40140-240', address: 'Rua Marquês de Caravelas', number: '300', district: 'Barra', city: 'Salvador', state: 'BA' }),
      });

      await page.goto('/login');
      await fillLogin(page, email, DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/customer/dashboard');

      // The storefront: "Assinar" in the marmita's modal opens the subscribe flow.
      await openStore(page, STORE);
      const modal = await openProductModal(page, MARMITA);
      await modal.getByRole('button', { name: 'Assinar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Assinar ${MARMITA}` });
      await dialog.waitFor();
      await dialog.getByRole('combobox', { name: 'Frequência' }).waitFor();
      await dialog.getByRole('combobox', { name: 'Endereço de entrega' }).click();
      await page.getByRole('option', { name: /Casa na Barra/ }).click();
      await dialog.getByRole('region', { name: 'Resumo da assinatura' }).getByText(/por entrega/).waitFor();
      await saveScreen(page, 'meal-subscription-subscribe');
      await dialog.getByRole('button', { name: 'Confirmar assinatura' }).click();
      await dialog.getByText(/Assinatura criada!/).waitFor();
      await saveScreen(page, 'meal-subscription-created');

      const [subscription] = (await api<{ data: MealSubscription[] }>('/customer/meal-subscriptions', { token: customer })).data;
      expect(subscription).toMatchObject({ frequency: 'weekly', status: 'active', product: { name: MARMITA } });
      const firstDelivery = subscription!.upcoming[0]!.date;

      // "Minhas assinaturas" lists it with the next deliveries.
      await dialog.getByRole('link', { name: 'Ver minhas assinaturas' }).click();
      await page.waitForURL((url) => url.pathname === '/customer/assinaturas');
      const card = page.getByRole('article', { name: `Assinatura ${MARMITA} — Marmitas da Vovó` });
      await card.waitFor();
      await card.getByRole('region', { name: 'Próximas entregas' }).waitFor();
      await saveScreen(page, 'meal-subscription-customer-area');

      // The app clock reaches the first delivery day: the scheduler makes exactly one order.
      const now = await moveClock({ minutes: 0 });
      const days = daysBetween(localDateAt(now), firstDelivery);
      await moveClock({ days, minutes: 16 });
      const owner = await tokenFor(OWNER);
      const storeId = subscription!.store.id;
      const listed = (await api<{ data: OrderSummary[] }>(`/stores/${storeId}/orders?per_page=50`, { token: owner })).data;
      const order = listed.find((o) => o.customer_name === 'Rita Marmita');
      expect(order).toBeDefined();
      expect(order).toMatchObject({ order_type: 'delivery', status: 'pending' });

      // The store: the order is on the kanban, and the production list of that day names it.
      const storeContext = await newContext();
      try {
        const store = await storeContext.newPage();
        await store.goto('/login');
        await fillLogin(store, OWNER, DEMO_PASSWORD);
        await store.waitForURL((url) => url.pathname.startsWith('/store'));
        await store.goto('/store/orders/kanban');
        await store.getByRole('region', { name: 'Pendente', exact: true }).getByRole('article', { name: `Pedido ${order!.display_number}`, exact: true }).waitFor();
        await saveScreen(store, 'meal-subscription-kanban');

        await store.goto('/store/meal-subscriptions/production');
        await store.getByRole('heading', { name: 'Produção de amanhã' }).waitFor();
        await store.getByLabel('Dia').fill(firstDelivery);
        await store.getByText(new RegExp(`marmitas? para ${formatLocalDate(firstDelivery).replace(/\//g, '\\/')}`)).waitFor();
        const group = store.getByRole('article', { name: new RegExp(MARMITA) });
        await group.getByText(new RegExp(`Rita Marmita.*pedido nº ${order!.number}`)).waitFor();
        await saveScreen(store, 'meal-subscription-production');
      } finally {
        await storeContext.close();
      }
    },
    240_000,
  );
});
