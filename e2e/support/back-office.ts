// Back-office helpers (/store/*): what a store owner does on the profile, settings, catalog, coupon and employee
// screens, phrased by role, label and Portuguese text. Option groups are named from the shared option descriptor.
import type { Locator, Page } from 'playwright-core';
import { optionGroupOf, type BusinessTypeSlug } from '@comanda/shared/domain';
import { expectHeading, fillLogin, waitForPath } from './app';

/** The seed's empty store, made for issue 9's journey: only its owner, no catalog, coupons, zones or staff. */
export const NOVA_LOJA = { slug: 'nova-loja', name: 'Nova Loja Demo', owner: 'dono@novaloja.com.br' } as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field by its accessible name; MUI appends ' *' to required ones. */
export function field(scope: Page | Locator, label: string, role: 'textbox' | 'combobox' | 'spinbutton' = 'textbox'): Locator {
  return scope.getByRole(role, { name: new RegExp(`^${escape(label)}(\\s*\\*)?$`) });
}

/** Chooses `option` in the MUI select named `label`. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await field(page, label, 'combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Types an amount into a cash-register currency field (digits shift in from the right: 2990 → R$ 29,90). */
export async function typeMoney(input: Locator, cents: number): Promise<void> {
  await input.fill(String(cents));
}

export async function expectSnackbar(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Logs in on /login with any account whose home is the store area. */
export async function loginToStore(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await waitForPath(page, '/store/dashboard');
  await expectHeading(page, 'Painel da loja');
}

/** Opens a back-office screen from the address bar and waits for its heading. */
export async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expectHeading(page, heading);
}

/** Every weekday, first interval `from`–`to` (adds the interval on a closed day). */
export async function setOpeningHours(page: Page, days: readonly string[], from: string, to: string): Promise<void> {
  for (const day of days) {
    const opens = page.getByLabel(`${day}: abre (intervalo 1)`, { exact: true });
    if ((await opens.count()) === 0) await page.getByRole('button', { name: `Adicionar intervalo em ${day}`, exact: true }).click();
    await opens.fill(from);
    await page.getByLabel(`${day}: fecha (intervalo 1)`, { exact: true }).fill(to);
  }
}

export type OptionItem = { name: string; cents: number };
export type ProductDraft = {
  name: string;
  description: string;
  category: string;
  type: BusinessTypeSlug;
  typeName: string;
  priceCents: number;
  /** Items per option group, keyed by the engine's selection key (`selectedSize`). */
  groups: Record<string, OptionItem[]>;
};

/** Adds the items of one option group in the product form's option editor (titles from the shared descriptor). */
async function fillOptionGroup(page: Page, type: BusinessTypeSlug, selectionKey: string, items: OptionItem[]): Promise<void> {
  const group = optionGroupOf(type, selectionKey);
  const priceLabel = group.kind === 'size' ? 'preço' : 'preço adicional';
  for (const [index, item] of items.entries()) {
    await page.getByRole('button', { name: `Adicionar item em ${group.title}`, exact: true }).click();
    const label = `${group.title} ${index + 1}`;
    await page.getByLabel(`${label}: nome`, { exact: true }).fill(item.name);
    await typeMoney(page.getByLabel(`${label}: ${priceLabel}`, { exact: true }), item.cents);
  }
}

/** /store/products/create: the product's fields, its business type and its options, then "Salvar". */
export async function createProduct(page: Page, draft: ProductDraft): Promise<void> {
  await openScreen(page, '/store/products/create', 'Novo produto');
  const form = page.getByRole('form', { name: 'Dados do produto' });
  await field(form, 'Nome').fill(draft.name);
  await field(form, 'Descrição').fill(draft.description);
  await typeMoney(field(form, 'Preço'), draft.priceCents);
  await choose(page, 'Categoria', draft.category);
  await choose(page, 'Tipo de produto', draft.typeName);
  for (const [selectionKey, items] of Object.entries(draft.groups)) await fillOptionGroup(page, draft.type, selectionKey, items);
  await form.getByRole('button', { name: 'Salvar', exact: true }).click();
  await waitForPath(page, '/store/products');
  await productRow(page, draft.name).waitFor();
}

/** The products grid's row of a product (the grid refetches after every write). */
export function productRow(page: Page, name: string): Locator {
  return page.getByRole('grid').getByRole('row').filter({ hasText: name });
}

/** /store/categories/create: a category by name. */
export async function createCategory(page: Page, name: string): Promise<void> {
  await openScreen(page, '/store/categories/create', 'Nova categoria');
  await field(page, 'Nome').fill(name);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await waitForPath(page, '/store/categories');
  await page.getByRole('list', { name: 'Categorias em ordem' }).getByText(name, { exact: true }).waitFor();
}
