// Issue 11 "done when": a day at the counter. The attendant opens the register with a float, sells three sales with
// options, split payments and change; opens a table's tab, sends two rounds to the kitchen and splits the bill by
// person, each paying with another method; goes offline (the browser context loses the network), sells two more, and once
// the network is back finds exactly those orders on the server and in the kanban; makes a sangria; closes with a
// blind count and a difference; and the Z report's figures equal the float plus the sales minus the sangria.
import type { Page } from 'playwright-core';
import { formatBRL, formatOrderNumber, type PosSaleView, type RegisterSessionView } from '@comanda/shared/domain';
import { DEMO_PASSWORD, fillLogin } from '../support/app';
import { expectSnackbar, typeMoney } from '../support/back-office';
import { browserTest, saveScreen } from '../support/browser-test';
import { apiAs, brl, figure, finishSale, openRegister, pay, saleTotal, storeProducts, tapProduct, typeCode, waitForFigure } from '../support/pos';

const FLOAT = 20_000;
const SANGRIA = 5_000;

async function newSale(page: Page) {
  await page.getByRole('button', { name: 'Nova venda (Enter)' }).click();
  await page.getByRole('heading', { name: 'PDV — Nova venda' }).waitFor();
}

describe('PDV: um dia no balcão', () => {
  browserTest('caixa, três vendas, duas vendas offline, sangria e fechamento com a redução Z', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await fillLogin(page, 'atendente@bellanapoli.com.br', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/store/dashboard' || url.pathname.startsWith('/pdv-standalone'));
    await page.goto('/pdv-standalone/index');
    await openRegister(page, 'Caixa do dia', FLOAT);
    const register = await apiAs<RegisterSessionView[]>(page, `/stores/${await storeIdOf(page)}/pos/registers`).then((list) => list.find((s) => s.station_name === 'Caixa do dia')!);
    const drink = (await storeProducts('pizzaria-bella-napoli')).find((p) => /refrigerante/i.test(p.name))!;

    // 1: a pizza (second size) and a drink by its code; debit R$ 10,00 and cash with change.
    await tapProduct(page, 'Margherita', 1);
    await typeCode(page, drink);
    let total = await saleTotal(page);
    expect(await pay(page, [{ method: 'debit_card', cents: 1_000 }, { method: 'cash', cents: 10_000 }])).toBe(10_000 - (total - 1_000));
    await finishSale(page);
    await newSale(page);
    // 2: two pizzas, paid by credit card and PIX.
    await tapProduct(page, 'Calabresa', 2);
    await tapProduct(page, 'Portuguesa', 0);
    total = await saleTotal(page);
    expect(await pay(page, [{ method: 'credit_card', cents: 3_000 }, { method: 'pix', cents: total - 3_000 }])).toBe(0);
    await finishSale(page);
    await newSale(page);
    // 3: a pizza paid with a meal voucher and cash.
    await tapProduct(page, 'Quatro Queijos', 1);
    total = await saleTotal(page);
    expect(await pay(page, [{ method: 'meal_voucher', cents: 2_000 }, { method: 'cash', cents: 5_000 }])).toBe(7_000 - total);
    await finishSale(page);
    await newSale(page);

    // A table: two rounds, then the bill split by person (Margherita for one, Calabresa for the other).
    await page.getByRole('link', { name: 'Mesas', exact: true }).click();
    await page.getByRole('heading', { name: 'Mesas e comandas' }).waitFor();
    await page.getByRole('listitem', { name: /^Mesa 4, Livre/ }).click();
    await page.getByRole('heading', { name: 'Mesa 4' }).waitFor();
    await tapProduct(page, 'Margherita', 1, 'Adicionar à rodada');
    await page.getByRole('button', { name: /^Enviar rodada para a cozinha/ }).click();
    const tabItems = page.getByRole('list', { name: 'Itens da comanda' });
    await tabItems.getByText('Rodada 1').waitFor();
    await tapProduct(page, 'Calabresa', 0, 'Adicionar à rodada');
    await page.getByRole('button', { name: /^Enviar rodada para a cozinha/ }).click();
    await tabItems.getByText('Rodada 2').waitFor();
    await saveScreen(page, 'pdv-mesa-duas-rodadas');
    await page.getByRole('button', { name: 'Fechar conta' }).click();
    const split = page.getByRole('dialog', { name: 'Dividir a conta — Mesa 4' });
    await split.getByRole('button', { name: 'Por pessoa' }).click();
    await split.getByRole('button', { name: 'Aumentar quantidade de pessoas' }).click();
    for (const [item, person] of [['Margherita', 'Pessoa 1'], ['Calabresa', 'Pessoa 2']] as const) {
      await split.getByRole('combobox', { name: `Quem consumiu ${item}` }).click();
      await page.getByRole('option', { name: person, exact: true }).click();
    }
    const parts = split.getByRole('list', { name: 'Partes da conta' });
    await parts.getByRole('button', { name: 'Pagar' }).first().click();
    const first = split.getByRole('region', { name: 'Pagamento da Pessoa 1' });
    await first.getByRole('button', { name: 'Cartão de débito', exact: true }).click();
    await first.getByRole('button', { name: 'Adicionar pagamento' }).click();
    await first.getByRole('button', { name: 'Registrar pagamento da pessoa 1' }).click();
    const second = split.getByRole('region', { name: 'Pagamento da Pessoa 2' });
    await second.getByRole('button', { name: 'PIX', exact: true }).click();
    await second.getByRole('button', { name: 'Adicionar pagamento' }).click();
    await second.getByRole('button', { name: 'Registrar pagamento da pessoa 2' }).click();
    await page.getByRole('dialog', { name: 'Conta fechada' }).waitFor();
    await saveScreen(page, 'pdv-mesa-conta-fechada');
    await page.getByRole('button', { name: 'Voltar às mesas' }).click();
    await page.getByRole('listitem', { name: /^Mesa 4, Livre/ }).waitFor();
    await page.getByRole('link', { name: 'Nova venda', exact: true }).click();
    await page.getByRole('heading', { name: 'PDV — Nova venda' }).waitFor();

    // Offline: two more sales are kept on the station and sent when the network returns.
    await context.setOffline(true);
    await page.getByText('Offline', { exact: true }).waitFor();
    for (const name of ['Pepperoni', 'Vegana da Horta']) {
      await tapProduct(page, name, 0);
      total = await saleTotal(page);
      await pay(page, [{ method: 'cash', cents: total }]);
      await finishSale(page);
      await page.getByRole('heading', { name: 'Venda registrada no caixa' }).waitFor();
      await newSale(page);
    }
    await page.getByText('2 vendas aguardando envio').waitFor();
    await saveScreen(page, 'pdv-offline-fila');
    await context.setOffline(false);
    await page.getByText('Online', { exact: true }).waitFor();
    await page.getByText('2 vendas aguardando envio').waitFor({ state: 'detached', timeout: 20_000 });

    const storeId = await storeIdOf(page);
    const sales = await apiAs<PosSaleView[]>(page, `/stores/${storeId}/pos/sales?session=${register.id}`);
    expect(sales).toHaveLength(6);
    const tab = sales.find((s) => s.order_type === 'dine_in')!;
    expect(tab).toMatchObject({ table: '4', remaining_cents: 0 });
    expect(new Set(tab.payments.map((p) => p.method))).toEqual(new Set(['debit_card', 'pix']));
    expect(sales.filter((s) => s.sold_offline_at !== null)).toHaveLength(2);
    const numbers = sales.map((s) => s.number);
    expect(new Set(numbers).size).toBe(6);

    // The kanban shows them like any order.
    await page.goto('/store/orders/kanban');
    for (const number of numbers) await page.getByText(formatOrderNumber(number), { exact: true }).first().waitFor();
    await saveScreen(page, 'pdv-vendas-no-kanban');

    // Sangria, then the close with a blind count R$ 1,00 short in cash.
    await page.goto('/pdv-standalone/cash-register');
    await page.getByRole('button', { name: 'Sangria', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sangria' });
    await typeMoney(dialog.getByLabel(/Valor/), SANGRIA);
    await dialog.getByLabel(/Motivo/).fill('Depósito no banco');
    await dialog.getByRole('button', { name: 'Registrar', exact: true }).click();
    await expectSnackbar(page, `Sangria de ${formatBRL(SANGRIA)} registrada.`);

    const paid = (method: string) => sales.flatMap((s) => s.payments).filter((p) => p.method === method).reduce((sum, p) => sum + p.amount_cents, 0);
    const salesTotal = sales.reduce((sum, s) => sum + s.total_cents, 0);
    const expectedCash = FLOAT + paid('cash') - SANGRIA;
    await waitForFigure(page, 'Resumo do caixa', 'Dinheiro esperado na gaveta', brl(expectedCash));

    await page.getByRole('button', { name: 'Fechar caixa', exact: true }).click();
    const count = page.getByRole('form', { name: 'Conferência do caixa' });
    await typeMoney(count.getByLabel(/^Dinheiro contado/), expectedCash - 100);
    await typeMoney(count.getByLabel(/^Cartão de débito contado/), paid('debit_card'));
    await typeMoney(count.getByLabel(/^Cartão de crédito contado/), paid('credit_card'));
    await typeMoney(count.getByLabel(/^PIX contado/), paid('pix'));
    await typeMoney(count.getByLabel(/^Vale-refeição contado/), paid('meal_voucher'));
    await count.getByRole('button', { name: 'Fechar caixa', exact: true }).click();
    await page.getByText('Caixa fechado. Confira a redução Z e imprima para guardar.').waitFor();
    expect(await figure(page, 'Conferência do fechamento', 'Diferença')).toBe(`Falta de ${brl(100)}`);

    // The Z figures: sales total = the sales; expected = float + the sales − the sangria.
    const closed = await apiAs<RegisterSessionView>(page, `/stores/${storeId}/pos/registers/${register.id}`);
    expect(closed.totals.sales_count).toBe(6);
    expect(closed.totals.sales_total_cents).toBe(salesTotal);
    expect(closed.closing!.expected_cents).toBe(FLOAT + salesTotal - SANGRIA);
    await saveScreen(page, 'pdv-dia-reducao-z');
  });
});

async function storeIdOf(page: Page): Promise<number> {
  return Number(await page.evaluate(() => localStorage.getItem('store_id')));
}
