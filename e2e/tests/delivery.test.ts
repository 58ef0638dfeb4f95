// Issue 12 "done when": a delivery from the kanban's "ready" to the register. The store assigns an order to its driver
// on the delivery monitor; the driver (a phone context, geolocation granted, positions set by the test) goes online,
// accepts and picks up; the store's monitor and the customer's tracking map show the driver move; the driver enters
// the code the customer's page shows and the cash received; the customer reviews; the store replies; and the driver's
// cash is settled into the POS register, whose figures then count it.
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, fillLogin } from '../support/app';
import { browserTest, newContext, saveScreen } from '../support/browser-test';
import { DRIVER_EMAIL, markerOffset, phoneContext, readyDeliveryOrder, waitForMarkerMove } from '../support/delivery';
import { brl, figure, openRegister, waitForFigure } from '../support/pos';

/** Near the demo pizzeria, then two points up Rua Augusta towards the customer (each > 15 m from the last). */
const ROUTE = [
  { latitude: -23.5615, longitude: -46.6559 },
  { latitude: -23.5598, longitude: -46.6571 },
  { latitude: -23.5581, longitude: -46.6580 },
];

async function signIn(page: Page, email: string, landing: (path: string) => boolean) {
  await page.goto('/login');
  await fillLogin(page, email, DEMO_PASSWORD);
  await page.waitForURL((url) => landing(url.pathname));
}

/** A star of a rating group: its label is what a finger taps (the radio itself is visually hidden). */
async function rate(page: Page, group: string, stars: string) {
  const radio = page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: stars });
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  expect(await radio.isChecked()).toBe(true);
}

