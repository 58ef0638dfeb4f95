// Issue 14 "Small things a customer hits": dialogs and toasts in the store's colours, and toasts that never cover a
// dialog's close button or the floating cart button, and close when the cart opens (phone 390×844 and desktop 1280×800).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { browserTest } from '../support/browser-test';
import { SCREENS_DIR } from '../support/env';
import { ADD_TO_CART, DEMO_STORES, PRODUCT_ADDED_TOAST, cartButton, fetchProducts, openCart, openProductModal, openStore } from '../support/storefront';

const STORE = DEMO_STORES.acaiteria; // purple: #6A1B9A
const PURPLE = 'rgb(106, 27, 154)';

/** Waits for the page's transitions (dialogs fading in, toasts sliding in) to end. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** What the customer sees (the viewport, not the full page behind the overlay), once its transitions are over. */
async function saveScreen(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await settled(page);
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`) });
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('elemento sem caixa (invisível)');
  return box;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The background the browser paints, with the mouse away (a hovered button is darker) and its transition over. */
async function paintOf(locator: Locator): Promise<string> {
  await locator.page().mouse.move(0, 0);
  return locator.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    return getComputedStyle(element).backgroundColor;
  });
}

function toast(page: Page): Locator {
  return page.locator('.notistack-MuiContent').filter({ hasText: PRODUCT_ADDED_TOAST }).last();
}

async function expectClear(page: Page, what: Locator, label: string): Promise<void> {
  const shown = toast(page);
  await shown.waitFor(); // the toast is on screen while we measure
  await settled(page); // where it and the dialog come to rest, not where they are while sliding in
  expect([label, overlaps(await boxOf(shown), await boxOf(what))]).toEqual([label, false]);
}

async function checkAt(page: Page, viewport: { width: number; height: number }, name: string): Promise<void> {
  await page.setViewportSize(viewport);
  await openStore(page, STORE);
  const [product] = await fetchProducts(STORE);
  const productName = product!.name;

  // The product modal is in the store's purple, and so is the toast of what it added.
  let dialog = await openProductModal(page, productName);
  const add = dialog.getByRole('button', { name: new RegExp(`^${ADD_TO_CART}`) });
  expect(await paintOf(add)).toBe(PURPLE);
  await add.click();
  await toast(page).waitFor();
  expect(await paintOf(toast(page))).toBe(PURPLE);
  await expectClear(page, cartButton(page), 'botão do carrinho');

  // The cart says what the toast said: opening it closes the toast, which covered its total and 'Finalizar Pedido'
  // on a phone.
  const drawer = await openCart(page);
  await toast(page).waitFor({ state: 'hidden' });
  await drawer.getByRole('button', { name: /Finalizar Pedido/ }).waitFor();
  await saveScreen(page, `${name}-carrinho`);
  await drawer.getByRole('button', { name: 'Fechar' }).click();
  await drawer.waitFor({ state: 'hidden' });

  // A dialog's close button stays uncovered (by the toast of another add).
  dialog = await openProductModal(page, productName);
  await dialog.getByRole('button', { name: new RegExp(`^${ADD_TO_CART}`) }).click();
  await toast(page).waitFor();
  dialog = await openProductModal(page, productName);
  await expectClear(page, dialog.getByRole('button', { name: 'Fechar' }), 'Fechar do produto');
  await expectClear(page, dialog.getByRole('button', { name: new RegExp(`^${ADD_TO_CART}`) }), 'Adicionar do produto');
  await saveScreen(page, `${name}-produto-com-aviso`);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // The login/register dialog too is purple.
  await page.getByRole('button', { name: 'Entrar' }).first().click();
  const auth = page.getByRole('dialog');
  await auth.waitFor();
  expect(await paintOf(auth.getByRole('button', { name: 'Cadastrar', exact: true }))).toBe(PURPLE);
  await saveScreen(page, `${name}-cadastro`);
}

describe("Vitrine: diálogos e avisos nas cores da loja, sem cobrir o Fechar nem o carrinho", () => {
  browserTest('no celular (390×844)', async ({ page }) => {
    await checkAt(page, { width: 390, height: 844 }, 'cores-loja-390');
  });

  browserTest('no computador (1280×800)', async ({ page }) => {
    await checkAt(page, { width: 1280, height: 800 }, 'cores-loja-1280');
  });
});
