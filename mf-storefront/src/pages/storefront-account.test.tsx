import { fireEvent, screen, waitFor } from '@testing-library/react';
import { authStateFor, jsonResponse, makeUser, mockApi, noContent, renderWithProviders } from '@comanda/shared/testing';
import { makeStore } from '../features/storefront/test-fixtures';
import { StorefrontAccount } from './storefront-account';

describe('StorefrontAccount', () => {
  it('a guest gets "Entrar" and "Cadastrar", both on the register tab', () => {
    const onOpenAuth = jest.fn();
    renderWithProviders(<StorefrontAccount store={makeStore()} onOpenAuth={onOpenAuth} />, { preloadedState: authStateFor(null) });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(onOpenAuth.mock.calls).toEqual([['register'], ['register']]);
    expect(screen.queryByRole('button', { name: /Favoritar/ })).toBeNull();
  });

  it('a signed-in customer marks the store as a favourite; staff see no heart and no guest buttons', async () => {
    const calls = mockApi((call) => (call.method === 'PUT' ? noContent() : jsonResponse({ data: [] })));
    const { unmount } = renderWithProviders(<StorefrontAccount store={makeStore({ id: 1 })} onOpenAuth={jest.fn()} />, {
      preloadedState: authStateFor(makeUser('customer')),
    });
    const heart = await screen.findByRole('button', { name: 'Favoritar Pizzaria Bella Napoli' });
    await waitFor(() => expect(heart).toBeEnabled());
    fireEvent.click(heart);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/customer/favorites/1')).toBe(true));
    unmount();

    renderWithProviders(<StorefrontAccount store={makeStore({ id: 1 })} onOpenAuth={jest.fn()} />, { preloadedState: authStateFor(makeUser('store_owner')) });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull());
    expect(screen.queryByRole('button', { name: /Favoritar/ })).toBeNull();
  });
});
