import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { authStateFor, jsonResponse, renderWithProviders } from '@comanda/shared/testing';
import { CATEGORIES, makeProduct, makeStore } from '../features/storefront/test-fixtures';
import StorefrontRoutes from '../routes';

const store = makeStore({ slug: 'pizzaria-bella-napoli', name: 'Pizzaria Bella Napoli' });
const pizza = makeProduct(7, { name: 'Pizza Margherita', business_type_slug: 'pizzaria' });
const soda = makeProduct(8, { name: 'Refrigerante' });

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(route: string) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const { pathname } = new URL((input as Request).url);
    if (pathname.endsWith('/categories')) return jsonResponse({ data: CATEGORIES });
    if (pathname.endsWith('/products')) return jsonResponse({ data: [pizza, soda] });
    if (pathname.endsWith(`/stores/${store.slug}`)) return jsonResponse({ data: store });
    return jsonResponse({ data: [] });
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/loja/:slug/*" element={<StorefrontRoutes basePath="/loja" />} />
      </Routes>
      <Location />
    </>,
    { route, preloadedState: authStateFor(null) },
  );
  return userEvent.setup();
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe("a product's own link", () => {
  it('opens the storefront with that product in its modal; closing it returns to the store address', async () => {
    const user = renderAt('/loja/pizzaria-bella-napoli/p/7');
    const modal = await screen.findByRole('dialog', { name: /Pizza Margherita/ });
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    await user.click(within(modal).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/loja\/pizzaria-bella-napoli$/));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an unknown product leads to the store', async () => {
    renderAt('/loja/pizzaria-bella-napoli/p/999');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/loja\/pizzaria-bella-napoli$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Compartilhar" opens the share sheet with the product link, or copies it where there is none', async () => {
    const user = renderAt('/loja/pizzaria-bella-napoli');
    const [card] = await screen.findAllByTestId('product-card');
    await user.click(within(card!).getByRole('button', { name: 'Personalizar' }));
    const modal = await screen.findByRole('dialog');
    const url = `${window.location.origin}/loja/pizzaria-bella-napoli/p/7`;

    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await user.click(within(modal).getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith({ title: 'Pizza Margherita — Pizzaria Bella Napoli', text: 'Pizza Margherita na Pizzaria Bella Napoli', url });

    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(modal).getByRole('button', { name: 'Compartilhar' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copiado')).toBeInTheDocument();
  });
});
