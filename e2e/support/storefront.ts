// Storefront helpers (/loja/:slug): cards, product modal, option groups, cart drawer, and the shared price engine
// driven in lockstep with the screen (the total on screen must equal the engine's for the same selection).
import type { Locator, Page } from 'playwright-core';
import {
  formatBRL,
  incrementOption,
  initialSelection,
  normalizeProductOptions,
  priceSelection,
  selectSingle,
  setFlag,
  toggleOption,
  type NormalizedOption,
  type NormalizedProductOptions,
  type Product,
} from '@comanda/shared/domain';
import { baseURL } from './browser-test';

/** The 14 demo stores, one per business type (seeded by the API). */
export const DEMO_STORES = {
  pizzaria: 'pizzaria-bella-napoli',
  restaurante: 'sabor-mineiro',
  sorveteria: 'gelato-tropical',
  hamburgueria: 'burger-house',
  bar: 'bar-do-ze',
  lanchonete: 'lanchonete-da-esquina',
  cafeteria: 'cafe-grao-nobre',
  padaria: 'padaria-pao-dourado',
  acaiteria: 'acai-da-praia',
  doceria: 'doce-encanto',
  pastelaria: 'pastelaria-do-japa',
  churrascaria: 'churrascaria-fogo-gaucho',
  marmitaria: 'marmitas-da-vovo',
  'food-truck': 'sabor-sobre-rodas',
} as const;

export const ADD_TO_CART = 'Adicionar ao Carrinho';
export const PRODUCT_ADDED_TOAST = 'Produto adicionado ao carrinho';

/** The catalogue exactly as the storefront receives it. */
export async function fetchProducts(slug: string): Promise<Product[]> {
  const response = await fetch(`${baseURL()}/api/stores/${slug}/products`);
  if (!response.ok) throw new Error(`GET /api/stores/${slug}/products → HTTP ${response.status}`);
  return ((await response.json()) as { data: Product[] }).data;
}

export async function fetchProduct(slug: string, name: string): Promise<Product> {
  const product = (await fetchProducts(slug)).find((item) => item.name === name);
  if (!product) throw new Error(`Produto "${name}" não está no catálogo de ${slug}`);
  return product;
}

/** Opens /loja/:slug and waits until it can be used: the first product card, and the page hydrated. */
/** The store's page once the whole app has taken it over from the first screen (nothing swaps under the test). */
export async function openStore(page: Page, slug: string): Promise<void> {
  await page.goto(`/loja/${slug}`);
  await page.getByTestId('product-card').first().waitFor();
  await waitForHydration(page);
  await page.waitForFunction(() => !document.getElementById('comanda-ssr') || performance.getEntriesByName('comanda:app').length > 0);
}

/**
 * A server-rendered page shows its cards before its JavaScript runs, and a click then does nothing: wait for the
 * shell's `comanda:hydrated` mark (immediate on a page rendered in the browser).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('comanda-ssr') || performance.getEntriesByName('comanda:hydrated').length > 0);
}

export function productCard(page: Page, name: string): Locator {
  return page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

export function productDialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

/** 'Personalizar' on the product's card; resolves to the open modal. */
export async function openProductModal(page: Page, name: string): Promise<Locator> {
  await productCard(page, name).getByRole('button', { name: 'Personalizar', exact: true }).click();
  const dialog = productDialog(page, name);
  await dialog.waitFor();
  return dialog;
}

/** A fieldset of the panel, named by its legend. */
export function optionGroup(dialog: Locator, title: string): Locator {
  return dialog.getByRole('group', { name: title, exact: true });
}

export function cartButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Abrir carrinho/ });
}

