// The POS cash register of a station (issue 11, first part): the attendant opens the register with a float, makes a
// sangria, closes it with a blind count and reads the Z report; the figures equal the float minus the sangria.
import type { Page } from 'playwright-core';
import { REGISTER_MESSAGES, formatBRL } from '@comanda/shared/domain';
import { DEMO_PASSWORD, fillLogin } from '../support/app';
import { expectSnackbar, typeMoney } from '../support/back-office';
import { browserTest, saveScreen } from '../support/browser-test';

const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');
const FLOAT = 20_000;
const SANGRIA = 5_000;

async function figure(page: Page, list: string, label: string): Promise<string> {
  const term = page.getByLabel(list).getByText(label, { exact: true });
  return ((await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').replace(/\s/g, ' ');
}

describe('PDV: caixa da estação', () => {
  browserTest('a atendente abre o caixa com fundo de troco, faz uma sangria e fecha com a contagem', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await fillLogin(page, 'atendente@bellanapoli.com.br', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/store/dashboard' || url.pathname.startsWith('/pdv-standalone'));
    await page.goto('/pdv-standalone/index');

    await page.getByRole('heading', { name: 'Caixa fechado' }).waitFor();
    await page.getByLabel('Estação').fill('Balcão da frente');
    await page.getByRole('button', { name: 'Abrir caixa', exact: true }).click();
    await page.getByText(REGISTER_MESSAGES.floatRequired).waitFor();
    await typeMoney(page.getByLabel(/Fundo de troco/), FLOAT);
    await page.getByRole('button', { name: 'Abrir caixa', exact: true }).click();
    // The sale screen opens once the register is open.
    await page.getByRole('heading', { name: 'PDV — Nova venda' }).waitFor();

    await page.goto('/pdv-standalone/cash-register');
    await page.getByRole('heading', { name: 'Caixa: Balcão da frente' }).waitFor();
    expect(await figure(page, 'Resumo do caixa', 'Dinheiro esperado na gaveta')).toBe(brl(FLOAT));

    await page.getByRole('button', { name: 'Sangria', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sangria' });
    await typeMoney(dialog.getByLabel(/Valor/), SANGRIA);
    await dialog.getByLabel(/Motivo/).fill('Depósito no banco');
    await dialog.getByRole('button', { name: 'Registrar', exact: true }).click();
    await expectSnackbar(page, `Sangria de ${formatBRL(SANGRIA)} registrada.`);
    await page.getByRole('table', { name: 'Sangrias e suprimentos' }).getByText('Depósito no banco').waitFor();
    expect(await figure(page, 'Resumo do caixa', 'Dinheiro esperado na gaveta')).toBe(brl(FLOAT - SANGRIA));
    await saveScreen(page, 'pdv-caixa-aberto');

    await page.getByRole('button', { name: 'Fechar caixa', exact: true }).click();
    const count = page.getByRole('form', { name: 'Conferência do caixa' });
    await typeMoney(count.getByLabel(/^Dinheiro contado/), FLOAT - SANGRIA - 200);
    for (const method of ['Cartão de débito', 'Cartão de crédito', 'PIX', 'Vale-refeição']) await typeMoney(count.getByLabel(new RegExp(`^${method} contado`)), 0);
    await count.getByRole('button', { name: 'Fechar caixa', exact: true }).click();
    await page.getByText('Caixa fechado. Confira a redução Z e imprima para guardar.').waitFor();
    expect(await figure(page, 'Conferência do fechamento', 'Total esperado')).toBe(brl(FLOAT - SANGRIA));
    expect(await figure(page, 'Conferência do fechamento', 'Diferença')).toBe(`Falta de ${brl(200)}`);
    await saveScreen(page, 'pdv-reducao-z');

    await page.emulateMedia({ media: 'print' });
    const slip = page.getByTestId('register-slip');
    await slip.waitFor({ state: 'visible' });
    expect((await slip.innerText()).replace(/\s/g, ' ')).toContain('REDUÇÃO Z');
    await page.emulateMedia({ media: 'screen' });

    // The reports list the closed register; it opens with its movements.
    await page.getByRole('link', { name: 'Relatórios', exact: true }).click();
    const row = page.getByRole('table', { name: 'Caixas' }).getByRole('row').filter({ hasText: 'Balcão da frente' }).first();
    await row.getByText(`Falta de ${brl(200)}`).waitFor();
    await row.getByRole('link', { name: 'Balcão da frente' }).click();
    await page.getByRole('heading', { name: 'Movimentações do caixa: Balcão da frente' }).waitFor();
    await page.getByRole('table', { name: 'Sangrias e suprimentos' }).getByText('Depósito no banco').waitFor();
    await saveScreen(page, 'pdv-movimentacoes');
  });
});
