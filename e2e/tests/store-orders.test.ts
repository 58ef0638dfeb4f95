// The store's order screens against the real platform: an order created through the API reaches the open
// kanban in real time (toast, repeating beep, card), moves with taps and drags through to completed, an
// invalid drop is refused, and the details page shows the timeline and prints the kitchen ticket.
import type { Locator, Page } from 'playwright-core';
import { initialSelection, type Product } from '@comanda/shared/domain';
import { browserTest, saveScreen } from '../support/browser-test';
import { expectHeading, loginAs, settleStoreInbox } from '../support/app';
import { checkA11y, formatFindings } from '../support/axe';

const SLUG = 'pizzaria-bella-napoli';
const OWNER_NAME = 'Giuseppe Rossi';

type CreatedOrder = { id: number; display_number: string; total: number; customer: { name: string } };

let sequence = 0;

async function firstProduct(baseURL: string): Promise<Product> {
  const response = await fetch(`${baseURL}/api/stores/${SLUG}/products`, { headers: { Accept: 'application/json' } });
  const body = (await response.json()) as { data: { id: number }[] } | { id: number }[];
  const products = Array.isArray(body) ? body : body.data;
  if (!products[0]) throw new Error('A loja de demonstração não tem produtos');
  return products[0] as Product;
}