/** Opens the drawer from the floating button; resolves to its region. */
export async function openCart(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const drawer = page.getByRole('region', { name: 'Seu Carrinho' });
  await drawer.waitFor();
  return drawer;
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Polls until the locator's text (whitespace normalised, NBSP → space) equals `expected`. */
export async function expectTextOf(locator: Locator, expected: string, timeoutMs = 5_000): Promise<void> {
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
  const want = normalise(expected);
  const deadline = Date.now() + timeoutMs;
  let last: string;
  for (;;) {
    last = normalise((await locator.textContent()) ?? '');
    if (last === want) return;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(last).toBe(want);
}

export const totalText = (cents: number) => `Total: ${formatBRL(cents)}`;

// ---------------------------------------------------------------------------------------------------------------
// Engine adapter: the selection-ops are typed per business type; a table-driven test speaks in plain keys.

type AnySelection = Record<string, unknown>;
type Options = NormalizedProductOptions;
const ops = {
  selectSingle: selectSingle as unknown as (o: Options, s: AnySelection, key: string, option: NormalizedOption | null) => AnySelection,
  toggleOption: toggleOption as unknown as (o: Options, s: AnySelection, key: string, option: NormalizedOption) => AnySelection,
  incrementOption: incrementOption as unknown as (o: Options, s: AnySelection, key: string, option: NormalizedOption) => AnySelection,
  setFlag: setFlag as unknown as (o: Options, s: AnySelection, key: string, value: boolean) => AnySelection,
};

/**
 * One user action in the product modal and the same action on the engine's selection.
 * - radio: choose item `index` of options[list] in the radio group titled `group`;
 * - check: tick item `index` in the checkbox group titled `group`;
 * - plus: 'Aumentar {item}' on a ticked item (one more copy);
 * - flag: a checkbox or switch labelled `label` that sets the boolean `key`;
 * - button: a toggle button (food-truck combo) whose engine effect is setFlag(key, value).
 */
export type Step =
  | { kind: 'radio'; group: string; key: string; list: string; index: number }
  | { kind: 'check'; group: string; key: string; list: string; index: number }
  | { kind: 'plus'; group: string; key: string; list: string; index: number }
  | { kind: 'flag'; label: string; key: string; value: boolean }
  | { kind: 'button'; name: string; key: string; value: boolean };

export class EngineMirror {
  readonly options: Options;
  selection: AnySelection;

  constructor(readonly product: Product) {
    const options = normalizeProductOptions(product.business_type_slug, product.business_type_options);
    if (options === null) throw new Error(`${product.name}: sem opções normalizáveis (${String(product.business_type_slug)})`);
    this.options = options;
    this.selection = initialSelection(options) as unknown as AnySelection;
  }

  item(list: string, index: number): NormalizedOption {
    const items = (this.options as unknown as Record<string, unknown>)[list];
    if (!Array.isArray(items) || !items[index]) throw new Error(`${this.product.name}: options.${list}[${index}] não existe`);
    return items[index] as NormalizedOption;
  }

  apply(step: Step): void {
    switch (step.kind) {
      case 'radio':
        this.selection = ops.selectSingle(this.options, this.selection, step.key, this.item(step.list, step.index));
        break;
      case 'check':
        this.selection = ops.toggleOption(this.options, this.selection, step.key, this.item(step.list, step.index));
        break;
      case 'plus':
        this.selection = ops.incrementOption(this.options, this.selection, step.key, this.item(step.list, step.index));
        break;
      case 'flag':
      case 'button':
        this.selection = ops.setFlag(this.options, this.selection, step.key, step.value);
        break;
    }
  }

  price() {
    return priceSelection(this.product, this.selection, { options: this.options });
  }

  get unitCents(): number {
    return this.price().unitTotalCents;
  }
}

/** Performs `step` on screen (accessible names only). */
export async function performStep(dialog: Locator, mirror: EngineMirror, step: Step): Promise<void> {
  switch (step.kind) {
    case 'radio': {
      const name = mirror.item(step.list, step.index).name;
      await optionGroup(dialog, step.group).getByRole('radio', { name, exact: true }).check();
      break;
    }
    case 'check': {
      const name = mirror.item(step.list, step.index).name;
      await optionGroup(dialog, step.group).getByRole('checkbox', { name, exact: true }).check();
      break;
    }
    case 'plus': {
      const name = mirror.item(step.list, step.index).name;
      await optionGroup(dialog, step.group).getByRole('button', { name: `Aumentar ${name}`, exact: true }).click();
      break;
    }
    case 'flag': {
      const input = dialog.getByLabel(step.label, { exact: true });
      if (step.value) await input.check();
      else await input.uncheck();
      break;
    }
    case 'button':
      await dialog.getByRole('button', { name: step.name, exact: true }).click();
      break;
  }
}

export function describeStep(step: Step, mirror: EngineMirror): string {
  switch (step.kind) {
    case 'radio':
    case 'check':
    case 'plus':
      return `${step.kind} "${step.group}" → ${mirror.item(step.list, step.index).name}`;
    case 'flag':
      return `flag "${step.label}" = ${step.value}`;
    case 'button':
      return `botão "${step.name}"`;
  }
}
