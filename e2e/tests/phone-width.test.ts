// Every area's pages fit a phone: nothing scrolls sideways, and the top bar's bell and user menu (the only way to
// "Sair") are on screen. An audit found four that did not: /store/coupons (1374 px on a 390 px phone), the store
// panel's top bar (user menu at x 409–473), /customer/dashboard (514 px, from a long saved address) and the POS sale
// page (522 px).
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_USERS, fillLogin } from '../support/app';
import { browserTest } from '../support/browser-test';

const PHONE = { width: 390, height: 844 };

const STORE_PAGES = [
  '/store/dashboard',
  '/store/orders',
  '/store/orders/kanban',
  '/store/products',
  '/store/categories',
  '/store/customers',
  '/store/coupons',
  '/store/employees',
  '/store/delivery/zones',
  '/store/notifications',
  '/store/settings',
  '/store/pdv',
];
/** A customer with a saved address: the finder on their dashboard shows it in full. */
const CUSTOMER_WITH_ADDRESS = 'joao@cliente.com.br';
const CUSTOMER_PAGES = ['/customer/dashboard', '/customer/orders/create', '/customer/orders/history', '/customer/profile'];

type Fit = { path: string; overflow: number; offScreen: string[] };

async function login(page: Page, email: string, landing: string): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === landing);
}

async function fitOf(page: Page, path: string): Promise<Fit> {
  await page.goto(path);
  await page.getByRole('main').first().waitFor();
  await page.getByRole('button', { name: /^Menu do usuário/ }).first().waitFor();
  // Late content (lists, charts) is what widened the pages: let the page's requests settle first.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300);
  return page.evaluate((at) => {
    const width = document.documentElement.clientWidth;
    const offScreen = [...document.querySelectorAll<HTMLElement>('header button[aria-label^="Menu do usuário"], header [aria-label*="otificaç"]')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > width);
      })
      .map((element) => element.getAttribute('aria-label') ?? element.tagName);
    return { path: at, overflow: document.documentElement.scrollWidth - width, offScreen };
  }, path);
}

describe('as páginas cabem num celular (390 px)', () => {
  browserTest('painel da loja e PDV: nada rola de lado; o sino e o menu do usuário, com "Sair", ficam na tela', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await login(page, DEMO_USERS.store_owner.email, DEMO_USERS.store_owner.dashboard);
    const fits: Fit[] = [];
    for (const path of STORE_PAGES) fits.push(await fitOf(page, path));
    expect(fits.filter((fit) => fit.overflow > 0 || fit.offScreen.length > 0)).toEqual([]);

    await page.getByRole('button', { name: /^Menu do usuário/ }).first().click();
    const leave = page.getByRole('menuitem', { name: 'Sair' });
    await leave.waitFor();
    const box = await leave.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  });

  browserTest('área do cliente com um endereço salvo: nada rola de lado', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await login(page, CUSTOMER_WITH_ADDRESS, '/customer/dashboard');
    const fits: Fit[] = [];
    for (const path of CUSTOMER_PAGES) fits.push(await fitOf(page, path));
    expect(fits.filter((fit) => fit.overflow > 0 || fit.offScreen.length > 0)).toEqual([]);
  });
});
