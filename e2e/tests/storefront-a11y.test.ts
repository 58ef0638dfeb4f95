// Issue #3: WCAG 2.1 AA (axe-core) on the storefront and the product modal, and a keyboard-only purchase.
import type { Locator, Page } from 'playwright-core';
import type { BusinessTypeSlug } from '@comanda/shared/domain';
import { A11yLog } from '../support/axe';
import { browserTest } from '../support/browser-test';
import {
  ADD_TO_CART,
  DEMO_STORES,
  EngineMirror,
  PRODUCT_ADDED_TOAST,
  cartButton,
  expectTextOf,
  expectToast,
  fetchProduct,
  openProductModal,
  openStore,
  optionGroup,
  performStep,
  productCard,
  productDialog,
  totalText,
  type Step,
} from '../support/storefront';

const VIEWS = [
  ['Grade', 'grade'],
  ['Lista', 'lista'],
  ['Carrossel', 'carrossel'],
] as const;

describe('acessibilidade (axe, WCAG 2.1 AA: nenhuma violação séria ou crítica)', () => {
  browserTest('vitrine em grade, lista e carrossel, e com as informações da loja abertas', async ({ page }) => {
    const log = new A11yLog();
    await openStore(page, DEMO_STORES.pizzaria);
    for (const [label, where] of VIEWS) {
      await page.getByRole('button', { name: label, exact: true }).click();
      await page.getByRole('button', { name: label, exact: true }).and(page.locator('[aria-pressed="true"]')).waitFor();
      await page.getByTestId('product-card').first().waitFor();
      await log.check(page, `vitrine (${where})`);
    }
    await page.getByRole('button', { name: 'Ver informações da loja' }).click();
    await page.getByTestId('store-details').waitFor();
    await page.getByRole('heading', { name: 'Horário de Funcionamento' }).waitFor();
    await log.check(page, 'vitrine (informações da loja abertas)');
    log.finish();
  });

  // Each store has its own colours: contrast is checked with every theme, in the store's default view.
  browserTest('as 14 vitrines de demonstração, cada uma com o seu tema e modo de exibição', async ({ page }) => {
    const log = new A11yLog();
    for (const [type, slug] of Object.entries(DEMO_STORES)) {
      await openStore(page, slug);
      await log.check(page, `${type} (${slug})`);
    }
    log.finish();
  }, 150_000);

  const MODALS: { type: BusinessTypeSlug; product: string; steps: Step[] }[] = [
    {
      type: 'pizzaria',
      product: 'Calabresa',
      steps: [
        { kind: 'flag', label: 'Meio a Meio', key: 'halfHalfEnabled', value: true },
        { kind: 'check', group: 'Sabores', key: 'selectedToppings', list: 'toppings', index: 0 },
        { kind: 'check', group: 'Acompanhamentos', key: 'selectedSideDishes', list: 'side_dishes', index: 0 },
      ],
    },
    {
      type: 'restaurante',
      product: 'Picanha na Chapa',
      steps: [
        { kind: 'check', group: 'Acompanhamentos', key: 'selectedSides', list: 'sides', index: 0 },
        { kind: 'plus', group: 'Acompanhamentos', key: 'selectedSides', list: 'sides', index: 0 },
      ],
    },
    {
      type: 'sorveteria',
      product: 'Sorvete Regional',
      steps: [{ kind: 'flag', label: 'Misturar sabores', key: 'mixFlavorsEnabled', value: true }],
    },
    { type: 'hamburgueria', product: 'Classic Burger', steps: [] },
    { type: 'doceria', product: 'Brigadeiro Belga', steps: [{ kind: 'flag', label: 'Adicionar personalização', key: 'addCustomization', value: true }] },
    { type: 'food-truck', product: 'Sanduíche de Carne de Panela', steps: [{ kind: 'button', name: 'Adicionar Combo', key: 'comboSelected', value: true }] },
    { type: 'bar', product: 'Caipirinha de Limão', steps: [] },
  ];

  browserTest(`modal de produto: ${MODALS.map((item) => item.type).join(', ')}`, async ({ page }) => {
    const log = new A11yLog();
    for (const { type, product: name, steps } of MODALS) {
      const slug = DEMO_STORES[type];
      const mirror = new EngineMirror(await fetchProduct(slug, name));
      await openStore(page, slug);
      const dialog = await openProductModal(page, name);
      for (const step of steps) {
        mirror.apply(step);
        await performStep(dialog, mirror, step);
      }
      await expectTextOf(dialog.getByTestId('product-total'), totalText(mirror.unitCents));
      // Only the dialog: behind it the page is inert (and checked by the tests above).
      await log.check(page, `modal ${type} (${name})`, { include: '[role="dialog"]' });
    }
    log.finish();
  }, 150_000);
});

