// Checkout and live order tracking: a customer (guest or logged in) orders from Bella Napoli once per order type
// and payment method, the store's order list (another browser context) shows the new order without a reload,
// and the customer's success page follows every status change the store makes, live. Expected money comes from
// the store's own delivery rules through the shared domain (the code both the checkout and the API use).
import type { BrowserContext, Page } from 'playwright-core';
import { formatBRL, type Order } from '@comanda/shared/domain';
import { DEMO_USERS, fillLogin, loginAs, registerCustomer, uniqueEmail, waitForPath } from '../support/app';
import { browserTest, newContext, saveScreen } from '../support/browser-test';
import {
  BELLA,
  addFromCard,
  addFromModal,
  apiToken,
  checkoutField,
  chooseOrderType,
  choosePayment,
  confirmOrder,
  expectSummary,
  expectedQuote,
  fakePlace,
  fillCep,
  fillCustomer,
  goToCheckout,
  pizzaSize,
  setOrderStatus,
  trackOrder,
  customerOrder,
  uniqueCustomer,
  waitForCurrentStep,
} from '../support/checkout';

const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

/** The store owner with /store/orders open in a second browser context. */
async function ownerWatchingOrders(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext();
  const page = await context.newPage();
  await loginAs(page, 'store_owner');
  await page.goto('/store/orders');
  await page.getByRole('heading', { name: 'Pedidos', exact: true }).first().waitFor();
  return { context, page };
}

/** The new order reaches the store's list without a reload (real-time `order.new`), by its number ('#0007'). */
async function expectStoreSees(owner: Page, displayNumber: string): Promise<void> {
  await owner.getByText(displayNumber, { exact: true }).first().waitFor({ timeout: 15_000 });
}

/** The store moves the order through `steps`; the customer's page shows each one within seconds (no reload; the poll is 30 s). */
async function followLive(page: Page, order: Order, steps: Array<[Order['status'], string]>): Promise<void> {
  const token = await apiToken(DEMO_USERS.store_owner.email);
  for (const [status, label] of steps) {
    await setOrderStatus(token, order, status);
    await waitForCurrentStep(page, label);
  }
}

/** A review screenshot from the top of the page (a full-page capture keeps the sticky header where it was scrolled to). */
async function screen(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreen(page, name);
}

async function expectCompleted(page: Page, label: string): Promise<void> {
  await page.getByTestId('status-timeline').locator('li[data-state="done"]').filter({ hasText: label }).waitFor({ timeout: 10_000 });
}

