// Dynamic PIX end to end: the owner connects the store's "API Pix" provider (a local fake PSP, as no bank is reachable
// here) in the settings page; a customer orders with PIX in the browser and gets the charge's own copia-e-cola with the
// time to pay; the fake PSP "receives" the PIX and posts its signed webhook to the platform; the customer's page turns
// to "Pagamento confirmado" and the store's kanban shows "Pago" — both live, without a reload.
import { pixTxidForOrder, PIX_PAID_TITLE } from '@comanda/shared/domain';
import { startFakePixProvider, type FakePixProvider } from '../../api/test-support/fake-pix-provider';
import { loginToStore, expectSnackbar } from '../support/back-office';
import { browserTest, newContext, saveScreen } from '../support/browser-test';
import { addFromCard, apiToken, checkoutField, choosePayment, chooseOrderType, confirmOrder, fetchStore, fillCustomer, goToCheckout, trackOrder, uniqueCustomer } from '../support/checkout';
import { DEMO_PASSWORD } from '../support/app';

const BURGER = 'burger-house';
const OWNER = 'dono@burgerhouse.com.br';

let psp: FakePixProvider;
beforeAll(async () => {
  psp = await startFakePixProvider({ webhookSecret: 'segredo-do-webhook-e2e-123456' });
});
afterAll(async () => {
  await psp.close();
});

async function disconnect(storeId: number, baseURL: string): Promise<void> {
  const token = await apiToken(OWNER);
  await fetch(`${baseURL}/api/stores/${storeId}/pix-provider`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
}

describe('PIX confirmado pelo banco (API Pix)', () => {
  browserTest(
    'o dono conecta a API Pix; o cliente paga o PIX dinâmico; a página do pedido e o kanban mostram "Pago" ao vivo',
    async ({ page, baseURL }) => {
      const ownerContext = await newContext();
      const owner = await ownerContext.newPage();
      const storeId = (await fetchStore(BURGER)).id;
      try {
        // 1. The owner connects the provider in Configurações (the PSP checks the credentials and gets the webhook).
        await owner.setViewportSize({ width: 1280, height: 900 });
        await loginToStore(owner, OWNER, DEMO_PASSWORD);
        await owner.goto('/store/settings');
        const section = owner.getByRole('region', { name: 'PIX automático (API Pix)' });
        await section.waitFor();
        await section.getByLabel('Endereço da API Pix').fill(psp.url);
        await section.getByLabel('Client ID').fill(psp.clientId);
        await section.getByLabel('Client Secret').fill(psp.clientSecret);
        await section.getByLabel('Chave PIX no banco').fill('contato@burgerhouse.com.br');
        await section.getByLabel('Segredo do webhook').fill('curto');
        await section.getByRole('button', { name: 'Conectar PIX automático' }).click();
        await section.getByText('O segredo do webhook deve ter pelo menos 16 caracteres').waitFor();
        // The PSP refuses a wrong secret: the field says so (422), nothing saved.
        await section.getByLabel('Client Secret').fill('segredo-que-o-banco-nao-conhece');
        await section.getByLabel('Segredo do webhook').fill(psp.webhookSecret);
        await section.getByRole('button', { name: 'Conectar PIX automático' }).click();
        await section.getByText('O banco recusou o Client ID e o Client Secret informados.').waitFor();
        await section.getByLabel('Client Secret').fill(psp.clientSecret);
        await section.getByRole('button', { name: 'Conectar PIX automático' }).click();
        await expectSnackbar(owner, 'PIX automático conectado: o banco confirmou as credenciais.');
        await section.getByText('Conectado', { exact: true }).waitFor();
        // Secrets are write-only: the form shows "Configurado", never the value.
        await section.getByText('Configurado. Deixe em branco para manter.').first().waitFor();
        expect(await section.getByLabel('Client Secret').inputValue()).toBe('');
        expect(await owner.content()).not.toContain(psp.clientSecret);
        expect([...psp.webhooks.values()][0]).toMatch(new RegExp(`^${baseURL}/api/webhooks/pix/`));
        await section.scrollIntoViewIfNeeded();
        await saveScreen(owner, 'pix-provider-settings');

        await owner.goto('/store/orders/kanban');
        await owner.getByRole('heading', { name: /Pedidos/ }).first().waitFor();

        // 2. The customer orders with PIX and gets the charge's own code, the time to pay and the countdown.
        await page.setViewportSize({ width: 412, height: 915 });
        await addFromCard(page, BURGER, 'Classic Burger');
        await goToCheckout(page);
        await chooseOrderType(page, 'Retirada');
        await fillCustomer(page, uniqueCustomer('Paula Pix'), '11987654321');
        await choosePayment(page, 'PIX');
        // Before the order exists, the PIX option already says how long there will be to pay.
        await page.getByTestId('pix-deadline').getByText('Pague em até 30 min pelo código que aparece após o pedido').waitFor();
        await saveScreen(page, 'pix-checkout-deadline-412');
        expect(await checkoutField(page, 'Nome').inputValue()).toMatch(/^Paula Pix/);
        const publicId = await confirmOrder(page);
        const pix = page.getByTestId('pix-payment');
        await pix.getByTestId('pix-qr').waitFor({ timeout: 15_000 });
        const order = await trackOrder(publicId);
        const txid = pixTxidForOrder(order.store.id, order.id);
        const cob = psp.cobs.get(txid)!;
        expect(cob).toMatchObject({ status: 'ATIVA', valor: { original: order.total.toFixed(2) }, chave: 'contato@burgerhouse.com.br' });
        expect(await pix.getByLabel('PIX copia e cola').inputValue()).toBe(cob.pixCopiaECola);
        await pix.getByTestId('pix-expiry').getByText(/^Pague em até 30 min · o código expira em/).waitFor();
        await pix.getByLabel(/^expira em (29|30):\d{2}$/).waitFor();
        await saveScreen(page, 'pix-dynamic-412');

        // The store's card: not paid yet.
        const card = owner.getByRole('article', { name: `Pedido ${order.display_number}` });
        await card.waitFor({ timeout: 15_000 });
        expect(await card.getByTestId('paid-badge').count()).toBe(0);

        // 3. The payer's bank settles the PIX: the fake PSP posts its signed webhook to the platform.
        const paid = await psp.pay(txid);
        expect(paid.status).toBe(200);
        expect(paid.body).toMatchObject({ results: [{ txid, outcome: 'paid' }] });

        // 4. Live, no reload: the customer's page confirms, the kanban card says "Pago".
        const confirmed = page.getByTestId('pix-paid');
        await confirmed.getByText(PIX_PAID_TITLE).waitFor({ timeout: 15_000 });
        expect(await page.getByTestId('pix-payment').count()).toBe(0);
        expect(await page.getByText('Pague com PIX').count()).toBe(0);
        await card.getByTestId('paid-badge').waitFor({ timeout: 15_000 });
        expect(await card.getByLabel('Pago (PIX)').count()).toBe(1);
        await saveScreen(page, 'pix-paid-412');
        await saveScreen(owner, 'pix-paid-kanban');
        expect((await trackOrder(publicId)).payment.paid_at).toEqual(expect.any(String));
      } finally {
        // Other tests expect Burger House's static PIX code.
        await disconnect(storeId, baseURL);
        await ownerContext.close();
      }
    },
    120_000,
  );
});