describe('Entregas: do pedido pronto ao acerto no caixa', () => {
  browserTest(
    'a loja atribui, o entregador leva com o código, o cliente acompanha e avalia, a loja responde e acerta o dinheiro',
    async ({ page: store, browser }) => {
      const order = await readyDeliveryOrder('Beatriz Entrega');

      // The customer follows the order by its private link.
      const customerContext = await newContext();
      const customer = await customerContext.newPage();
      await customer.goto(`/loja/pizzaria-bella-napoli/success/${order.public_id}`);
      await customer.getByRole('heading', { name: `Pedido ${order.display_number} pronto para entrega` }).waitFor();

      // The driver, on a phone, signs in and goes online.
      const driverContext = await phoneContext(browser, ROUTE[0]!);
      const driver = await driverContext.newPage();
      await signIn(driver, DRIVER_EMAIL, (path) => path.startsWith('/entregador'));
      await driver.getByRole('switch', { name: 'Ficar online' }).click();
      await driver.getByRole('switch', { name: 'Online' }).waitFor();

      // The store assigns the order on the monitor.
      await signIn(store, 'dono@bellanapoli.com.br', (path) => path === '/store/dashboard');
      await store.goto('/store/delivery/monitor');
      await store.getByRole('heading', { name: 'Monitor de entregas' }).waitFor();
      await store.getByRole('checkbox', { name: `Selecionar pedido ${order.display_number}` }).check();
      await store.getByRole('button', { name: 'Atribuir entregador' }).click();
      const assign = store.getByRole('dialog', { name: 'Atribuir entregador' });
      await assign.getByRole('combobox', { name: 'Entregador' }).click();
      await store.getByRole('option', { name: /Diego Santos/ }).click();
      await assign.getByRole('button', { name: 'Atribuir', exact: true }).click();
      await assign.waitFor({ state: 'hidden' });

      // The driver sees the trip (the assignment's notification refreshes it), accepts and picks up.
      const trip = driver.getByRole('article', { name: /^Viagem / });
      await trip.getByRole('region', { name: `Pedido ${order.display_number}` }).waitFor();
      await trip.getByRole('button', { name: 'Aceitar' }).click();
      await trip.getByRole('button', { name: 'Retirei os pedidos' }).click();
      await trip.getByRole('button', { name: 'Entregue' }).waitFor();
      await saveScreen(driver, 'entregador-em-rota');

      // Positions: the monitor's marker and the customer's map follow the driver.
      const monitorMarker = store.getByRole('button', { name: 'Diego Santos', exact: true });
      await customer.getByRole('status').filter({ hasText: 'está a caminho' }).waitFor({ timeout: 20_000 });
      const courierMarker = customer.getByRole('button', { name: 'Entregador Diego' });
      await courierMarker.waitFor();
      await monitorMarker.waitFor();
      let onMonitor = await markerOffset(monitorMarker);
      let onTracking = await markerOffset(courierMarker);
      for (const point of ROUTE.slice(1)) {
        await driver.waitForTimeout(2_200);
        await driverContext.setGeolocation(point);
        onMonitor = await waitForMarkerMove(monitorMarker, onMonitor);
        onTracking = await waitForMarkerMove(courierMarker, onTracking);
      }
      await saveScreen(store, 'monitor-entregador-em-rota');
      await saveScreen(customer, 'acompanhamento-entregador-no-mapa');

      // At the door: the code from the customer's page and the cash received.
      const code = ((await customer.getByLabel('Código de entrega').textContent()) ?? '').trim();
      expect(code).toMatch(/^\d{4}$/);
      await trip.getByRole('button', { name: 'Entregue' }).click();
      const deliver = driver.getByRole('dialog', { name: 'Confirmar entrega' });
      await deliver.getByRole('textbox', { name: 'Código de entrega' }).fill(code);
      await deliver.getByRole('textbox', { name: 'Valor recebido em dinheiro' }).fill('100,00');
      await deliver.getByRole('button', { name: 'Confirmar entrega' }).click();
      await deliver.waitFor({ state: 'hidden' });
      await driver.getByText(`Dinheiro em mãos: ${brl(Math.round(order.total * 100))}`).waitFor();

      // The customer's headline follows the delivery, and the customer reviews the delivered order.
      await customer.getByRole('heading', { name: 'Avaliar pedido' }).waitFor({ timeout: 20_000 });
      await customer.getByRole('heading', { level: 1, name: `Pedido ${order.display_number} entregue` }).waitFor();
      await rate(customer, 'Comida', '5 estrelas');
      await rate(customer, 'Entrega', '4 estrelas');
      await customer.getByRole('textbox', { name: 'Comentário' }).fill('Pizza quentinha, o Diego foi muito educado.');
      await customer.getByRole('button', { name: 'Enviar avaliação' }).click();
      await customer.getByRole('button', { name: 'Editar avaliação' }).waitFor();

      // The store replies publicly; the customer's page shows the reply.
      await store.goto('/store/delivery/reviews');
      const review = store.getByRole('article', { name: `Avaliação do pedido ${order.display_number}` });
      await review.getByText('Pizza quentinha, o Diego foi muito educado.').waitFor();
      await review.getByRole('button', { name: 'Responder' }).click();
      const reply = store.getByRole('dialog');
      await reply.getByRole('textbox', { name: 'Resposta' }).fill('Obrigado, Beatriz! Volte sempre.');
      await reply.getByRole('button', { name: 'Enviar resposta' }).click();
      await review.getByText('Obrigado, Beatriz! Volte sempre.').waitFor();
      await customer.reload();
      await customer.getByLabel('Resposta da loja').getByText('Obrigado, Beatriz! Volte sempre.').waitFor();
      await saveScreen(store, 'loja-avaliacoes');

      // The day's figures: the driver's delivery counts on the drivers screen and in the stats.
      await store.goto('/store/delivery/drivers');
      await store.getByRole('heading', { name: 'Entregadores' }).waitFor();
      await store.getByText('Diego Santos').first().waitFor();
      await saveScreen(store, 'loja-entregadores');
      await store.goto('/store/delivery/stats');
      await store.getByRole('heading', { name: 'Estatísticas de entrega' }).waitFor();
      await saveScreen(store, 'loja-estatisticas-entrega');
      for (const [path, heading] of [['zones', 'Zonas de entrega'], ['rates', 'Taxas de entrega']] as const) {
        await store.goto(`/store/delivery/${path}`);
        await store.getByRole('heading', { name: heading }).waitFor();
        await saveScreen(store, `loja-${path}`);
      }

      // End of shift: the driver's cash goes into the POS register, whose figures count it.
      await store.goto('/store/pdv/index');
      await openRegister(store, 'Caixa das entregas', 10_000);
      await store.goto('/store/pdv/cash-register');
      const settle = store.getByRole('region', { name: 'Acerto de entregadores' });
      await settle.getByRole('button', { name: /Acertar no caixa/ }).first().click();
      const cashCents = Math.round(order.total * 100);
      await waitForFigure(store, 'Resumo do caixa', 'Acertos de entregadores', brl(cashCents));
      expect(await figure(store, 'Resumo do caixa', 'Dinheiro esperado na gaveta')).toBe(brl(10_000 + cashCents));
      await settle.getByText('Nenhum entregador com dinheiro a acertar.').waitFor();
      await saveScreen(store, 'caixa-acerto-entregador');

      await driverContext.close();
      await customerContext.close();
    },
    180_000,
  );
});
