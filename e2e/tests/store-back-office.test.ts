// Issue #9, "Done when": from the seed's empty store, the owner sets the store up through the back-office screens
// only (profile, hours, PIX, two categories, products of three business types with options, a coupon, an attendant
// invited by e-mail); a guest orders one of the products with options and the coupon and pays the total the shared
// price engine gives; the attendant accepts the invite from the local SMTP server, logs in and sees the order; the
// owner's dashboard counts it.
import type { Page } from 'playwright-core';
import { WEEKDAY_LABELS, WEEKDAYS, couponDiscountCents, formatBRL, optionGroupOf } from '@comanda/shared/domain';
import { DEMO_PASSWORD, expectHeading, logout, waitForPath } from '../support/app';
import { NOVA_LOJA, choose, createCategory, createProduct, productRow, expectSnackbar, field, loginToStore, openScreen, setOpeningHours, typeMoney, type ProductDraft } from '../support/back-office';
import { browserTest, newContext, saveScreen } from '../support/browser-test';
import { chooseOrderType, choosePayment, confirmOrder, expectSummary, expectedQuote, fillCustomer, goToCheckout, trackOrder, uniqueCustomer } from '../support/checkout';
import { linkInMailTo } from '../support/mail';
import { ADD_TO_CART, EngineMirror, PRODUCT_ADDED_TOAST, fetchProduct, openProductModal, openStore, performStep, type Step } from '../support/storefront';

const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

const COUPON = { code: 'BEMVINDO10', percent: 10, minimumCents: 2000 };
const ATTENDANT = { name: 'Carla Atendente', email: 'carla.atendente@novaloja.com.br', password: 'Atende@2026' };
const PIX_KEY = 'pix@novaloja.com.br';

const PRODUCTS: ProductDraft[] = [
  {
    name: 'X-Tudo da Casa',
    description: 'Pão brioche, hambúrguer, queijo, presunto, ovo e salada.',
    category: 'Lanches e pizzas',
    type: 'lanchonete',
    typeName: 'Lanchonete',
    priceCents: 2200,
    groups: { selectedAdicionais: [{ name: 'Bacon', cents: 400 }, { name: 'Cheddar cremoso', cents: 300 }] },
  },
  {
    name: 'Pizza Calabresa',
    description: 'Calabresa fatiada, cebola e azeitonas.',
    category: 'Lanches e pizzas',
    type: 'pizzaria',
    typeName: 'Pizzaria',
    priceCents: 4500,
    groups: { selectedSize: [{ name: 'Média', cents: 4500 }, { name: 'Grande', cents: 5900 }] },
  },
  {
    name: 'Açaí na Tigela',
    description: 'Açaí batido na hora.',
    category: 'Açaí',
    type: 'acaiteria',
    typeName: 'Açaiteria',
    priceCents: 1500,
    groups: {
      selectedSize: [{ name: '300 ml', cents: 1500 }, { name: '500 ml', cents: 2000 }],
      selectedFruits: [{ name: 'Banana', cents: 150 }, { name: 'Morango', cents: 250 }],
      selectedToppings: [{ name: 'Leite condensado', cents: 200 }],
    },
  },
];
const ORDERED = PRODUCTS[2]!;

/** The guest's selection in the açaí's modal: 500 ml, two bananas, condensed milk (titles from the descriptor). */
function orderedSteps(): Step[] {
  const step = (kind: 'radio' | 'check' | 'plus', key: string, index: number): Step => {
    const group = optionGroupOf(ORDERED.type, key);
    return { kind, key, index, group: group.title, list: group.optionKey };
  };
  return [step('radio', 'selectedSize', 1), step('check', 'selectedFruits', 0), step('plus', 'selectedFruits', 0), step('check', 'selectedToppings', 0)];
}

/** How the checkout and the order describe that selection (the açaí's own type, not the store's lanchonete). */
const ORDERED_LINES = ['Tamanho: 500 ml', '2x Banana', '1x Leite condensado'];

async function screen(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreen(page, `back-office-${name}`);
}

