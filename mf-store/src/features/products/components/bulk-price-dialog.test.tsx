import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStateFor, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { BulkPriceDialog } from './bulk-price-dialog';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const product = (id: number, name: string, price: number) => ({ id, name, price, promo_price: null, category_id: 3, category_name: 'Pizzas', is_active: true, sold_out: false });

function mockApi() {
  const posts: unknown[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname.endsWith('/catalog/products/bulk-price')) {
      posts.push(await request.json());
      return json({ data: { category_id: 3, percent: 10, changed: [] } });
    }
    if (url.pathname.endsWith('/catalog/products')) {
      expect(url.searchParams.get('category_id')).toBe('3');
      return json({ data: [product(1, 'Margherita', 29.9), product(2, 'Calabresa', 10.01)], meta: { total: 2, page: 1, per_page: 100 } });
    }
    return json({ message: 'Não encontrado' }, 404);
  });
  return posts;
}

afterEach(() => jest.restoreAllMocks());

describe('BulkPriceDialog', () => {
  it('previews every new price rounded to the centavo, then sends the category and percentage', async () => {
    const posts = mockApi();
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<BulkPriceDialog storeId={7} categories={[{ id: 3, name: 'Pizzas', is_active: true, sort_order: 1, products_count: 2 }]} open onClose={onClose} />, {
      preloadedState: authStateFor(makeUser('store_owner')),
    });
    expect(screen.getByRole('button', { name: 'Aplicar reajuste' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: 'Pizzas' }));
    await user.type(screen.getByRole('textbox', { name: 'Percentual (%)' }), '10');
    const preview = await screen.findByRole('table', { name: 'Prévia dos novos preços' });
    const rows = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent?.replace(/\u00a0/g, ' ')));
    expect(rows).toEqual([
      ['Margherita', 'R$ 29,90', 'R$ 32,89'],
      ['Calabresa', 'R$ 10,01', 'R$ 11,01'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Aplicar reajuste' }));
    await waitFor(() => expect(posts).toEqual([{ category_id: 3, percent: 10 }]));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses a zero or out-of-range percentage before calling the API', async () => {
    mockApi();
    const user = userEvent.setup();
    renderWithProviders(<BulkPriceDialog storeId={7} categories={[{ id: 3, name: 'Pizzas', is_active: true, sort_order: 1, products_count: 2 }]} open onClose={() => {}} />, {
      preloadedState: authStateFor(makeUser('store_owner')),
    });
    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: 'Pizzas' }));
    for (const text of ['0', '-95', '600']) {
      await user.clear(screen.getByRole('textbox', { name: 'Percentual (%)' }));
      await user.type(screen.getByRole('textbox', { name: 'Percentual (%)' }), text);
      expect(screen.getByRole('button', { name: 'Aplicar reajuste' })).toBeDisabled();
    }
  });
});