// ---------------------------------------------------------------------------------------------------------------

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses `key` until `target` has the focus (fails after `max` presses, naming what had it). */
async function pressUntilFocused(page: Page, target: Locator, { key = 'Tab', max = 80 }: { key?: string; max?: number } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return presses;
  }
  const active = await page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}"` : 'nada';
  });
  throw new Error(`${max} × ${key} sem chegar ao alvo (${target.toString()}); foco em ${active}`);
}

describe('teclado', () => {
  browserTest('Tab até "Personalizar", Enter abre, setas e Espaço escolhem, Enter adiciona; foco volta ao card; carrinho pelo teclado', async ({ page }) => {
    const slug = DEMO_STORES.pizzaria;
    const name = 'Calabresa';
    const mirror = new EngineMirror(await fetchProduct(slug, name));
    await openStore(page, slug);
    const customise = productCard(page, name).getByRole('button', { name: 'Personalizar', exact: true });
    await pressUntilFocused(page, customise);
    await page.keyboard.press('Enter');
    const dialog = productDialog(page, name);
    await dialog.waitFor();
    const total = dialog.getByTestId('product-total');
    await expectTextOf(total, totalText(mirror.unitCents));

    // Size: Tab reaches the chosen (first) size, ArrowDown chooses the next one.
    const sizes = optionGroup(dialog, 'Tamanho');
    await pressUntilFocused(page, sizes.getByRole('radio', { name: mirror.item('sizes', 0).name, exact: true }));
    await page.keyboard.press('ArrowDown');
    const second = sizes.getByRole('radio', { name: mirror.item('sizes', 1).name, exact: true });
    expect(await second.isChecked()).toBe(true);
    expect(await isFocused(second)).toBe(true);
    mirror.apply({ kind: 'radio', group: 'Tamanho', key: 'selectedSize', list: 'sizes', index: 1 });
    await expectTextOf(total, totalText(mirror.unitCents));

    // A side dish: Tab to its checkbox, Space ticks it.
    const side = optionGroup(dialog, 'Acompanhamentos').getByRole('checkbox', { name: mirror.item('side_dishes', 0).name, exact: true });
    await pressUntilFocused(page, side);
    await page.keyboard.press('Space');
    expect(await side.isChecked()).toBe(true);
    mirror.apply({ kind: 'check', group: 'Acompanhamentos', key: 'selectedSideDishes', list: 'side_dishes', index: 0 });
    await expectTextOf(total, totalText(mirror.unitCents));

    // Tab to the add button, Enter: toast, the modal closes and the focus returns to the card's 'Personalizar'.
    await pressUntilFocused(page, dialog.getByRole('button', { name: ADD_TO_CART, exact: true }));
    await page.keyboard.press('Enter');
    await expectToast(page, PRODUCT_ADDED_TOAST);
    await dialog.waitFor({ state: 'hidden' });
    const deadline = Date.now() + 3_000;
    while (!(await isFocused(customise)) && Date.now() < deadline) await page.waitForTimeout(50);
    expect(await isFocused(customise)).toBe(true);

    // The cart from the keyboard: Shift+Tab back to the floating button, Enter opens, Escape closes.
    await pressUntilFocused(page, cartButton(page), { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('region', { name: 'Seu Carrinho' });
    await drawer.waitFor();
    await drawer.getByTestId('cart-line').getByText(name, { exact: true }).waitFor();
    await expectTextOf(drawer.getByTestId('cart-total'), totalText(mirror.unitCents).replace('Total: ', ''));
    const focusInDrawer = await drawer.evaluate((region) => region.closest('[role="presentation"]')?.contains(document.activeElement) ?? false);
    expect(focusInDrawer).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await isFocused(cartButton(page))).toBe(true);
  });
});
