// Issue #3: option limits (spec §4 "Option panels", §5 "Option limits"), coupons and quick add from a card.
import type { Locator, Page } from 'playwright-core';
import { couponDiscountCents, formatBRL, limitExceededMessage, productBaseCents, sidesHint } from '@comanda/shared/domain';
import { browserTest } from '../support/browser-test';
import {
  ADD_TO_CART,
  DEMO_STORES,
  EngineMirror,
  cartButton,
  expectTextOf,
  expectToast,
  fetchProduct,
  openCart,
  openProductModal,
  openStore,
  optionGroup,
  performStep,
  productCard,
  productDialog,
  totalText,
  type Step,
} from '../support/storefront';

/** Every checkbox of the group that is not ticked is disabled (and every ticked one stays enabled). */
async function expectUntickedDisabled(group: Locator, ticked: string[]): Promise<void> {
  const boxes = group.getByRole('checkbox');
  const count = await boxes.count();
  expect(count).toBeGreaterThan(ticked.length);
  for (let i = 0; i < count; i += 1) {
    const box = boxes.nth(i);
    const name = (await box.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
    if (ticked.includes(name)) {
      expect([name, await box.isChecked(), await box.isEnabled()]).toEqual([name, true, true]);
    } else {
      expect([name, await box.isDisabled()]).toEqual([name, true]);
    }
  }
}

/** Clicking a disabled extra (forced past Playwright's actionability check) changes nothing. */
async function forceClickChangesNothing(box: Locator, total: Locator, expectedTotal: string): Promise<void> {
  await box.click({ force: true });
  expect(await box.isChecked()).toBe(false);
  await expectTextOf(total, expectedTotal);
}

async function expectNoLimitAlert(dialog: Locator, message: string): Promise<void> {
  expect(await dialog.getByText(message, { exact: true }).count()).toBe(0);
}

async function runSteps(dialog: Locator, mirror: EngineMirror, steps: Step[]): Promise<void> {
  const total = dialog.getByTestId('product-total');
  for (const step of steps) {
    mirror.apply(step);
    await performStep(dialog, mirror, step);
    await expectTextOf(total, totalText(mirror.unitCents));
  }
}

describe('limites das opções', () => {
  browserTest('pizzaria meio a meio: no máximo de sabores os demais ficam desabilitados e o item entra no carrinho', async ({ page }) => {
    const slug = DEMO_STORES.pizzaria;
    const product = await fetchProduct(slug, 'Calabresa');
    const mirror = new EngineMirror(product);
    const max = (mirror.options as { max_toppings: number }).max_toppings;
    expect(max).toBe(2);
    await openStore(page, slug);
    const dialog = await openProductModal(page, product.name);
    const flavours: Step[] = Array.from({ length: max }, (_, index) => ({ kind: 'check', group: 'Sabores', key: 'selectedToppings', list: 'toppings', index }));
    await runSteps(dialog, mirror, [{ kind: 'flag', label: 'Meio a Meio', key: 'halfHalfEnabled', value: true }, ...flavours]);

    const group = optionGroup(dialog, 'Sabores');
    await group.getByText(`Você pode escolher até ${max} sabores diferentes`, { exact: true }).waitFor();
    await group.getByText(`Selecionados: ${max}/${max}`, { exact: true }).waitFor();
    const ticked = Array.from({ length: max }, (_, index) => mirror.item('toppings', index).name);
    await expectUntickedDisabled(group, ticked);
    const extra = group.getByRole('checkbox', { name: mirror.item('toppings', max).name, exact: true });
    await forceClickChangesNothing(extra, dialog.getByTestId('product-total'), totalText(mirror.unitCents));
    await expectNoLimitAlert(dialog, limitExceededMessage('sabores', max));

    // Nothing exceeds the limit, so adding is allowed; unticking one flavour enables the rest again.
    const add = dialog.getByRole('button', { name: ADD_TO_CART, exact: true });
    expect(await add.isEnabled()).toBe(true);
    await group.getByRole('checkbox', { name: ticked[1], exact: true }).uncheck();
    expect(await extra.isEnabled()).toBe(true);
    await group.getByRole('checkbox', { name: ticked[1], exact: true }).check();
    await add.click();
    await expectToast(page, 'Produto adicionado ao carrinho');
  });

  browserTest('restaurante: acompanhamentos até max_sides (aviso, contador, mais e caixas desabilitados)', async ({ page }) => {
    const slug = DEMO_STORES.restaurante;
    const product = await fetchProduct(slug, 'Picanha na Chapa');
    const mirror = new EngineMirror(product);
    const max = (mirror.options as { max_sides: number | null }).max_sides;
    expect(max).toBe(3);
    await openStore(page, slug);
    const dialog = await openProductModal(page, product.name);
    const group = optionGroup(dialog, 'Acompanhamentos');
    await group.getByText(sidesHint(3), { exact: true }).waitFor(); // 'Você pode escolher até 3 acompanhamentos.'
    await group.getByText('Selecionados 0/3', { exact: true }).waitFor();

    // Two copies of the first side and one of the second: 3 of 3 (the limit counts copies).
    await runSteps(dialog, mirror, [
      { kind: 'check', group: 'Acompanhamentos', key: 'selectedSides', list: 'sides', index: 0 },
      { kind: 'plus', group: 'Acompanhamentos', key: 'selectedSides', list: 'sides', index: 0 },
      { kind: 'check', group: 'Acompanhamentos', key: 'selectedSides', list: 'sides', index: 1 },
    ]);
    await group.getByText('Selecionados 3/3', { exact: true }).waitFor();
    const ticked = [mirror.item('sides', 0).name, mirror.item('sides', 1).name];
    await expectUntickedDisabled(group, ticked);
    for (const name of ticked) {
      expect(await group.getByRole('button', { name: `Aumentar ${name}`, exact: true }).isDisabled()).toBe(true);
    }
    await forceClickChangesNothing(group.getByRole('checkbox', { name: mirror.item('sides', 2).name, exact: true }), dialog.getByTestId('product-total'), totalText(mirror.unitCents));
    await group.getByRole('button', { name: `Aumentar ${ticked[0]}`, exact: true }).click({ force: true });
    await expectTextOf(dialog.getByTestId('product-total'), totalText(mirror.unitCents));

    // The UI never lets the sides exceed the maximum: no 'Excedido', no blocking message, adding allowed.
    expect(await group.getByText('Excedido', { exact: true }).count()).toBe(0);
    await expectNoLimitAlert(dialog, limitExceededMessage('acompanhamentos', 3));
    expect(mirror.price().canAddToCart).toBe(true);
    expect(await dialog.getByRole('button', { name: ADD_TO_CART, exact: true }).isEnabled()).toBe(true);
    expect(mirror.price().violations).toEqual([]);
    // (the blocking message that the disabled controls make unreachable is the spec's text)
    expect(limitExceededMessage('acompanhamentos', 3)).toBe('Por favor, remova alguns acompanhamentos para continuar. O máximo permitido é 3.');
  });

  browserTest('sorveteria: misturar sabores até max_flavors e coberturas até max_toppings', async ({ page }) => {
    const slug = DEMO_STORES.sorveteria;
    const product = await fetchProduct(slug, 'Sorvete Regional');
    const mirror = new EngineMirror(product);
    const { max_flavors: maxFlavors, max_toppings: maxToppings } = mirror.options as { max_flavors: number; max_toppings: number };
    expect([maxFlavors, maxToppings]).toEqual([3, 2]);
    await openStore(page, slug);
    const dialog = await openProductModal(page, product.name);
    const flavourSteps: Step[] = Array.from({ length: maxFlavors }, (_, index) => ({ kind: 'check', group: 'Sabores', key: 'selectedToppings', list: 'toppings', index }));
    const toppingSteps: Step[] = Array.from({ length: maxToppings }, (_, index) => ({
      kind: 'check',
      group: 'Coberturas',
      key: 'selectedIceCreamToppings',
      list: 'ice_cream_toppings',
      index,
    }));
    await runSteps(dialog, mirror, [{ kind: 'flag', label: 'Misturar sabores', key: 'mixFlavorsEnabled', value: true }, ...flavourSteps, ...toppingSteps]);

    const flavours = optionGroup(dialog, 'Sabores');
    await flavours.getByText(`Selecionados: ${maxFlavors}/${maxFlavors}`, { exact: true }).waitFor();
    await expectUntickedDisabled(
      flavours,
      Array.from({ length: maxFlavors }, (_, index) => mirror.item('toppings', index).name),
    );
    const toppings = optionGroup(dialog, 'Coberturas');
    await toppings.getByText(`Você pode escolher até ${maxToppings} coberturas.`, { exact: true }).waitFor();
    await expectUntickedDisabled(
      toppings,
      Array.from({ length: maxToppings }, (_, index) => mirror.item('ice_cream_toppings', index).name),
    );
    await forceClickChangesNothing(
      flavours.getByRole('checkbox', { name: mirror.item('toppings', maxFlavors).name, exact: true }),
      dialog.getByTestId('product-total'),
      totalText(mirror.unitCents),
    );
    await expectNoLimitAlert(dialog, limitExceededMessage('sabores', maxFlavors));
    await expectNoLimitAlert(dialog, limitExceededMessage('coberturas', maxToppings));
    expect(await dialog.getByRole('button', { name: ADD_TO_CART, exact: true }).isEnabled()).toBe(true);

    // Mixing off keeps one flavour: the radios come back and the total follows the engine.
    await runSteps(dialog, mirror, [{ kind: 'flag', label: 'Misturar sabores', key: 'mixFlavorsEnabled', value: false }]);
    expect(await optionGroup(dialog, 'Sabores').getByRole('radio', { checked: true }).count()).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------------------------

/** Sets the card's quantity and taps its "Adicionar" (a product with a choice to make opens instead). */
async function tapAdd(page: Page, name: string, quantity: number): Promise<void> {
  const card = productCard(page, name);
  for (let i = 1; i < quantity; i += 1) await card.getByRole('button', { name: `Aumentar quantidade de ${name}`, exact: true }).click();
  await card.getByRole('button', { name: 'Adicionar', exact: true }).click();
}

async function quickAdd(page: Page, name: string, quantity: number): Promise<void> {
  await tapAdd(page, name, quantity);
  // The line is in the cart once its toast is up (the first tap also loads the option engine).
  await page.getByText(`${quantity} unidade(s) de ${name} adicionada(s) ao carrinho`, { exact: true }).first().waitFor();
}

async function applyCoupon(drawer: Locator, code: string): Promise<void> {
  await drawer.getByLabel('Cupom de desconto').fill(code);
  await drawer.getByRole('button', { name: 'Aplicar', exact: true }).click();
}

async function expectCartSummary(drawer: Locator, { subtotal, discount }: { subtotal: number; discount: number }): Promise<void> {
  const summary = drawer.locator('dl');
  const pairs = async () =>
    summary.evaluate((list) => Array.from(list.querySelectorAll('dt')).map((dt) => [dt.textContent?.trim(), dt.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim()]));
  const norm = (text: string) => text.replace(/\s+/g, ' ');
  const expected = [
    ['Subtotal', norm(formatBRL(subtotal))],
    ['Desconto', norm(discount > 0 ? `- ${formatBRL(discount)}` : formatBRL(0))],
    ['Total', norm(formatBRL(Math.max(0, subtotal - discount)))],
  ];
  const deadline = Date.now() + 5_000;
  let actual = await pairs();
  while (JSON.stringify(actual) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    actual = await pairs();
  }
  expect(actual).toEqual(expected);
}

describe('carrinho: adição rápida e cupons', () => {
  browserTest('"Adicionar" de uma pizza (tamanho a escolher) abre o produto em vez de pô-la no carrinho sem tamanho', async ({ page }) => {
    const slug = DEMO_STORES.pizzaria;
    const product = await fetchProduct(slug, 'Calabresa');
    await openStore(page, slug);
    await tapAdd(page, product.name, 2);
    await productDialog(page, product.name).waitFor();
    await page.keyboard.press('Escape');
    await productDialog(page, product.name).waitFor({ state: 'hidden' });
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Abrir carrinho, 0 itens');
  });

  browserTest('adição rápida de 3 unidades pelo card: aviso do spec e contador do botão do carrinho', async ({ page }) => {
    const slug = DEMO_STORES.hamburgueria;
    const product = await fetchProduct(slug, 'Classic Burger');
    await openStore(page, slug);
    await quickAdd(page, product.name, 3);
    await expectToast(page, `3 unidade(s) de ${product.name} adicionada(s) ao carrinho`);
    await page.getByTestId('cart-count').getByText('3', { exact: true }).waitFor();
    expect(await cartButton(page).getAttribute('aria-label')).toMatch(/^Abrir carrinho\b.*\b3 itens\b/);
    // The card's stepper goes back to 1.
    await productCard(page, product.name).getByRole('group', { name: `Quantidade de ${product.name}` }).getByText('1', { exact: true }).waitFor();

    const drawer = await openCart(page);
    const line = drawer.getByTestId('cart-line');
    await expect(line.count()).resolves.toBe(1);
    await line.getByLabel(`Quantidade de ${product.name}`).getByText('3', { exact: true }).waitFor();
    const unit = productBaseCents(product);
    await expectCartSummary(drawer, { subtotal: unit * 3, discount: 0 });
  });

  browserTest('FRETE5 aplica R$ 5,00 e "Remover cupom" restaura; BEMVINDO10 (um por cliente) pede login; VERAO2024, PRIMEIRACOMPRA e INATIVO20 mostram a mensagem', async ({ page }) => {
    const slug = DEMO_STORES.hamburgueria;
    const product = await fetchProduct(slug, 'Classic Burger');
    await openStore(page, slug);
    await quickAdd(page, product.name, 2);
    const subtotal = productBaseCents(product) * 2;
    expect(subtotal).toBeGreaterThanOrEqual(4000);
    const drawer = await openCart(page);
    await expectCartSummary(drawer, { subtotal, discount: 0 });

    await applyCoupon(drawer, 'frete5'); // the field upper-cases what is typed
    await drawer.getByText('Cupom FRETE5 aplicado', { exact: true }).waitFor();
    const discount = couponDiscountCents({ code: 'FRETE5', type: 'fixed', value: 500 }, subtotal);
    expect(discount).toBe(500);
    await expectCartSummary(drawer, { subtotal, discount });

    await drawer.getByRole('button', { name: 'Remover cupom', exact: true }).click();
    await drawer.getByLabel('Cupom de desconto').waitFor();
    expect(await drawer.getByText('Cupom FRETE5 aplicado').count()).toBe(0);
    await expectCartSummary(drawer, { subtotal, discount: 0 });

    // A coupon with a per-customer limit cannot be counted for a guest.
    await applyCoupon(drawer, 'BEMVINDO10');
    await expectTextOf(drawer.getByRole('alert'), 'Entre na sua conta para usar este cupom.');
    await expectCartSummary(drawer, { subtotal, discount: 0 });

    for (const [code, message] of [
      ['VERAO2024', 'Este cupom expirou.'],
      ['PRIMEIRACOMPRA', 'Este cupom atingiu o limite de usos.'],
      ['INATIVO20', 'Este cupom não está ativo.'],
    ] as const) {
      await applyCoupon(drawer, code);
      await expectTextOf(drawer.getByRole('alert'), message);
      await expectCartSummary(drawer, { subtotal, discount: 0 });
    }
  });

  browserTest('FRETE5 abaixo do pedido mínimo mostra o mínimo; acima dele desconta R$ 5,00', async ({ page }) => {
    const slug = DEMO_STORES.hamburgueria;
    const cheap = await fetchProduct(slug, 'Classic Burger');
    const unit = productBaseCents(cheap);
    expect(unit).toBeLessThan(4000);
    await openStore(page, slug);
    await quickAdd(page, cheap.name, 1);
    const drawer = await openCart(page);
    await applyCoupon(drawer, 'FRETE5');
    await expectTextOf(drawer.getByRole('alert'), 'Pedido mínimo para este cupom: R$ 40,00.');
    await expectCartSummary(drawer, { subtotal: unit, discount: 0 });

    // Enough copies to pass R$ 40,00, then the fixed R$ 5,00 applies.
    const copies = Math.ceil(4000 / unit);
    for (let i = 1; i < copies; i += 1) await drawer.getByRole('button', { name: `Aumentar quantidade de ${cheap.name}`, exact: true }).click();
    await expectCartSummary(drawer, { subtotal: unit * copies, discount: 0 });
    await applyCoupon(drawer, 'FRETE5');
    await drawer.getByText('Cupom FRETE5 aplicado', { exact: true }).waitFor();
    await expectCartSummary(drawer, { subtotal: unit * copies, discount: 500 });
  });
});
