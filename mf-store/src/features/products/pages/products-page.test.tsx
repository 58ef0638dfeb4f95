import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProduct } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { ProductsPage } from './products-page';

const product = (id: number): AdminProduct => ({
  id,
  name: `Produto ${id}`,
  description: null,
  short_description: null,
  price: 10 + id,
  promo_price: null,
  image: null,
  gallery_urls: [],
  category_id: 1,
  category_name: 'Pizzas',
  business_type_slug: 'pizzaria',
  business_type_options: {},
  is_active: true,
  sold_out: false,
  sold_out_until: null,
  updated_at: '2026-11-24T12:00:00Z',
});

/** The grid's requests (query strings) and the writes it sent. */
function mockCatalog() {
  const lists: URLSearchParams[] = [];
  const writes: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    if (url.pathname.endsWith('/stores/10/catalog/categories')) {
      return jsonResponse({ data: [{ id: 1, name: 'Pizzas', is_active: true, sort_order: 0, products_count: 60 }], meta: { business_type_slug: 'pizzaria' } });
    }
    if (request.method === 'GET' && url.pathname.endsWith('/stores/10/catalog/products')) {
      lists.push(url.searchParams);
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      const ids = Array.from({ length: perPage }, (_, i) => (page - 1) * perPage + i + 1).filter((id) => id <= 60);
      return jsonResponse({ data: ids.map(product), meta: { total: 60, page, per_page: perPage } });
    }
    writes.push(`${request.method} ${url.pathname}`);
    return jsonResponse({ data: product(99) }, request.method === 'POST' ? 201 : 200);
  });
  return { lists, writes };
}

const lastList = (lists: URLSearchParams[]) => Object.fromEntries(lists[lists.length - 1]!.entries());

afterEach(() => jest.restoreAllMocks());

describe('ProductsPage (the products grid)', () => {
  it('asks the server for one sorted page; a category or status filter goes back to the first page', async () => {
    const { lists } = mockCatalog();
    renderWithProviders(<ProductsPage />, { route: '/store/products', preloadedState: authStateFor(makeUser('store_owner')) });

    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(lastList(lists)).toMatchObject({ page: '1', per_page: '25', sort: 'name', direction: 'asc' });

    fireEvent.click(await screen.findByRole('button', { name: /próxima página/i }));
    await waitFor(() => expect(lastList(lists)).toMatchObject({ page: '2' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Categoria' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Pizzas' }));
    await waitFor(() => expect(lastList(lists)).toMatchObject({ page: '1', category_id: '1' }));

    fireEvent.click(await screen.findByRole('button', { name: /próxima página/i }));
    await waitFor(() => expect(lastList(lists)).toMatchObject({ page: '2', category_id: '1' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Situação' }));
    const statuses = within(await screen.findByRole('listbox')).getAllByRole('option');
    fireEvent.click(statuses[1]!);
    await waitFor(() => expect(lastList(lists)).toMatchObject({ page: '1', category_id: '1', status: expect.any(String) }));
  });

  it('searches by name after the user stops typing, from the first page', async () => {
    const { lists } = mockCatalog();
    renderWithProviders(<ProductsPage />, { route: '/store/products', preloadedState: authStateFor(makeUser('store_owner')) });
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar produto' }), 'calabresa');
    await waitFor(() => expect(lastList(lists)).toMatchObject({ search: 'calabresa', page: '1' }));
  });
});
