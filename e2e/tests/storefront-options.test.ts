// Issue #3: for each of the 14 business types, a selection across several option groups prices on screen exactly as
// the shared engine prices it, is added to the cart, and survives a reload (cart in localStorage per store).
import { formatBRL } from '@comanda/shared/domain';
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

type Case = { type: BusinessTypeSlug; product: string; steps: Step[] };

const radio = (group: string, key: string, list: string, index: number): Step => ({ kind: 'radio', group, key, list, index });
const check = (group: string, key: string, list: string, index: number): Step => ({ kind: 'check', group, key, list, index });
const plus = (group: string, key: string, list: string, index: number): Step => ({ kind: 'plus', group, key, list, index });

// Group titles are the panels' legends; keys and lists are the engine's selection keys and option fields.
const CASES: Case[] = [
  {
    type: 'pizzaria',
    product: 'Calabresa',
    steps: [
      radio('Tamanho', 'selectedSize', 'sizes', 2),
      { kind: 'flag', label: 'Meio a Meio', key: 'halfHalfEnabled', value: true },
      check('Sabores', 'selectedToppings', 'toppings', 2),
      check('Sabores', 'selectedToppings', 'toppings', 3),
      radio('Borda', 'selectedEdge', 'edges', 0),
      check('Acompanhamentos', 'selectedSideDishes', 'side_dishes', 1),
      plus('Acompanhamentos', 'selectedSideDishes', 'side_dishes', 1),
    ],
  },
  {
    type: 'restaurante',
    product: 'Picanha na Chapa',
    steps: [
      radio('Ponto de Cozimento', 'selectedCookingPoint', 'cooking_point', 1),
      check('Acompanhamentos', 'selectedSides', 'sides', 0),
      plus('Acompanhamentos', 'selectedSides', 'sides', 0),
      check('Molhos', 'selectedSauces', 'sauces', 0),
    ],
  },
  {
    type: 'sorveteria',
    product: 'Sorvete Regional',
    steps: [
      radio('Tamanho', 'selectedSize', 'sizes', 1),
      { kind: 'flag', label: 'Misturar sabores', key: 'mixFlavorsEnabled', value: true },
      check('Sabores', 'selectedToppings', 'toppings', 0),
      check('Sabores', 'selectedToppings', 'toppings', 1),
      check('Coberturas', 'selectedIceCreamToppings', 'ice_cream_toppings', 0),
      check('Complementos', 'selectedComplements', 'complements', 0),
      plus('Complementos', 'selectedComplements', 'complements', 0),
      radio('Recipiente', 'selectedContainer', 'containers', 1),
    ],
  },
  {
    type: 'hamburgueria',
    product: 'Classic Burger',
    steps: [
      radio('Ponto da Carne', 'meatPoint', 'meat_points', 2),
      check('Adicionais', 'selectedAddons', 'adicionais', 0),
      plus('Adicionais', 'selectedAddons', 'adicionais', 0),
      check('Queijos', 'selectedCheeses', 'queijos', 1),
      check('Molhos', 'selectedSauces', 'molhos', 0),
      radio('Nível de Picante', 'spicyLevel', 'spicy_levels', 1),
    ],
  },
  {
    type: 'bar',
    product: 'Caipirinha de Limão',
    steps: [
      radio('Tamanho', 'selectedSize', 'sizes', 1),
      check('Adicionais', 'selectedAddons', 'addons', 0),
      plus('Adicionais', 'selectedAddons', 'addons', 0),
      radio('Gelo', 'selectedIce', 'ice_options', 1),
    ],
  },
  {
    type: 'lanchonete',
    product: 'X-Salada',
    steps: [
      radio('Tamanho', 'selectedSize', 'sizes', 1),
      check('Molhos', 'selectedMolhos', 'molhos', 0),
      check('Queijos', 'selectedQueijos', 'queijos', 0),
      plus('Queijos', 'selectedQueijos', 'queijos', 0),
      check('Adicionais', 'selectedAdicionais', 'adicionais', 1),
    ],
  },
  {
    type: 'cafeteria',
    product: 'Cappuccino Italiano',
    steps: [
      radio('Tamanho', 'selectedSize', 'sizes', 2),
      check('Tipos de Leite', 'selectedMilkTypes', 'milk_types', 1),
      check('Adoçantes', 'selectedSweeteners', 'sweeteners', 0),
      check('Acompanhamentos', 'selectedSides', 'sides', 0),
      plus('Acompanhamentos', 'selectedSides', 'sides', 0),
      check('Copo para Viagem', 'selectedTakeawayCups', 'takeaway_cups', 0),
    ],
  },
  {
    type: 'padaria',
    product: 'Bolo de Cenoura com Chocolate',
    steps: [
      radio('Tamanho', 'selectedSize', 'sizes', 1),
      check('Recheios', 'selectedFillings', 'fillings', 0),
      check('Coberturas', 'selectedToppings', 'toppings', 0),
      plus('Coberturas', 'selectedToppings', 'toppings', 0),
      check('Adicionais', 'selectedAddons', 'addons', 1),
    ],
  },
  {
    type: 'acaiteria',
    product: 'Açaí Tradicional',
    steps: [
      radio('Tamanho', 'selectedSize', 'sizes', 2),
      check('Frutas', 'selectedFruits', 'fruits', 0),
      plus('Frutas', 'selectedFruits', 'fruits', 0),
      check('Coberturas', 'selectedToppings', 'toppings', 1),
      check('Complementos', 'selectedComplements', 'complements', 0),
      check('Adicionais Especiais', 'selectedSpecialAddons', 'special_addons', 0),
    ],
  },
  {
    type: 'doceria',
    product: 'Brigadeiro Belga',
    steps: [
      radio('Tamanho', 'selectedSize', 'sizes', 1),
      check('Recheios', 'selectedFillings', 'fillings', 0),
      plus('Recheios', 'selectedFillings', 'fillings', 0),
      check('Coberturas', 'selectedToppings', 'toppings', 1),
      { kind: 'flag', label: 'Adicionar personalização', key: 'addCustomization', value: true },
      { kind: 'flag', label: 'Embalagem para presente', key: 'addGiftPackaging', value: true },
    ],
  },
  {
    type: 'pastelaria',
    product: 'Pastel de Queijo',
    steps: [
      radio('Tamanho', 'selectedSize', 'sizes', 1),
      check('Recheios', 'selectedFillings', 'fillings', 0),
      plus('Recheios', 'selectedFillings', 'fillings', 0),
      check('Acompanhamentos', 'selectedSides', 'sides', 1),
    ],
  },
  {
    type: 'churrascaria',
    product: 'Picanha na Brasa',
    steps: [
      radio('Ponto da Carne', 'selectedCookingPoint', 'cooking_points', 2),
      radio('Tamanho', 'selectedSize', 'sizes', 1),
      check('Cortes', 'selectedCuts', 'cuts', 0),
      plus('Cortes', 'selectedCuts', 'cuts', 0),
      check('Temperos Especiais', 'selectedSeasonings', 'seasonings', 0),
      check('Acompanhamentos', 'selectedSides', 'sides', 1),
      check('Molhos', 'selectedSauces', 'sauces', 0),
    ],
  },
  {
    type: 'marmitaria',
    product: 'Feijoada da Vovó',
    steps: [
      radio('Tamanho', 'selectedSize', 'sizes', 1),
      check('Proteínas', 'selectedProteins', 'proteins', 0),
      plus('Proteínas', 'selectedProteins', 'proteins', 0),
      check('Acompanhamentos', 'selectedSides', 'sides', 1),
      check('Legumes e Verduras', 'selectedVegetables', 'vegetables', 0),
    ],
  },
  {
    type: 'food-truck',
    product: 'Sanduíche de Carne de Panela',
    steps: [
      radio('Tamanho', 'selectedSize', 'sizes', 1),
      check('Ingredientes Principais', 'selectedIngredients', 'ingredients_list', 0),
      check('Adicionais', 'selectedAddons', 'addons', 0),
      plus('Adicionais', 'selectedAddons', 'addons', 0),
      check('Molhos', 'selectedSauces', 'sauces', 1),
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

      for (const step of steps) {
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
