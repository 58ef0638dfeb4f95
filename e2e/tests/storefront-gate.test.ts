// /loja/:slug is checked before the storefront remote loads (spec section 2).
import { browserTest, saveScreen } from '../support/browser-test';
import { LANDING_HEADING, expectHeading, expectText, waitForPath } from '../support/app';

describe('vitrine /loja/:slug', () => {
  browserTest('página inicial para visitante', async ({ page }) => {
    await page.goto('/');
    await expectHeading(page, LANDING_HEADING);
    await page.getByRole('link', { name: 'Criar conta grátis' }).waitFor();
    await saveScreen(page, 'landing');
  });

  browserTest('loja inexistente → /404?tipo=loja com o texto de loja', async ({ page }) => {
    await page.goto('/loja/loja-que-nao-existe-e2e');
    await waitForPath(page, '/404', '?tipo=loja');
    await expectHeading(page, 'Página não encontrada');
    await expectText(page, 'A loja que você procura não existe ou foi desativada.');
    await saveScreen(page, 'store-404');
  });

  browserTest('filial inativa → /filial-inativa com o nome da filial', async ({ page }) => {
    await page.goto('/loja/bella-napoli-centro');
    await waitForPath(page, '/filial-inativa');
    await expectHeading(page, 'Filial temporariamente indisponível');
    await expectText(page, 'Bella Napoli - Centro');
    await saveScreen(page, 'inactive-branch');
  });

  browserTest('loja ativa → o remoto da vitrine é renderizado', async ({ page }) => {
    await page.goto('/loja/pizzaria-bella-napoli');
    await page.getByTestId('product-card').first().waitFor();
    await expectHeading(page, 'Cardápio');
    expect(new URL(page.url()).pathname).toBe('/loja/pizzaria-bella-napoli');
    await saveScreen(page, 'storefront');
  });

  browserTest('rota desconhecida → 404 genérico', async ({ page }) => {
    await page.goto('/pagina-que-nao-existe');
    await expectHeading(page, 'Página não encontrada');
    await expectText(page, 'A página que você procura não existe ou foi removida.');
  });
});