async function fillProfile(page: Page): Promise<void> {
  await openScreen(page, '/store/profile', 'Perfil da loja');
  await field(page, 'Descrição').fill('Lanches, pizzas e açaí feitos na hora, na Avenida Paulista.');
  await field(page, 'Cor principal').fill('#ffb300');
  await page.getByText('Contraste do texto sobre a cor principal').waitFor();
  for (const [label, digits] of [['Telefone', '1133334444'], ['WhatsApp', '11987651234']] as const) {
    await field(page, label).fill('');
    await field(page, label).pressSequentially(digits);
  }
  await field(page, 'E-mail').fill('contato@novaloja.com.br');
  await screen(page, 'perfil');
  await page.getByRole('button', { name: 'Salvar perfil', exact: true }).click();
  await expectSnackbar(page, 'Perfil salvo.');
}

async function fillSettings(page: Page): Promise<void> {
  await openScreen(page, '/store/settings', 'Configurações');
  await page.getByRole('form', { name: 'Configurações da loja' }).waitFor();
  await setOpeningHours(
    page,
    WEEKDAYS.map((day) => WEEKDAY_LABELS[day]),
    '00:00',
    '23:59',
  );
  const ordering = page.getByRole('group', { name: 'Tipos de pedido aceitos' });
  await ordering.getByRole('checkbox', { name: 'Retirada', exact: true }).check();
  await page.getByRole('group', { name: 'Formas de pagamento aceitas' }).getByRole('checkbox', { name: 'PIX', exact: true }).check();
  await choose(page, 'Tipo da chave PIX', 'E-mail');
  await field(page, 'Chave PIX').fill(PIX_KEY);
  await page.getByRole('button', { name: 'Salvar configurações', exact: true }).click();
  await expectSnackbar(page, 'Configurações salvas');
  await screen(page, 'configuracoes');
}

async function createCoupon(page: Page): Promise<void> {
  await openScreen(page, '/store/coupons/create', 'Novo cupom');
  await field(page, 'Código').fill(COUPON.code);
  await field(page, 'Desconto (%)', 'spinbutton').fill(String(COUPON.percent));
  await typeMoney(field(page, 'Pedido mínimo (R$)'), COUPON.minimumCents);
  await page.getByRole('button', { name: 'Criar cupom', exact: true }).click();
  await waitForPath(page, '/store/coupons');
  await page.getByText(COUPON.code, { exact: true }).first().waitFor();
}

async function inviteAttendant(page: Page): Promise<void> {
  await openScreen(page, '/store/employees/create', 'Convidar funcionário');
  const form = page.getByRole('form', { name: 'Convidar funcionário' });
  await field(form, 'Nome').fill(ATTENDANT.name);
  await field(form, 'E-mail').fill(ATTENDANT.email);
  await page.getByRole('button', { name: 'Enviar convite', exact: true }).click();
  await waitForPath(page, '/store/employees');
  await page.getByText(ATTENDANT.email, { exact: true }).first().waitFor();
}