describe('checkout e acompanhamento do pedido', () => {
  browserTest(
    'visitante: delivery com CEP e dinheiro com troco; a loja vê o pedido e o cliente acompanha cada status ao vivo (390×844)',
    async ({ page }) => {
      const owner = await ownerWatchingOrders();
      try {
        await page.setViewportSize({ width: 390, height: 844 });
        const subtotal = await addFromModal(page, BELLA, 'Margherita', [pizzaSize(2)]);
        const quote = await expectedQuote({ slug: BELLA, orderType: 'delivery', subtotalCents: subtotal, district: 'Bela Vista', location: fakePlace('avenida paulista') });
        if (!quote.delivery?.ok) throw new Error('Bela Vista deveria ser atendida');
        const customer = uniqueCustomer('Ana Delivery');
        const note = 20_000;

        await goToCheckout(page);
        await chooseOrderType(page, 'Delivery');
        await fillCustomer(page, customer, '11987654321');
        await fillCep(page, '01310100', 'Avenida Paulista');
        await checkoutField(page, 'Número').fill('1000');
        await checkoutField(page, 'Complemento').fill('Apto 12');
        const fee = quote.delivery.freeDelivery ? 'Grátis' : brl(quote.deliveryFeeCents);
        await page.getByTestId('delivery-quote').filter({ hasText: `Taxa de entrega: ${fee}` }).waitFor();
        await expectSummary(page, [['Subtotal', brl(subtotal)], ['Taxa de entrega', fee], ['Total', brl(quote.totalCents)]]);
        await choosePayment(page, 'Dinheiro');
        // The customer types the banknote in reais: '200' is R$ 200,00.
        await checkoutField(page, 'Troco para').pressSequentially(String(note / 100));
        expect(await checkoutField(page, 'Troco para').inputValue()).toBe(`R$ ${note / 100}`);
        // Left and entered again with Tab, the field's text is selected: typing replaces the amount (it once went
        // after it: 'R$ 200200').
        await page.keyboard.press('Tab');
        expect(await checkoutField(page, 'Troco para').inputValue()).toBe(`R$ ${note / 100},00`);
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.type(String(note / 100));
        expect(await checkoutField(page, 'Troco para').inputValue()).toBe(`R$ ${note / 100}`);
        await page.getByText(`Troco: ${brl(note - quote.totalCents)}`).waitFor();
        await screen(page, 'checkout-390');

        const publicId = await confirmOrder(page);
        const order = await trackOrder(publicId);
        expect(order).toMatchObject({
          order_type: 'delivery',
          status: 'pending',
          subtotal: subtotal / 100,
          delivery_fee: quote.deliveryFeeCents / 100,
          total: quote.totalCents / 100,
          estimated_time: quote.delivery.estimatedTime,
          customer: { name: customer, phone: '11987654321', user_id: null },
          address: { cep: '01310100', address: 'Avenida Paulista', number: '1000', complement: 'Apto 12', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
          payment: { method: 'cash', change_for: note / 100, change_due: (note - quote.totalCents) / 100, pix_code: null },
        });
        expect(order.items[0]?.option_lines).toContain('Tamanho: Grande (8 fatias)');
        expect(order.address?.latitude).toBeCloseTo(fakePlace('avenida paulista').latitude);
        await page.getByText(`Troco para ${brl(note)}`).waitFor();
        await page.getByText(`Seu troco: ${brl(note - quote.totalCents)}`).waitFor();
        await waitForCurrentStep(page, 'Pendente');
        await screen(page, 'success-390');
        expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('comanda:orders') ?? '[]') as Array<{ publicId: string }>)[0]?.publicId)).toBe(publicId);

        await expectStoreSees(owner.page, order.display_number);
        await followLive(page, order, [
          ['confirmed', 'Confirmado'],
          ['preparing', 'Em preparo'],
          ['ready', 'Pronto para entrega'],
          ['delivering', 'Em entrega'],
        ]);
        await setOrderStatus(await apiToken(DEMO_USERS.store_owner.email), order, 'completed');
        await expectCompleted(page, 'Entregue');
      } finally {
        await owner.context.close();
      }
    },
    120_000,
  );

  browserTest(
    'visitante: retirada com PIX e cupom; QR Code e copia e cola do servidor, "Copiar código"; retirado ao vivo (1280×800)',
    async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      const owner = await ownerWatchingOrders();
      try {
        await page.setViewportSize({ width: 1280, height: 800 });
        const subtotal = await addFromModal(page, BELLA, 'Calabresa', [pizzaSize(2)]);
        const quote = await expectedQuote({ slug: BELLA, orderType: 'pickup', subtotalCents: subtotal, discountCents: 500 }); // FRETE5: R$ 5,00 from R$ 40,00
        const customer = uniqueCustomer('Bruno Pix');

        await goToCheckout(page);
        await chooseOrderType(page, 'Retirada');
        await page.getByText(/^Retire em:/).waitFor();
        await fillCustomer(page, customer, '21998765432');
        await choosePayment(page, 'PIX');
        await page.getByTestId('pix-hint').waitFor();
        await page.getByLabel('Cupom de desconto').fill('FRETE5');
        await page.getByRole('button', { name: 'Aplicar', exact: true }).click();
        await page.getByText('Cupom FRETE5 aplicado').waitFor();
        await expectSummary(page, [['Subtotal', brl(subtotal)], ['Desconto', `- ${brl(500)}`], ['Total', brl(quote.totalCents)]]);
        await screen(page, 'checkout-1280');

        const publicId = await confirmOrder(page);
        const order = await trackOrder(publicId);
        expect(order).toMatchObject({ order_type: 'pickup', discount: 5, total: quote.totalCents / 100, coupon_code: 'FRETE5', address: null, payment: { method: 'pix' } });
        expect(order.payment.pix_code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
        const pix = page.getByTestId('pix-payment');
        await pix.getByTestId('pix-qr').waitFor();
        expect(await pix.getByLabel('PIX copia e cola').inputValue()).toBe(order.payment.pix_code);
        await pix.getByRole('button', { name: 'Copiar código' }).click();
        await page.getByText('Código PIX copiado', { exact: true }).waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.payment.pix_code);
        await screen(page, 'success-1280');

        await expectStoreSees(owner.page, order.display_number);
        await followLive(page, order, [
          ['confirmed', 'Confirmado'],
          ['preparing', 'Em preparo'],
          ['ready', 'Pronto para retirada'],
        ]);
        await setOrderStatus(await apiToken(DEMO_USERS.store_owner.email), order, 'completed');
        await expectCompleted(page, 'Retirado');
        expect(await page.getByTestId('status-timeline').getByText('Em entrega').count()).toBe(0);
      } finally {
        await owner.context.close();
      }
    },
    120_000,
  );

  browserTest(
    'cliente logado: consumo no local com cartão de débito e mesa; dados preenchidos da conta; cancelamento com motivo ao vivo',
    async ({ page }) => {
      const owner = await ownerWatchingOrders();
      try {
        await loginAs(page, 'customer');
        const subtotal = await addFromModal(page, BELLA, 'Portuguesa');
        await goToCheckout(page);
        const name = await checkoutField(page, 'Nome').inputValue();
        expect(name).not.toBe('');
        expect(await checkoutField(page, 'Telefone (WhatsApp)').inputValue()).toMatch(/^\(\d{2}\) \d{4,5}-\d{4}$/);
        await page.getByText(/Pedido na conta de/).filter({ hasText: DEMO_USERS.customer.email }).waitFor();
        await chooseOrderType(page, 'Consumo no Local');
        await checkoutField(page, 'Número da mesa ou comanda (opcional)').fill('12');
        await choosePayment(page, 'Cartão de débito (no local)');
        await expectSummary(page, [['Subtotal', brl(subtotal)], ['Total', brl(subtotal)]]);

        const publicId = await confirmOrder(page);
        const order = await trackOrder(publicId);
        expect(order).toMatchObject({ order_type: 'dine_in', table: '12', address: null, total: subtotal / 100, payment: { method: 'debit_card' }, customer: { name, email: DEMO_USERS.customer.email } });
        // The public link shows no account id; the order is in the customer's own account.
        expect(order.customer.user_id).toBeNull();
        expect((await customerOrder(await apiToken(DEMO_USERS.customer.email), order.id)).customer.user_id).not.toBeNull();
        await page.getByText('Mesa/comanda 12').waitFor();
        await page.getByTestId('order-payment').filter({ hasText: 'Cartão de débito (no local)' }).waitFor();

        await expectStoreSees(owner.page, order.display_number);
        await followLive(page, order, [['confirmed', 'Confirmado']]);
        await setOrderStatus(await apiToken(DEMO_USERS.store_owner.email), order, 'cancelled', 'Forno em manutenção');
        await page.getByRole('heading', { name: `Pedido ${order.display_number} cancelado` }).waitFor({ timeout: 10_000 });
        await page.getByTestId('status-timeline').getByText('Motivo: Forno em manutenção').waitFor();
      } finally {
        await owner.context.close();
      }
    },
    120_000,
  );

  browserTest(
    'cliente logado: o endereço do cadastro e o de cada entrega ficam salvos; a compra seguinte oferece o último em "Entregar em"',
    async ({ page }) => {
      const email = uniqueEmail('enderecos');
      const password = 'Enderecos@2026';
      await registerCustomer(email, password, 'Elisa Endereços');
      await page.goto('/login');
      await fillLogin(page, email, password);
      await waitForPath(page, DEMO_USERS.customer.dashboard);

      await addFromModal(page, BELLA, 'Frango com Catupiry', [pizzaSize(3)]);
      await goToCheckout(page);
      await chooseOrderType(page, 'Delivery');
      const deliverTo = page.getByRole('group', { name: 'Entregar em' });
      await deliverTo.getByRole('radio', { name: /^Avenida Paulista, 900/, checked: true }).waitFor();
      await deliverTo.getByRole('radio', { name: 'Outro endereço' }).check();
      await fillCep(page, '04538133', 'Avenida Brigadeiro Faria Lima');
      await checkoutField(page, 'Número').fill('100');
      await page.getByTestId('delivery-quote').waitFor();
      await choosePayment(page, 'Cartão de crédito (na entrega)');
      const first = await trackOrder(await confirmOrder(page));
      expect(first.address).toMatchObject({ address: 'Avenida Brigadeiro Faria Lima', number: '100', district: 'Itaim Bibi' });

      await addFromModal(page, BELLA, 'Frango com Catupiry', [pizzaSize(3)]);
      await goToCheckout(page);
      await chooseOrderType(page, 'Delivery');
      await deliverTo.getByRole('radio', { name: /^Avenida Brigadeiro Faria Lima, 100/, checked: true }).waitFor();
      await deliverTo.getByRole('radio', { name: /^Avenida Paulista, 900/, checked: false }).waitFor();
      expect(await checkoutField(page, 'CEP').count()).toBe(0);
      await page.getByTestId('delivery-quote').waitFor();
      await choosePayment(page, 'Cartão de crédito (na entrega)');
      await saveScreen(page, 'checkout-enderecos-salvos');
      const second = await trackOrder(await confirmOrder(page));
      expect(second.address).toMatchObject({ address: 'Avenida Brigadeiro Faria Lima', number: '100', district: 'Itaim Bibi', latitude: first.address!.latitude });
    },
    120_000,
  );

  browserTest(
    'visitante: endereço fora do raio é recusado; outro CEP numa zona com taxa e pedido mínimo próprios, cartão de crédito na entrega',
    async ({ page }) => {
      const subtotal = await addFromModal(page, BELLA, 'Frango com Catupiry', [pizzaSize(3)]);
      const quote = await expectedQuote({ slug: BELLA, orderType: 'delivery', subtotalCents: subtotal, district: 'Itaim Bibi', location: fakePlace('faria lima') });
      if (!quote.delivery?.ok) throw new Error('Itaim Bibi deveria ser atendido');
      const refused = await expectedQuote({ slug: BELLA, orderType: 'delivery', subtotalCents: subtotal, district: 'Copacabana', city: 'Rio de Janeiro', state: 'RJ', location: fakePlace('copacabana') });
      // Copacabana is far beyond the store's radius: the radius refuses it before the bairro list.
      expect(refused.blockingMessage).toMatch(/^Endereço fora da área de entrega/);
      const customer = uniqueCustomer('Carla Credito');

      await goToCheckout(page);
      await chooseOrderType(page, 'Delivery');
      await fillCustomer(page, customer, '11912345678');
      await fillCep(page, '22041001', 'Avenida Nossa Senhora de Copacabana');
      await checkoutField(page, 'Número').fill('100');
      await page.getByTestId('delivery-refused').filter({ hasText: refused.blockingMessage ?? '' }).waitFor();
      expect(await page.getByRole('button', { name: 'Confirmar pedido' }).isDisabled()).toBe(true);

      await checkoutField(page, 'CEP').fill('04538133');
      await page.waitForFunction(() => (document.querySelector('#checkout-address-address') as HTMLInputElement | null)?.value === 'Avenida Brigadeiro Faria Lima');
      const fee = quote.delivery.freeDelivery ? 'Grátis' : brl(quote.deliveryFeeCents);
      await page.getByTestId('delivery-quote').filter({ hasText: `Taxa de entrega: ${fee}` }).waitFor();
      await choosePayment(page, 'Cartão de crédito (na entrega)');
      await expectSummary(page, [['Subtotal', brl(subtotal)], ['Taxa de entrega', fee], ['Total', brl(quote.totalCents)]]);

      const publicId = await confirmOrder(page);
      const order = await trackOrder(publicId);
      expect(order).toMatchObject({ order_type: 'delivery', total: quote.totalCents / 100, delivery_fee: quote.deliveryFeeCents / 100, address: { district: 'Itaim Bibi', number: '100' }, payment: { method: 'credit_card' } });
      await page.getByTestId('order-payment').filter({ hasText: 'Cartão de crédito (na entrega)' }).waitFor();
      await followLive(page, order, [['confirmed', 'Confirmado']]);
    },
    90_000,
  );

  // A quick add from a card puts the product in the cart with no options at its card price (spec §9); the API
  // charges the same for a line without options, so the order goes through at once. (A burger: a pizza has a
  // size to choose, and its "Adicionar" opens the product.)
  browserTest(
    'visitante: item adicionado pelo botão rápido do card, retirada com cartão de crédito, confirmado na primeira tentativa',
    async ({ page }) => {
      await addFromCard(page, 'burger-house', 'Classic Burger');
      await goToCheckout(page);
      await chooseOrderType(page, 'Retirada');
      await fillCustomer(page, uniqueCustomer('Davi Rapido'), '11955554444');
      await choosePayment(page, 'Cartão de crédito (na retirada)');
      await confirmOrder(page);
    },
    60_000,
  );
});
