// Issue 13, first part: the customer area. A new customer orders at two stores; finds both in the history; follows
// the open ones live; cancels one while the store has not accepted it (the store sees it cancelled); orders it again
// after its price went up (told, and priced today in the cart); reviews the other once it is done; downloads their data
// and deletes the account: the stores still see the orders, without the name.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatBRL, MY_DATA_LABELS, MY_DATA_MESSAGES, orderStatusLabel, type MyDataExport } from '@comanda/shared/domain';
import { DEMO_PASSWORD, fillLogin, registerCustomer, uniqueEmail } from '../support/app';
import { browserTest, saveScreen } from '../support/browser-test';
import { changePrice, moveOrder, placePickup, productNamed, storeOrder, tokenFor } from '../support/customer-area';
import { openCart } from '../support/storefront';

const BURGER = 'burger-house';
const BELLA = 'pizzaria-bella-napoli';

describe('Área do cliente', () => {
  browserTest(
    'acha os pedidos de duas lojas, acompanha ao vivo, cancela, pede de novo com o preço novo avisado e avalia',
    async ({ page }) => {
      const email = uniqueEmail('carla.cliente');
      await registerCustomer(email, DEMO_PASSWORD, 'Carla Cliente');
      const customer = await tokenFor(email);
      const burgerOwner = await tokenFor('dono@burgerhouse.com.br');
      const bellaOwner = await tokenFor('dono@bellanapoli.com.br');
      const bacon = await productNamed(BURGER, /^Bacon Lovers$/);
      const burgerOrder = await placePickup(customer, BURGER, bacon, 2, 'Carla Cliente');
      const pizzaOrder = await placePickup(customer, BELLA, await productNamed(BELLA, /margherita/i), 1, 'Carla Cliente');

      await page.goto('/login');
      await fillLogin(page, email, DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/customer/dashboard');
      await page.getByRole('heading', { name: 'Minha conta' }).waitFor();

      // Both orders, each with its store, in the history.
      await page.goto('/customer/orders/history');
      const burgerCard = page.getByRole('article', { name: `Pedido ${burgerOrder.display_number} — Burger House` });
      const pizzaCard = page.getByRole('article', { name: `Pedido ${pizzaOrder.display_number} — Pizzaria Bella Napoli` });
      await burgerCard.waitFor();
      await pizzaCard.waitFor();
      await saveScreen(page, 'customer-history');

      // The open orders update live when a store accepts one.
      await page.goto('/customer/orders/active');
      const livePizza = page.getByRole('article', { name: `Pedido ${pizzaOrder.display_number} — Pizzaria Bella Napoli` });
      await livePizza.getByText(orderStatusLabel('pending', 'pickup'), { exact: true }).waitFor();
      await page.waitForTimeout(500); // the page subscribes to the orders' channels once they are listed
      await moveOrder(bellaOwner, pizzaOrder, ['confirmed']);
      await livePizza.getByText(orderStatusLabel('confirmed', 'pickup'), { exact: true }).waitFor({ timeout: 15_000 });

      // The burger order is still pending: the customer cancels it, and the store sees it cancelled.
      await page.getByRole('article', { name: `Pedido ${burgerOrder.display_number} — Burger House` }).click();
      await page.getByRole('heading', { name: `Pedido ${burgerOrder.display_number}` }).waitFor();
      await page.getByRole('button', { name: 'Cancelar pedido' }).click();
      const dialog = page.getByRole('dialog', { name: `Cancelar pedido ${burgerOrder.display_number}?` });
      await dialog.getByLabel('Motivo (opcional)').fill('Pedi no endereço errado');
      await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
      await page.getByText('Pedido cancelado: Pedi no endereço errado').waitFor();
      expect(await storeOrder(burgerOwner, burgerOrder)).toMatchObject({ status: 'cancelled', cancel_reason: 'Pedi no endereço errado' });

      // The burger got dearer since; "Pedir de novo" tells it and the cart holds today's price.
      const restorePrice = await changePrice(burgerOwner, burgerOrder.store.id, bacon.id, 39.9);
      try {
        await page.getByRole('link', { name: 'Pedir de novo' }).click();
        await page.waitForURL((url) => url.pathname === `/loja/${BURGER}`);
        await page.getByText(`O preço de Bacon Lovers mudou: agora ${formatBRL(3990)} cada.`).waitFor({ timeout: 15_000 });
        await page.getByText('Itens do pedido adicionados ao carrinho').waitFor();
        expect(new URL(page.url()).search).toBe('');
        const cart = await openCart(page);
        await cart.getByText('Bacon Lovers').first().waitFor();
        await cart.getByText(formatBRL(2 * 3990)).first().waitFor();
        await saveScreen(page, 'customer-reorder-cart');
      } finally {
        await restorePrice();
      }

      // The pizza order is done: it waits for a review, and gets one from the customer area.
      await moveOrder(bellaOwner, pizzaOrder, ['preparing', 'ready', 'completed']);
      await page.goto('/customer/reviews');
      const waiting = page.getByRole('region', { name: 'Esperando sua avaliação' });
      await waiting.getByRole('article', { name: `Pedido ${pizzaOrder.display_number} — Pizzaria Bella Napoli` }).getByRole('link', { name: 'Avaliar' }).click();
      await page.getByRole('heading', { name: 'Avaliar pedido' }).waitFor();
      const stars = page.getByRole('radiogroup', { name: 'Comida' }).getByRole('radio', { name: '5 estrelas' });
      await page.locator(`label[for="${await stars.getAttribute('id')}"]`).click();
      await page.getByRole('textbox', { name: 'Comentário' }).fill('Massa leve, chegou no ponto.');
      await page.getByRole('button', { name: 'Enviar avaliação' }).click();
      await page.getByRole('heading', { name: 'Sua avaliação' }).waitFor();
      await page.goto('/customer/reviews');
      await page.getByRole('article', { name: `Avaliação do pedido ${pizzaOrder.display_number} — Pizzaria Bella Napoli` }).getByText('Massa leve, chegou no ponto.').waitFor();
      await saveScreen(page, 'customer-reviews');

      // My data (LGPD): the download holds both orders; deleting the account erases the identity, the stores keep the
      // financial record of the orders without the name, and the account can no longer sign in.
      await page.goto('/customer/profile');
      const myData = page.getByRole('region', { name: MY_DATA_LABELS.title });
      const [download] = await Promise.all([page.waitForEvent('download'), myData.getByRole('button', { name: MY_DATA_LABELS.download }).click()]);
      expect(download.suggestedFilename()).toMatch(/^meus-dados-comanda-\d{4}-\d{2}-\d{2}\.json$/);
      const saved = path.join(mkdtempSync(path.join(tmpdir(), 'meus-dados-')), download.suggestedFilename());
      await download.saveAs(saved);
      const exported = JSON.parse(readFileSync(saved, 'utf8')) as MyDataExport;
      expect(exported.profile).toMatchObject({ name: 'Carla Cliente', email });
      expect(exported.orders.map((o) => o.display_number).sort()).toEqual([burgerOrder.display_number, pizzaOrder.display_number].sort());
      await saveScreen(page, 'customer-profile');

      await myData.getByRole('button', { name: MY_DATA_LABELS.deleteAccount }).click();
      const confirm = page.getByRole('dialog', { name: MY_DATA_LABELS.dialogTitle });
      await confirm.getByLabel(MY_DATA_LABELS.password).fill(DEMO_PASSWORD);
      await confirm.getByLabel(MY_DATA_LABELS.confirmation).fill('EXCLUIR');
      await confirm.getByRole('button', { name: MY_DATA_LABELS.confirmDelete }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText(MY_DATA_MESSAGES.deleted).waitFor();

      const kept = await storeOrder(bellaOwner, pizzaOrder);
      expect(kept).toMatchObject({ status: 'completed', total: pizzaOrder.total, customer: { name: 'Cliente removido' } });
      expect(JSON.stringify(kept)).not.toContain('Carla');
      await expect(tokenFor(email)).rejects.toThrow(/HTTP 4\d\d/);
    },
    120_000,
  );
});