/** The guest orders the açaí with options and the coupon, for pickup, paying with PIX; resolves to the order. */
async function guestOrders(page: Page) {
  const mirror = new EngineMirror(await fetchProduct(NOVA_LOJA.slug, ORDERED.name));
  await openStore(page, NOVA_LOJA.slug);
  const dialog = await openProductModal(page, ORDERED.name);
  for (const step of orderedSteps()) {
    mirror.apply(step);
    await performStep(dialog, mirror, step);
  }
  await dialog.getByRole('button', { name: ADD_TO_CART, exact: true }).click();
  await page.getByText(PRODUCT_ADDED_TOAST, { exact: true }).first().waitFor();
  const subtotal = mirror.unitCents;
  const discount = couponDiscountCents({ code: COUPON.code, type: 'percentage', value: COUPON.percent }, subtotal);
  const quote = await expectedQuote({ slug: NOVA_LOJA.slug, orderType: 'pickup', subtotalCents: subtotal, discountCents: discount });
  expect(subtotal).toBeGreaterThanOrEqual(COUPON.minimumCents);

  await goToCheckout(page);
  await chooseOrderType(page, 'Retirada');
  await fillCustomer(page, uniqueCustomer('Gabi Visitante'), '11976543210');
  await choosePayment(page, 'PIX');
  await page.getByLabel('Cupom de desconto').fill(COUPON.code);
  await page.getByRole('button', { name: 'Aplicar', exact: true }).click();
  await page.getByText(`Cupom ${COUPON.code} aplicado`).waitFor();
  await expectSummary(page, [['Subtotal', brl(subtotal)], ['Desconto', `- ${brl(discount)}`], ['Total', brl(quote.totalCents)]]);
  const line = page.getByTestId('checkout-line').filter({ hasText: ORDERED.name });
  for (const detail of ORDERED_LINES) await line.getByText(detail, { exact: true }).waitFor();
  await screen(page, 'checkout');

  const order = await trackOrder(await confirmOrder(page));
  expect(order).toMatchObject({ order_type: 'pickup', subtotal: subtotal / 100, discount: discount / 100, total: quote.totalCents / 100, coupon_code: COUPON.code, payment: { method: 'pix' } });
  expect(order.items[0]?.option_lines).toEqual(ORDERED_LINES);
  expect(order.payment.pix_code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
  await page.getByTestId('pix-payment').getByTestId('pix-qr').waitFor();
  await page.getByText(brl(quote.totalCents)).first().waitFor();
  await screen(page, 'pedido-pago');
  return order;
}

/** The attendant opens the invitation link, sets a password, logs out and in again with it, and finds the order. */
async function attendantSeesOrder(page: Page, displayNumber: string): Promise<void> {
  const link = await linkInMailTo(ATTENDANT.email, /\/convite\//, { matching: /Convite para a equipe de Nova Loja Demo/ });
  await page.goto(link);
  await expectHeading(page, 'Aceitar convite');
  await page.getByText(`${NOVA_LOJA.name} convidou ${ATTENDANT.email}`, { exact: false }).waitFor();
  await field(page, 'Senha').fill(ATTENDANT.password);
  await field(page, 'Confirmar senha').fill(ATTENDANT.password);
  await page.getByRole('button', { name: 'Criar senha e entrar', exact: true }).click();
  await waitForPath(page, '/store/dashboard');
  await logout(page);
  await loginToStore(page, ATTENDANT.email, ATTENDANT.password);
  await openScreen(page, '/store/orders', 'Pedidos');
  await page.getByText(displayNumber, { exact: true }).first().waitFor({ timeout: 15_000 });
  await screen(page, 'atendente-pedidos');
}

async function dashboardShows(page: Page, totalCents: number): Promise<void> {
  await openScreen(page, '/store/dashboard', 'Painel da loja');
  const kpi = (label: string) => page.getByRole('region', { name: label, exact: true });
  await kpi('Pedidos').getByText('1', { exact: true }).waitFor({ timeout: 15_000 });
  await kpi('Faturamento').getByText(brl(totalCents)).waitFor();
  await screen(page, 'painel');
}

describe('back office: da loja vazia ao primeiro pedido', () => {
  browserTest(
    'o dono monta a loja pelas telas; um visitante compra com opções e cupom; a atendente convidada vê o pedido; o painel conta',
    async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await loginToStore(page, NOVA_LOJA.owner, DEMO_PASSWORD);
      await fillProfile(page);
      await fillSettings(page);
      await createCategory(page, 'Lanches e pizzas');
      await createCategory(page, 'Açaí');
      await screen(page, 'categorias');
      for (const product of PRODUCTS) await createProduct(page, product);
      for (const product of PRODUCTS) await productRow(page, product.name).waitFor();
      await screen(page, 'produtos');
      await createCoupon(page);
      await inviteAttendant(page);

      const guest = await newContext();
      let order;
      try {
        order = await guestOrders(await guest.newPage());
      } finally {
        await guest.close();
      }

      const attendant = await newContext();
      try {
        await attendantSeesOrder(await attendant.newPage(), order.display_number);
      } finally {
        await attendant.close();
      }

      await dashboardShows(page, Math.round(order.total * 100));
    },
    300_000,
  );
});
