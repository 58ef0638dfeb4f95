// The POS sale screen (issue 11): an attendant rings up a pizza through the storefront's option panel and a drink by
// its code + Enter, pays part by debit card and the rest in cash with the change shown big, prints the receipt, and
// the register's X figures count the sale (cash net of the change).
import type { Page } from 'playwright-core';
import { formatBRL, reaisToCents, type Product } from '@comanda/shared/domain';
import { DEMO_PASSWORD, fillLogin } from '../support/app';
import { typeMoney } from '../support/back-office';
import { baseURL, browserTest, saveScreen } from '../support/browser-test';
import { optionGroup, productDialog } from '../support/storefront';

const ADD_TO_SALE = 'Adicionar à venda';

const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');
const centsOf = async (page: Page, testId: string) => reaisToCents(((await page.getByTestId(testId).textContent()) ?? '').replace(/\s/g, ' '));

async function openRegister(page: Page, station: string, floatCents: number) {
  await page.getByRole('heading', { name: 'Caixa fechado' }).waitFor();
  await page.getByLabel('Estação').fill(station);
  await typeMoney(page.getByLabel(/Fundo de troco/), floatCents);
  await page.getByRole('button', { name: 'Abrir caixa', exact: true }).click();
  await page.getByRole('heading', { name: 'PDV — Nova venda' }).waitFor();
}

async function drinkOfBella(): Promise<Product> {
  const response = await fetch(`${baseURL()}/api/stores/pizzaria-bella-napoli/products`);
  const products = ((await response.json()) as { data: Product[] }).data;
  const drink = products.find((p) => /coca|refrigerante|suco|guaran/i.test(p.name));
  if (!drink) throw new Error('Bella Napoli sem bebida no cardápio');
  return drink;
}

describe('PDV: venda no balcão', () => {
  browserTest('a atendente vende por toque e por código, paga dividido com troco e imprime o comprovante', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await fillLogin(page, 'atendente@bellanapoli.com.br', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/store/dashboard' || url.pathname.startsWith('/pdv-standalone'));
    await page.goto('/pdv-standalone/index');
    await openRegister(page, 'Balcão da venda', 10_000);

    const products = page.getByRole('list', { name: 'Produtos' });
    await products.getByRole('listitem', { name: /^Margherita/ }).click();
    const dialog = productDialog(page, 'Margherita');
    await optionGroup(dialog, 'Tamanho').getByRole('radio').nth(1).check();
    await dialog.getByRole('button', { name: ADD_TO_SALE }).click();
    await dialog.waitFor({ state: 'hidden' });

    const drink = await drinkOfBella();
    const search = page.getByLabel('Código ou nome do produto');
    await search.fill(String(drink.id));
    await search.press('Enter');
    // A drink has sizes here: its code opens the same option panel, with the first size chosen.
    const drinkDialog = productDialog(page, drink.name);
    await drinkDialog.getByRole('button', { name: ADD_TO_SALE }).click();
    await drinkDialog.waitFor({ state: 'hidden' });
    const lines = page.getByRole('list', { name: 'Itens da venda' });
    await lines.getByRole('listitem', { name: drink.name }).waitFor();
    await lines.getByLabel(`Observação de ${drink.name}`).fill('bem gelada');
    await saveScreen(page, 'pdv-venda-itens');
    const total = await centsOf(page, 'sale-total');

    await page.keyboard.press('F2');
    await page.getByRole('heading', { name: 'Pagamento' }).waitFor();
    await page.getByRole('button', { name: 'Cartão de débito' }).click();
    await typeMoney(page.getByLabel('Valor', { exact: true }), 1_000);
    await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
    await page.getByRole('button', { name: 'Dinheiro' }).click();
    await typeMoney(page.getByLabel('Valor recebido'), 20_000);
    await page.getByLabel('Valor recebido').press('Enter');
    const change = 20_000 - (total - 1_000);
    expect(await centsOf(page, 'pos-change')).toBe(change);
    expect(await centsOf(page, 'pos-remaining')).toBe(0);
    await saveScreen(page, 'pdv-pagamento-troco');
    await page.getByRole('button', { name: 'Finalizar venda' }).click();

    await page.getByRole('heading', { name: /^Venda #\d+ concluída$/ }).waitFor();
    expect(await centsOf(page, 'pos-success-change')).toBe(change);
    await saveScreen(page, 'pdv-venda-concluida');

    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole('button', { name: 'Imprimir comprovante' }).click();
    const receipt = page.getByTestId('pos-receipt');
    const printed = ((await receipt.textContent()) ?? '').replace(/\s/g, ' ');
    expect(printed).toContain('Margherita');
    expect(printed).toContain('OBS: bem gelada');
    expect(printed).toContain(`Troco${brl(change)}`);
    expect(printed).toContain('NÃO É DOCUMENTO FISCAL');

    await page.goto('/pdv-standalone/cash-register');
    const summary = page.getByLabel('Resumo do caixa');
    await summary.getByText('Dinheiro esperado na gaveta', { exact: true }).waitFor();
    const cashExpected = ((await summary.getByText('Dinheiro esperado na gaveta', { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '').replace(/\s/g, ' ');
    expect(cashExpected).toBe(brl(10_000 + total - 1_000));
  });
});
