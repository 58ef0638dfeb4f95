// Issue #3: for each of the 14 business types, a selection across several option groups prices on screen exactly as
// the shared engine prices it, is added to the cart, and survives a reload (cart in localStorage per store).
import { formatBRL, optionGroupOf } from '@comanda/shared/domain';
import type { BusinessTypeSlug } from '@comanda/shared/domain';
import { browserTest } from '../support/browser-test';
import {
  ADD_TO_CART,
  DEMO_STORES,
  EngineMirror,
  PRODUCT_ADDED_TOAST,
  cartButton,
  describeStep,
  expectTextOf,
  expectToast,
  fetchProduct,
  openCart,
  openProductModal,
  openStore,
  performStep,
  productDialog,
  totalText,
  type Step,
} from '../support/storefront';

type GroupStep = { kind: 'radio' | 'check' | 'plus'; key: string; index: number };
type Case = { type: BusinessTypeSlug; product: string; steps: (GroupStep | Extract<Step, { kind: 'flag' | 'button' }>)[] };

const radio = (key: string, index: number): GroupStep => ({ kind: 'radio', key, index });
const check = (key: string, index: number): GroupStep => ({ kind: 'check', key, index });
const plus = (key: string, index: number): GroupStep => ({ kind: 'plus', key, index });

/** Turns on a flavour group's switch (pizza half-half, ice-cream mix), labelled as the descriptor says. */
function flavorSwitchOn(type: BusinessTypeSlug, key: string): Extract<Step, { kind: 'flag' }> {
  const flavorSwitch = optionGroupOf(type, key).flavorSwitch;
  if (flavorSwitch === undefined) throw new Error(`${type}.${key} has no flavour switch`);
  return { kind: 'flag', label: flavorSwitch.label, key: flavorSwitch.selectionKey, value: true };
}

/**
 * A group step with the panel's legend and the option list from the shared descriptor (one title per
 * group): flavour checkboxes show while several flavours are on, under the group's multiple title.
 */
function described(type: BusinessTypeSlug, step: Case['steps'][number]): Step {
  if (step.kind === 'flag' || step.kind === 'button') return step;
  const group = optionGroupOf(type, step.key);
  const title = step.kind !== 'radio' && group.kind === 'flavor' ? (group.multipleTitle ?? group.title) : group.title;
  return { ...step, group: title, list: group.optionKey };
}

// Keys are the engine's selection keys; titles and option lists come from the option descriptor.
const CASES: Case[] = [
  {
    type: 'pizzaria',
    product: 'Calabresa',
    steps: [
      radio('selectedSize', 2),
      flavorSwitchOn('pizzaria', 'selectedToppings'),
      check('selectedToppings', 2),
      check('selectedToppings', 3),
      radio('selectedEdge', 0),
      check('selectedSideDishes', 1),
      plus('selectedSideDishes', 1),
    ],
  },
  {
    type: 'restaurante',
    product: 'Picanha na Chapa',
    steps: [
      radio('selectedCookingPoint', 1),
      check('selectedSides', 0),
      plus('selectedSides', 0),
      check('selectedSauces', 0),
    ],
  },
  {
    type: 'sorveteria',
    product: 'Sorvete Regional',
    steps: [
      radio('selectedSize', 1),
      flavorSwitchOn('sorveteria', 'selectedToppings'),
      check('selectedToppings', 0),
      check('selectedToppings', 1),
      check('selectedIceCreamToppings', 0),
      check('selectedComplements', 0),
      plus('selectedComplements', 0),
      radio('selectedContainer', 1),
    ],
  },
  {
    type: 'hamburgueria',
    product: 'Classic Burger',
    steps: [
      radio('meatPoint', 2),
      check('selectedAddons', 0),
      plus('selectedAddons', 0),
      check('selectedCheeses', 1),
      check('selectedSauces', 0),
      radio('spicyLevel', 1),
    ],
  },
  {
    type: 'bar',
    product: 'Caipirinha de Limão',
    steps: [
      radio('selectedSize', 1),
      check('selectedAddons', 0),
      plus('selectedAddons', 0),
      radio('selectedIce', 1),
    ],
  },
  {
    type: 'lanchonete',
    product: 'X-Salada',
    steps: [
      radio('selectedSize', 1),
      check('selectedMolhos', 0),
      check('selectedQueijos', 0),
      plus('selectedQueijos', 0),
      check('selectedAdicionais', 1),
    ],
  },
  {
    type: 'cafeteria',
    product: 'Cappuccino Italiano',
    steps: [
      radio('selectedSize', 2),
      check('selectedMilkTypes', 1),
      check('selectedSweeteners', 0),
      check('selectedSides', 0),
      plus('selectedSides', 0),
      check('selectedTakeawayCups', 0),
    ],
  },
  {
    type: 'padaria',
    product: 'Bolo de Cenoura com Chocolate',
    steps: [
      radio('selectedSize', 1),
      check('selectedFillings', 0),
      check('selectedToppings', 0),
      plus('selectedToppings', 0),
      check('selectedAddons', 1),
    ],
  },
  {
    type: 'acaiteria',
    product: 'Açaí Tradicional',
    steps: [
      radio('selectedSize', 2),
      check('selectedFruits', 0),
      plus('selectedFruits', 0),
      check('selectedToppings', 1),
      check('selectedComplements', 0),
      check('selectedSpecialAddons', 0),
    ],
  },
  {
    type: 'doceria',
    product: 'Brigadeiro Belga',
    steps: [
      radio('selectedSize', 1),
      check('selectedFillings', 0),
      plus('selectedFillings', 0),
      check('selectedToppings', 1),
      { kind: 'flag', label: 'Adicionar personalização', key: 'addCustomization', value: true },
      { kind: 'flag', label: 'Embalagem para presente', key: 'addGiftPackaging', value: true },
    ],
  },
  {
    type: 'pastelaria',
    product: 'Pastel de Queijo',
    steps: [
      radio('selectedSize', 1),
      check('selectedFillings', 0),
      plus('selectedFillings', 0),
      check('selectedSides', 1),
    ],
  },
  {
    type: 'churrascaria',
    product: 'Picanha na Brasa',
    steps: [
      radio('selectedCookingPoint', 2),
      radio('selectedSize', 1),
      check('selectedCuts', 0),
      plus('selectedCuts', 0),
      check('selectedSeasonings', 0),
      check('selectedSides', 1),
      check('selectedSauces', 0),
    ],
  },
  {
    type: 'marmitaria',
    product: 'Feijoada da Vovó',
    steps: [
      radio('selectedSize', 1),
      check('selectedProteins', 0),
      plus('selectedProteins', 0),
      check('selectedSides', 1),
      check('selectedVegetables', 0),
    ],
  },
  {
    type: 'food-truck',
    product: 'Sanduíche de Carne de Panela',
    steps: [
      radio('selectedSize', 1),
      check('selectedIngredients', 0),
      check('selectedAddons', 0),
      plus('selectedAddons', 0),
      check('selectedSauces', 1),
      // The combo replaces the total with its price; turning it off prices the options again.
      { kind: 'button', name: 'Adicionar Combo', key: 'comboSelected', value: true },
      { kind: 'button', name: 'Combo Selecionado', key: 'comboSelected', value: false },
    ],
  },
];

