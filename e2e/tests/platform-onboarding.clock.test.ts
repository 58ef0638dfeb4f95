// Issue #10, "Done when": a business signs up from the landing page, sets the store up far enough to publish it,
// and a guest orders from it; the platform admin finds the new store from the dashboard and changes its plan; the
// app clock moves past the trial and its grace period, and the plan's gated feature (coupons) turns read-only
// while the order already placed stays in the store's list and the storefront stays up.
// Moves the app clock forward for good: the sequencer runs this file after every other (`*.clock.test.ts`).
import type { Page } from 'playwright-core';
import { ENTITLEMENT_MESSAGES, PUBLISH_MESSAGES, SIGNUP_MESSAGES, WEEKDAY_LABELS, WEEKDAYS, formatBRL, type Order } from '@comanda/shared/domain';
import { LANDING_HEADING, expectHeading, loginAs, waitForPath } from '../support/app';
import { choose, createCategory, createProduct, expectSnackbar, field, openScreen, setOpeningHours } from '../support/back-office';
import { baseURL, browserTest, newContext, saveScreen } from '../support/browser-test';
import { addFromCard, chooseOrderType, expectValue, choosePayment, confirmOrder, fillCustomer, goToCheckout, trackOrder, uniqueCustomer } from '../support/checkout';
import { openStore } from '../support/storefront';

const OWNER = { name: 'Renata Lima', email: 'renata@acaidarenata.com.br', phone: '11987001234', password: 'Acai@2026' };
const STORE = { name: 'Açaí da Renata', slug: 'acai-da-renata', type: 'Açaiteria', whatsapp: '11987005678', cep: '01304001', street: 'Rua Augusta', number: '850' };
const PRODUCT = { name: 'Açaí 500 ml', description: 'Açaí batido na hora, com granola e banana.', category: 'Açaí', type: 'acaiteria', typeName: 'Açaiteria', priceCents: 1900, groups: {} } as const;

/** The trial (14 days) and the grace period after it (7 days) are over; three whole weeks keep the weekday and hour. */
const LAPSE = { days: 21, minutes: 5 };

async function screen(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreen(page, `plataforma-${name}`);
}

async function typeInto(page: Page, label: string, digits: string): Promise<void> {
  await field(page, label).fill('');
  await field(page, label).pressSequentially(digits);
}

/** From the landing page's "Cadastre sua loja" to the store dashboard, signed in as the new owner. */
async function signUp(page: Page): Promise<void> {
  await page.goto('/');
  await expectHeading(page, LANDING_HEADING);
  await page.getByRole('link', { name: 'Cadastre sua loja', exact: true }).first().click();
  await waitForPath(page, '/cadastre-sua-loja');
  await expectHeading(page, 'Cadastre sua loja');
  const form = page.getByRole('form', { name: 'Cadastro da loja' });
  await field(form, 'Seu nome').fill(OWNER.name);
  await field(form, 'E-mail').fill(OWNER.email);
  await typeInto(page, 'Telefone', OWNER.phone);
  await field(form, 'Senha').fill(OWNER.password);
  await field(form, 'Confirmar senha').fill(OWNER.password);
  await field(form, 'Nome da loja').fill(STORE.name);
  await choose(page, 'Tipo de negócio', STORE.type);
  // The address comes from the store's name and is checked while typing.
  await expectValue(field(form, 'Endereço da loja'), STORE.slug);
  await typeInto(page, 'WhatsApp da loja', STORE.whatsapp);
  await typeInto(page, 'CEP', STORE.cep);
  await expectValue(field(form, 'Endereço'), STORE.street);
  await field(form, 'Número').fill(STORE.number);
  await form.getByRole('checkbox', { name: /^Li e aceito os termos de uso/ }).check();
  await screen(page, 'cadastro');
  await form.getByRole('button', { name: 'Criar minha loja', exact: true }).click();
  await waitForPath(page, '/store/dashboard');
  await expectSnackbar(page, SIGNUP_MESSAGES.created);
  await expectHeading(page, 'Configure sua loja');
}

/** The required steps (hours, a product, the delivery area), then "Publicar loja" on the checklist. */
async function setUpAndPublish(page: Page): Promise<void> {
  const publish = page.getByRole('button', { name: 'Publicar loja', exact: true });
  await expect(publish.isDisabled()).resolves.toBe(true);
  await page.getByText(/^Antes de publicar: /).waitFor();
  await screen(page, 'checklist');

  await openScreen(page, '/store/settings', 'Configurações');
  await page.getByRole('form', { name: 'Configurações da loja' }).waitFor();
  await setOpeningHours(page, WEEKDAYS.map((day) => WEEKDAY_LABELS[day]), '00:00', '23:59');
  await field(page, 'Raio de entrega', 'spinbutton').fill('5');
  await page.getByRole('button', { name: 'Salvar configurações', exact: true }).click();
  await expectSnackbar(page, 'Configurações salvas');
  await createCategory(page, PRODUCT.category);
  await createProduct(page, { ...PRODUCT, groups: {} });

  await openScreen(page, '/store/dashboard', 'Painel da loja');
  await expectHeading(page, 'Configure sua loja');
  await page.getByRole('button', { name: 'Publicar loja', exact: true, disabled: false }).click();
  await expectSnackbar(page, PUBLISH_MESSAGES.published);
  await page.getByRole('heading', { name: 'Configure sua loja', exact: true }).waitFor({ state: 'detached' });
}

