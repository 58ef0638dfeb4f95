import { fireEvent, screen, waitFor } from '@testing-library/react';
import { authStateFor, jsonResponse, makeUser, mockApi, noContent, renderWithProviders } from '@comanda/shared/testing';
import { makeStore } from '../test-fixtures';
import { StorefrontHeader } from './storefront-header';

const LOGO = '/storage/uploads/1/logo-0123456789abcdef0123-192.webp';
const SMALL = '/storage/uploads/1/logo-0123456789abcdef0123-96.webp';

const renderHeader = (logo: string | null) =>
  renderWithProviders(<StorefrontHeader store={makeStore({ logo })} cartButton={null} onOpenAuth={jest.fn()} />);

describe('StorefrontHeader: the logo avatar', () => {
  it('an uploaded logo offers its 96 and 192 px sizes for the 40 px avatar', () => {
    renderHeader(LOGO);
    const image = screen.getByRole('img', { name: 'Logo de Pizzaria Bella Napoli' });
    expect(image).toHaveAttribute('src', LOGO);
    expect(image).toHaveAttribute('srcset', `${SMALL} 96w, ${LOGO} 192w`);
    expect(image).toHaveAttribute('sizes', '40px');
  });

  it('a seed logo is a plain src; no logo the initial', () => {
    const { unmount } = renderHeader('demo/bella/logo.png');
    const image = screen.getByRole('img', { name: 'Logo de Pizzaria Bella Napoli' });
    expect(image).toHaveAttribute('src', '/storage/demo/bella/logo.png');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    unmount();
    renderHeader(null);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('P')).toBeInTheDocument();
  });
});

describe('StorefrontHeader: the favourite heart', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a signed-in customer marks the store as a favourite; guests and staff see no heart', async () => {
    const calls = mockApi((call) => (call.method === 'PUT' ? noContent() : jsonResponse({ data: [] })));
    const { unmount } = renderWithProviders(<StorefrontHeader store={makeStore({ id: 1 })} cartButton={null} onOpenAuth={jest.fn()} />, {
      preloadedState: authStateFor(makeUser('customer')),
    });
    const heart = await screen.findByRole('button', { name: 'Favoritar Pizzaria Bella Napoli' });
    await waitFor(() => expect(heart).toBeEnabled());
    fireEvent.click(heart);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/customer/favorites/1')).toBe(true));
    unmount();

    for (const user of [null, makeUser('store_owner')]) {
      const view = renderWithProviders(<StorefrontHeader store={makeStore({ id: 1 })} cartButton={null} onOpenAuth={jest.fn()} />, { preloadedState: authStateFor(user) });
      expect(screen.queryByRole('button', { name: /Favoritar/ })).toBeNull();
      view.unmount();
    }
  });
});