describe('vitrine: opções de cada tipo de negócio, total do motor e carrinho persistido', () => {
  test('a tabela cobre os 14 tipos de negócio', () => {
    expect(CASES.map((item) => item.type).sort()).toEqual(Object.keys(DEMO_STORES).sort());
  });

  for (const { type, product: productName, steps } of CASES) {
    const slug = DEMO_STORES[type];
    browserTest(`${type} (${slug}): ${productName} com várias opções`, async ({ page }) => {
      const product = await fetchProduct(slug, productName);
      const mirror = new EngineMirror(product);
      await openStore(page, slug);
      const dialog = await openProductModal(page, productName);
      const total = dialog.getByTestId('product-total');
      await expectTextOf(total, totalText(mirror.unitCents));

      for (const step of steps.map((entry) => described(type, entry))) {
        const before = mirror.unitCents;
        mirror.apply(step);
        await performStep(dialog, mirror, step);
        try {
          await expectTextOf(total, totalText(mirror.unitCents));
        } catch (error) {
          throw new Error(`depois de ${describeStep(step, mirror)} (motor: ${formatBRL(before)} → ${formatBRL(mirror.unitCents)}): ${(error as Error).message}`, { cause: error });
        }
      }
      const priced = mirror.price();
      // A real multi-group selection: the engine prices more than the base line, and nothing is blocked.
      expect(priced.lines.length).toBeGreaterThanOrEqual(3);
      expect(priced.canAddToCart).toBe(true);
      const unit = priced.unitTotalCents;

      await dialog.getByRole('button', { name: ADD_TO_CART, exact: true }).click();
      await expectToast(page, PRODUCT_ADDED_TOAST);
      await productDialog(page, productName).waitFor({ state: 'hidden' });
      expect(await cartButton(page).getAttribute('aria-label')).toMatch(/^Abrir carrinho\b.*\b1 item\b/);

      await page.reload();
      await page.getByTestId('product-card').first().waitFor();
      const drawer = await openCart(page);
      const lines = drawer.getByTestId('cart-line');
      await expect(lines.count()).resolves.toBe(1);
      const line = lines.first();
      await line.getByText(productName, { exact: true }).waitFor();
      await line.getByText(formatBRL(unit), { exact: true }).first().waitFor();
      await expectTextOf(drawer.getByTestId('cart-total'), formatBRL(unit));
    });
  }
});
