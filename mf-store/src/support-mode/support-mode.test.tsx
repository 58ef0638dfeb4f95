import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { entitlementsFixture } from '../features/plan/test-fixtures';
import StoreRoutes from '../routes';
import { SUPPORT_READ_ONLY } from './write-gate';

jest.setTimeout(60_000);

const BANNER = 'Modo suporte: você está vendo o painel de Pizzaria Bella Napoli somente para leitura. Cada acesso é registrado.';
const CATEGORY = { id: 3, name: 'Pizzas', is_active: true, sort_order: 1, products_count: 12 };

function Where() {
  return <p>em {useLocation().pathname}</p>;
}

/** The store's API as the platform admin sees it in support mode: reads answered, every write refused with the API's 403. */
function mockSupportApi() {
  const writes: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET') {
      writes.push(`${request.method} ${path}`);
      return jsonResponse({ message: SUPPORT_READ_ONLY }, 403);
    }
    if (path === '/api/stores/7/entitlements') return jsonResponse({ data: entitlementsFixture() });
    if (path === '/api/stores/7/catalog/categories') return jsonResponse({ data: [CATEGORY] });
    if (path === '/api/stores/7/coupons') return jsonResponse({ data: [] });
    return jsonResponse({ message: 'Não encontrado' }, 404);
  });
  return writes;
}

function renderInSupportMode(route: string) {
  const { auth } = authStateFor(makeUser('super_admin', { id: 1 }));
  return renderWithProviders(
    <Routes>
      <Route path="/store/*" element={<StoreRoutes basePath="/store" />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route, preloadedState: { auth: { ...auth, supportStore: { id: 7, name: 'Pizzaria Bella Napoli' }, activeStoreId: 7 } } },
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('support mode in the back office', () => {
  it('shows the banner above the screen, and "Sair do modo suporte" goes back to the store in the admin area', async () => {
    mockSupportApi();
    const user = userEvent.setup();
    renderInSupportMode('/store/categories');
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Categorias' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sair do modo suporte' }));
    expect(await screen.findByText('em /admin/stores/7')).toBeInTheDocument();
  });

  it('is not shown to the staff', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ data: [] }));
    renderWithProviders(
      <Routes>
        <Route path="/store/*" element={<StoreRoutes basePath="/store" />} />
      </Routes>,
      { route: '/store/categories', preloadedState: authStateFor(makeUser('store_owner')) },
    );
    expect(await screen.findByRole('heading', { name: 'Categorias' })).toBeInTheDocument();
    expect(screen.queryByText(/Modo suporte/)).toBeNull();
  });

  it('disables the plan-gated changes with the reason', async () => {
    const writes = mockSupportApi();
    const user = userEvent.setup();
    renderInSupportMode('/store/coupons');
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    const create = await screen.findByRole('button', { name: 'Novo cupom' });
    expect(create).toBeDisabled();
    await user.hover(create.parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe(SUPPORT_READ_ONLY);
    expect(writes).toEqual([]);
  });

  it("a write the API refuses shows the API's message in a toast", async () => {
    const writes = mockSupportApi();
    const user = userEvent.setup();
    renderInSupportMode('/store/categories');
    await user.click(await screen.findByRole('switch', { name: 'Categoria Pizzas ativa' }));
    await waitFor(() => expect(writes).toEqual(['PUT /api/stores/7/catalog/categories/3']));
    expect(await screen.findByText(SUPPORT_READ_ONLY)).toBeInTheDocument();
    expect(screen.getByText(BANNER)).toBeInTheDocument();
  });
});