/** POST /api/stores/{slug}/orders as a guest customer would (CreateOrderRequest). */
async function createOrder(baseURL: string, customerName: string): Promise<CreatedOrder> {
  sequence += 1;
  const product = await firstProduct(baseURL);
  const response = await fetch(`${baseURL}/api/stores/${SLUG}/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': `e2e-store-orders-${Date.now()}-${sequence}` },
    body: JSON.stringify({
      order_type: 'delivery',
      // The modal's own start (first size): a pizza cannot be ordered without its size.
      items: [{ product_id: product.id, quantity: 1, selected_options: initialSelection(product), notes: 'Sem cebola' }],
      customer: { name: customerName, phone: '11987654321' },
      address: {
        cep: '01304001',
        address: 'Rua Augusta',
        number: '1500',
        complement: 'Apto 12',
        district: 'Consolação',
        city: 'São Paulo',
        state: 'SP',
        reference: null,
        latitude: null,
        longitude: null,
      },
      payment: { method: 'cash', change_for: 100 },
      notes: 'Interfone quebrado',
    }),
  });
  const body = (await response.json()) as { data: CreatedOrder };
  if (response.status !== 201) throw new Error(`Pedido recusado (${response.status}): ${JSON.stringify(body)}`);
  return body.data;
}

/** Resolves when the page's real-time connection has subscribed the store channel (events before that are lost). */
function storeChannelReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (text.includes('pusher_internal:subscription_succeeded') && text.includes('private-store.')) resolve();
      });
    });
  });
}

/** Counts the oscillators the new-order alert starts (three per beep pattern). */
async function countBeeps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { __beeps: number };
    counter.__beeps = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
      counter.__beeps += 1;
      return original.call(this);
    };
  });
}

const beeps = (page: Page) => page.evaluate(() => (window as unknown as { __beeps: number }).__beeps);

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cardIn = (page: Page, columnName: string, order: CreatedOrder) =>
  column(page, columnName).getByRole('article', { name: `Pedido ${order.display_number}`, exact: true });

/** A real mouse drag (pointer sensor): grab the card by its customer name, drop in the middle of the column. */
async function drag(page: Page, card: Locator, order: CreatedOrder, target: Locator, beforeDrop?: () => Promise<void>): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await card.scrollIntoViewIfNeeded();
  const from = await card.getByText(order.customer.name, { exact: true }).boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('Cartão ou coluna fora da tela');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 160, { steps: 12 });
  await beforeDrop?.();
  await page.mouse.up();
}

/** axe WCAG AA on the screen's own content (the shell's top bar and menu are checked elsewhere). */
async function expectAccessible(page: Page, where: string): Promise<void> {
  const report = await checkA11y(page, where, { include: 'main' });
  expect(formatFindings(report.blocking)).toBe('');
}

const money = (reais: number) => `R\\$\\s${reais.toFixed(2).replace('.', ',')}`;

describe('pedidos da loja', () => {
  browserTest(
    'um pedido novo chega ao kanban aberto (toast, som e cartão) e anda até concluído; um movimento inválido é recusado',
    async ({ page, baseURL }) => {
      // Orders other tests left pending would keep the alarm ringing after this one is accepted.
      await settleStoreInbox(baseURL);
      await countBeeps(page);
      await loginAs(page, 'store_owner');
      const subscribed = storeChannelReady(page); // the reload below opens a new connection
      await page.goto('/store/orders/kanban');
      await expectHeading(page, 'Pedidos — Kanban');
      await subscribed;

      // After a reload the browser keeps audio blocked until a gesture: the alert offers to enable it.
      const enableSound = page.getByRole('button', { name: 'Ativar som' });
      if (await enableSound.isVisible()) await enableSound.click();
      await enableSound.waitFor({ state: 'hidden' });

      const order = await createOrder(baseURL, `Cliente Kanban ${Date.now().toString(36)}`);
      const toast = page.getByText(new RegExp(`Novo pedido ${order.display_number} — ${order.customer.name} — ${money(order.total)}`));
      await toast.waitFor();
      await page.getByRole('button', { name: `Abrir pedido ${order.display_number}` }).waitFor();
      await cardIn(page, 'Pendente', order).waitFor();
      await page.waitForFunction(() => (window as unknown as { __beeps: number }).__beeps >= 6, undefined, { timeout: 10_000 });
      await saveScreen(page, 'store-orders-kanban-new-order');
      await expectAccessible(page, 'kanban');

      // One tap accepts: the alarm stops and the toast goes away.
      await cardIn(page, 'Pendente', order).getByRole('button', { name: `Aceitar pedido: pedido ${order.display_number}` }).click();
      await cardIn(page, 'Confirmado', order).waitFor();
      await toast.waitFor({ state: 'hidden' });
      const afterAccept = await beeps(page);
      await page.waitForTimeout(3_500);
      expect(await beeps(page)).toBe(afterAccept);

      // Drag to the next column.
      await drag(page, cardIn(page, 'Confirmado', order), order, column(page, 'Em preparo'));
      await cardIn(page, 'Em preparo', order).waitFor();

      await cardIn(page, 'Em preparo', order).getByRole('button', { name: `Marcar como pronto: pedido ${order.display_number}` }).click();
      await cardIn(page, 'Pronto', order).waitFor();

      // A delivery goes out before it is delivered: 'Concluídos hoje' refuses the card, visibly while dragging.
      await drag(page, cardIn(page, 'Pronto', order), order, column(page, 'Concluídos hoje'), async () => {
        expect(await column(page, 'Concluídos hoje').getAttribute('aria-disabled')).toBe('true');
        expect(await column(page, 'Em entrega').getAttribute('data-drop-state')).toBe('allowed');
      });
      await page.getByText('Não é possível mudar o pedido de "Pronto para entrega" para "Entregue".').waitFor();
      await cardIn(page, 'Pronto', order).waitFor();

      await cardIn(page, 'Pronto', order).getByRole('button', { name: `Saiu para entrega: pedido ${order.display_number}` }).click();
      await cardIn(page, 'Em entrega', order).waitFor();
      await drag(page, cardIn(page, 'Em entrega', order), order, column(page, 'Concluídos hoje'));
      await cardIn(page, 'Concluídos hoje', order).waitFor();
      await saveScreen(page, 'store-orders-kanban-completed');

      // The details tell the whole story.
      await cardIn(page, 'Concluídos hoje', order).getByRole('button', { name: `Mais ações do pedido ${order.display_number}` }).click();
      await page.getByRole('menuitem', { name: 'Ver detalhes' }).click();
      await expectHeading(page, `Pedido ${order.display_number}`);
      const timeline = page.getByRole('list', { name: 'Histórico do pedido' }).getByRole('listitem');
      await timeline.nth(5).waitFor();
      const steps = await timeline.allInnerTexts();
      expect(steps.map((step) => step.split('\n')[0])).toEqual(['Pendente', 'Confirmado', 'Em preparo', 'Pronto para entrega', 'Em entrega', 'Entregue']);
      expect(steps[0]).toContain('Cliente');
      expect(steps[5]).toContain(OWNER_NAME);
    },
    120_000,
  );

  browserTest('"Abrir" no toast leva ao pedido; nos detalhes: aceitar, e a comanda de 80 mm é a única coisa impressa', async ({ page, baseURL }) => {
    const subscribed = storeChannelReady(page);
    await loginAs(page, 'store_owner');
    await page.getByRole('link', { name: 'Lista de pedidos' }).click();
    await expectHeading(page, 'Pedidos');
    await subscribed;

    const order = await createOrder(baseURL, `Cliente Detalhes ${Date.now().toString(36)}`);
    await page.getByRole('link', { name: order.display_number, exact: true }).waitFor(); // the list refreshes by itself
    await expectAccessible(page, 'lista de pedidos');
    await page.getByRole('button', { name: `Abrir pedido ${order.display_number}` }).click();
    await expectHeading(page, `Pedido ${order.display_number}`);
    // Opening the order ends its alert (the notification feature may show its own, differently worded toast).
    await page.getByText(new RegExp(`Novo pedido ${order.display_number} — `)).waitFor({ state: 'hidden' });
    await page.getByRole('main').getByText('Levar troco de', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: `WhatsApp de ${order.customer.name}` }).getAttribute('href')).toBe('https://wa.me/5511987654321');

    await page.getByRole('button', { name: 'Aceitar pedido' }).click();
    await page.getByRole('button', { name: 'Iniciar preparo' }).waitFor();

    await page.evaluate(() => {
      (window as unknown as { __printed: number }).__printed = 0;
      window.print = () => {
        (window as unknown as { __printed: number }).__printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Imprimir comanda' }).click();
    expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
    await saveScreen(page, 'store-orders-details');
    await expectAccessible(page, 'detalhes do pedido');

    await page.emulateMedia({ media: 'print' });
    const ticket = page.getByTestId('kitchen-ticket');
    await ticket.waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Iniciar preparo' }).isVisible()).toBe(false);
    const width = await ticket.evaluate((element) => element.getBoundingClientRect().width);
    expect(Math.round((width * 25.4) / 96)).toBe(80);
    const text = await ticket.innerText();
    for (const line of [`PEDIDO ${order.display_number}`, 'Delivery', 'OBS: Sem cebola', order.customer.name, 'Rua Augusta, 1500 - Apto 12', 'Troco para R$', 'Total']) {
      expect(text.replace(/\u00a0/g, ' ')).toContain(line);
    }
    expect(await ticket.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/mono/i);
    await saveScreen(page, 'store-orders-kitchen-ticket');
    await page.emulateMedia({ media: 'screen' });
  });
});
