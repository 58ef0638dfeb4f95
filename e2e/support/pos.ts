// The POS screens as an attendant uses them: open the register, ring up products, pay with tenders.
import type { Page } from 'playwright-core';
import { formatBRL, reaisToCents, type Product } from '@comanda/shared/domain';
import { typeMoney } from './back-office';
import { baseURL } from './browser-test';
import { optionGroup, productDialog } from './storefront';

export const ADD_TO_SALE = 'Adicionar à venda';

export const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

export const centsOf = async (page: Page, testId: string) => reaisToCents(((await page.getByTestId(testId).textContent()) ?? '').replace(/\s/g, ' '));

export async function openRegister(page: Page, station: string, floatCents: number): Promise<void> {
  await page.getByRole('heading', { name: 'Caixa fechado' }).waitFor();
  await page.getByLabel('Estação').fill(station);
  await typeMoney(page.getByLabel(/Fundo de troco/), floatCents);
  await page.getByRole('button', { name: 'Abrir caixa', exact: true }).click();
  await page.getByRole('heading', { name: 'PDV — Nova venda' }).waitFor();
}

/** Taps a product tile; a product with options opens the storefront's panel, where the `size`-th size is chosen. */
export async function tapProduct(page: Page, name: string, size = 0, addLabel = ADD_TO_SALE): Promise<void> {
  await page.getByRole('list', { name: 'Produtos' }).getByRole('listitem', { name: new RegExp(`^${name},`) }).click();
  const dialog = productDialog(page, name);
  await optionGroup(dialog, 'Tamanho').getByRole('radio').nth(size).check();
  await dialog.getByRole('button', { name: addLabel }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Types a product's code and Enter; its option panel opens and is added with its first size. */
export async function typeCode(page: Page, product: Pick<Product, 'id' | 'name'>): Promise<void> {
  const search = page.getByLabel('Código ou nome do produto');
  await search.fill(String(product.id));
  await search.press('Enter');
  const dialog = productDialog(page, product.name);
  await dialog.getByRole('button', { name: ADD_TO_SALE }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const METHOD_LABELS = { cash: 'Dinheiro', debit_card: 'Cartão de débito', credit_card: 'Cartão de crédito', pix: 'PIX', meal_voucher: 'Vale-refeição' } as const;
export type E2eTender = { method: keyof typeof METHOD_LABELS; cents: number };

/** F2, then each tender (method button, amount, Enter); answers the change shown. */
export async function pay(page: Page, tenders: E2eTender[]): Promise<number> {
  await page.keyboard.press('F2');
  await page.getByRole('heading', { name: 'Pagamento' }).waitFor();
  for (const tender of tenders) {
    await page.getByRole('button', { name: METHOD_LABELS[tender.method], exact: true }).click();
    const field = page.getByLabel(tender.method === 'cash' ? 'Valor recebido' : 'Valor', { exact: true });
    await typeMoney(field, tender.cents);
    await field.press('Enter');
  }
  await page.getByTestId('pos-remaining').getByText(brl(0)).waitFor();
  return centsOf(page, 'pos-change');
}

export async function finishSale(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Finalizar venda' }).click();
  await page.getByRole('heading', { name: /^(Venda #\d+ concluída|Venda registrada no caixa)$/ }).waitFor();
}

export async function storeProducts(slug: string): Promise<Product[]> {
  const response = await fetch(`${baseURL()}/api/stores/${slug}/products`);
  return ((await response.json()) as { data: Product[] }).data;
}

/** The API as the logged-in page calls it (its bearer token from localStorage). */
export async function apiAs<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${baseURL()}/api${path}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${path} → HTTP ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The sale total the screen shows. */
export const saleTotal = (page: Page) => centsOf(page, 'sale-total');

/** The value (dd) of a register figure (dt) in the list named `list`. */
export async function figure(page: Page, list: string, label: string): Promise<string> {
  const term = page.getByLabel(list).getByText(label, { exact: true });
  return ((await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').replace(/\s/g, ' ');
}

/** The register's figures refresh after the sangria's answer: wait until the figure reads `expected`. */
export async function waitForFigure(page: Page, list: string, label: string, expected: string): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    if ((await figure(page, list, label)) === expected) return;
    await page.waitForTimeout(100);
  }
  expect(await figure(page, list, label)).toBe(expected);
}
