// Issue 13, store discovery: a visitor finds a store near a CEP from the landing page, with the delivery fee the
// checkout charges at that address, and opens it; a signed-in customer marks it as a favourite on the storefront and
// finds it among "Lojas favoritas" on the dashboard, where the finder searches from their own address.
import { formatBRL, reaisToCents, type DeliveryQuoteResponse } from '@comanda/shared/domain';
import { DEMO_PASSWORD, fillLogin, registerCustomer, uniqueEmail } from '../support/app';
import { baseURL, browserTest, saveScreen } from '../support/browser-test';

const BELLA = 'pizzaria-bella-napoli';
const PAULISTA = { cep: '01310-100', address: 'Avenida Paulista', number: '900', complement: null, district: 'Bela Vista', city: 'São Paulo', state: 'SP', reference: null };

/** What the checkout would charge for delivering to the Avenida Paulista: the finder must say the same. */
async function checkoutQuote(): Promise<DeliveryQuoteResponse> {
  const response = await fetch(`${baseURL()}/api/stores/${BELLA}/delivery-quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ address: PAULISTA }),
  });
  if (!response.ok) throw new Error(`delivery-quote: HTTP ${response.status}`);
  return ((await response.json()) as { data: DeliveryQuoteResponse }).data;
}

describe('Encontre uma loja', () => {
  browserTest('um visitante busca pelo CEP, vê a taxa da loja e a abre; o cliente a favorita e a vê no painel', async ({ page }) => {
    const quote = await checkoutQuote();
    const feeText = quote.delivery_fee === 0 ? 'Entrega grátis' : `Entrega ${formatBRL(reaisToCents(quote.delivery_fee))}`;

    await page.goto('/');
    const finder = page.getByRole('region', { name: 'Encontre uma loja perto de você' });
    await finder.getByLabel('CEP').fill('01310100');
    await finder.getByRole('button', { name: 'Buscar' }).click();
    const card = finder.getByTestId(`store-card-${BELLA}`);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByTestId('store-card-delivery').textContent()).toMatch(new RegExp(`^${feeText.replace(/[$.]/g, '\\$&')}`));
    // Stores of other cities are not offered for a São Paulo CEP.
    expect(await finder.getByTestId('store-card-burger-house').count()).toBe(0);
    await saveScreen(page, 'store-discovery-landing');

    await card.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/loja/${BELLA}`);
    await page.getByText('Pizzaria Bella Napoli').first().waitFor();

    const email = uniqueEmail('fabia.favoritos');
    await registerCustomer(email, DEMO_PASSWORD, 'Fábia Favoritos');
    await page.goto('/login');
    await fillLogin(page, email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/customer/dashboard');
    const favorites = page.getByRole('region', { name: 'Lojas favoritas' });
    await favorites.getByText('Toque no coração de uma loja para guardá-la aqui.').waitFor();

    await page.goto(`/loja/${BELLA}`);
    await page.getByRole('button', { name: 'Favoritar Pizzaria Bella Napoli' }).click();
    await page.getByText('Loja adicionada às favoritas.').waitFor();
    await page.getByRole('button', { name: 'Remover Pizzaria Bella Napoli das favoritas' }).waitFor();
    await saveScreen(page, 'store-discovery-storefront-heart');

    await page.goto('/customer/dashboard');
    await favorites.getByRole('link', { name: 'Pedir em Pizzaria Bella Napoli' }).waitFor();
    // The dashboard's finder searched from the customer's own address (Avenida Paulista): same fee as the checkout.
    const dashboardFinder = page.getByRole('region', { name: 'Encontre uma loja' });
    const dashboardCard = dashboardFinder.getByTestId(`store-card-${BELLA}`);
    await dashboardCard.waitFor({ timeout: 15_000 });
    expect(await dashboardCard.getByTestId('store-card-delivery').textContent()).toMatch(new RegExp(`^${feeText.replace(/[$.]/g, '\\$&')}`));
    await saveScreen(page, 'store-discovery-dashboard');
  });
});
