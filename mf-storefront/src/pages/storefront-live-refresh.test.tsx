import { screen } from '@testing-library/react';
import { act } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CATALOG_UPDATED_EVENT, storePublicChannel } from '@comanda/shared/domain';
import { subscribePublicChannel } from '@comanda/shared/state';
import { authStateFor, jsonResponse, renderWithProviders } from '@comanda/shared/testing';
import { CATEGORIES, makeStore } from '../features/storefront/test-fixtures';
import { StorefrontPage } from './storefront-page';

jest.mock('@comanda/shared/state', () => ({ ...jest.requireActual('@comanda/shared/state'), subscribePublicChannel: jest.fn(() => () => {}) }));

it('refetches the store data (not only the catalog) on catalog.updated: a pause shows on an open storefront', async () => {
  const open = makeStore();
  let store = open;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const { pathname } = new URL((input as Request).url);
    if (pathname.endsWith('/categories')) return jsonResponse({ data: CATEGORIES });
    if (pathname.endsWith('/products')) return jsonResponse({ data: [] });
    return jsonResponse({ data: store });
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/loja/:slug/*"
        element={<StorefrontPage cart={null} onOpenProduct={jest.fn()} onQuickAdd={jest.fn()} onOpenAuth={jest.fn()} />}
      />
    </Routes>,
    { route: `/loja/${open.slug}`, preloadedState: authStateFor(null) },
  );
  await screen.findByRole('heading', { name: open.name, level: 1 });
  expect(screen.queryByText(/Pedidos pausados: cozinha cheia/)).toBeNull();

  const subscribe = jest.mocked(subscribePublicChannel);
  const [channel, event, onEvent] = subscribe.mock.calls.at(-1)!;
  expect([channel, event]).toEqual([storePublicChannel(open.id), CATALOG_UPDATED_EVENT]);
  store = { ...open, isOpen: false, ordersPaused: { text: 'Pedidos pausados: cozinha cheia', message: 'cozinha cheia', reopensAt: null } };
  act(() => onEvent({} as never));
  expect(await screen.findByText(/Pedidos pausados: cozinha cheia/)).toBeInTheDocument();
});