/** A guest buys the product for pickup, paying cash; resolves to the order as the tracking link shows it. */
async function guestOrders(page: Page): Promise<Order> {
  await addFromCard(page, STORE.slug, PRODUCT.name);
  await goToCheckout(page);
  await chooseOrderType(page, 'Retirada');
  await fillCustomer(page, uniqueCustomer('Bruno Visitante'), '11976540000');
  await choosePayment(page, 'Dinheiro');
  await page.getByRole('checkbox', { name: 'Não preciso de troco', exact: true }).check();
  const order = await trackOrder(await confirmOrder(page));
  expect(order).toMatchObject({ order_type: 'pickup', total: PRODUCT.priceCents / 100, store: { slug: STORE.slug } });
  return order;
}

/** Support mode: the admin reads the store's orders in its back office (read-only, recorded), then leaves it. */
async function adminSupportsStore(page: Page, order: Order): Promise<void> {
  await page.getByRole('button', { name: 'Entrar em modo suporte', exact: true }).click();
  await page.getByRole('dialog', { name: 'Entrar em modo suporte?' }).getByRole('button', { name: 'Entrar em modo suporte', exact: true }).click();
  await waitForPath(page, '/store/dashboard');
  await page.getByText(`Modo suporte: você está vendo o painel de ${STORE.name} somente para leitura. Cada acesso é registrado.`).waitFor();
  await openScreen(page, '/store/orders', 'Pedidos');
  await page.getByText(order.display_number, { exact: true }).first().waitFor({ timeout: 15_000 });
  await screen(page, 'admin-modo-suporte');
  await page.getByRole('button', { name: 'Sair do modo suporte', exact: true }).click();
  await page.waitForURL(/\/admin\/stores\/\d+$/);
  await expectHeading(page, STORE.name);
}

/** The admin finds the store from the dashboard's trialing count, reads it in support mode and moves it to the Essencial plan. */
async function adminChangesPlan(page: Page, order: Order): Promise<void> {
  await loginAs(page, 'super_admin');
  const trialing = page.getByRole('link', { name: 'Em teste: 1', exact: true });
  await trialing.waitFor();
  await screen(page, 'admin-painel');
  await trialing.click();
  await waitForPath(page, '/admin/stores', '?status=trialing');
  await page.getByRole('grid', { name: 'Lojas' }).getByRole('row').filter({ hasText: STORE.name }).click();
  await expectHeading(page, STORE.name);
  await page.getByRole('table', { name: 'Últimos pedidos' }).getByText(order.display_number).waitFor();
  await adminSupportsStore(page, order);
  await page.getByRole('link', { name: 'Ver assinatura', exact: true }).click();
  await page.getByRole('grid').getByRole('row').filter({ hasText: STORE.name }).click();
  await expectHeading(page, `Assinatura: ${STORE.name}`);
  await page.getByRole('link', { name: 'Editar', exact: true }).first().click();
  await choose(page, 'Plano', 'Essencial');
  // The proration is stated before the change: a trial has paid nothing, so nothing is due now.
  await page.getByText('A pagar agora').waitFor();
  await expect(page.getByRole('definition').filter({ hasText: formatBRL(0) }).first().isVisible()).resolves.toBe(true);
  await screen(page, 'admin-mudar-plano');
  await page.getByRole('button', { name: 'Mudar plano', exact: true }).click();
  await page.waitForURL(/\/admin\/subscriptions\/\d+$/);
  await page.getByText('Essencial').first().waitFor();
}

async function moveClock(by: typeof LAPSE): Promise<void> {
  const response = await fetch(`${baseURL()}/api/testing/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(by) });
  expect(response.status).toBe(200);
}

/** After the lapse: the banner says so, coupons are read-only (screen and API), the order is still listed. */
async function ownerSeesLockedPlan(page: Page, order: Order): Promise<void> {
  // Still signed in from the sign-up: the back office opens on the new standing.
  await openScreen(page, '/store/dashboard', 'Painel da loja');
  await page.getByText(/^Assinatura vencida: recursos do plano em modo somente leitura/).first().waitFor();
  await screen(page, 'loja-vencida');

  await openScreen(page, '/store/coupons', 'Cupons');
  await page.getByText(ENTITLEMENT_MESSAGES.readOnly).first().waitFor();
  await expect(page.getByRole('button', { name: 'Novo cupom' }).or(page.getByRole('link', { name: 'Novo cupom' })).first().isDisabled()).resolves.toBe(true);
  await screen(page, 'cupons-somente-leitura');

  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const refused = await fetch(`${baseURL()}/api/stores/${order.store.id}/coupons`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ code: 'VOLTEI10', type: 'percentage', value: 10 }),
  });
  expect([403, 422]).toContain(refused.status);
  expect(((await refused.json()) as { errors?: { plan?: string[] } }).errors?.plan).toEqual([ENTITLEMENT_MESSAGES.readOnly]);

  await openScreen(page, '/store/orders', 'Pedidos');
  await page.getByText(order.display_number, { exact: true }).first().waitFor({ timeout: 15_000 });
  await screen(page, 'pedidos-mantidos');
}

describe('plataforma: do cadastro da loja ao fim do teste grátis', () => {
  browserTest(
    'um negócio se cadastra e publica; um visitante compra; o admin muda o plano; o teste acaba e os cupons travam sem perder pedidos',
    async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await signUp(page);
      await setUpAndPublish(page);

      const guest = await newContext();
      let order: Order;
      try {
        order = await guestOrders(await guest.newPage());
      } finally {
        await guest.close();
      }

      const admin = await newContext();
      try {
        await adminChangesPlan(await admin.newPage(), order);
      } finally {
        await admin.close();
      }

      await moveClock(LAPSE);
      await ownerSeesLockedPlan(page, order);

      // The storefront keeps its last state until a suspension: still open to customers.
      const visitor = await newContext();
      try {
        await openStore(await visitor.newPage(), STORE.slug);
      } finally {
        await visitor.close();
      }
    },
    300_000,
  );
});
