import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import type { StoreCustomer } from '../api/customers-api';
import { CustomerDetailsPage } from './customer-details-page';
import { CustomersListPage } from './customers-list-page';

jest.setTimeout(60_000);

const JOSE: StoreCustomer = {
  key: 'p21988881111',
  user_id: null,
  name: 'José Araújo',
  phone: '21988881111',
  email: null,
  orders_count: 2,
  total_spent: 59.8,
  average_ticket: 29.9,
  first_order_at: '2026-11-20T22:00:00.000Z',
  last_order_at: '2026-11-22T12:46:00.000Z',
};

function mockApi() {
  const urls: URL[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    urls.push(url);
    if (url.pathname.endsWith('/customers/p21988881111')) {
      return jsonResponse({
        data: { ...JOSE, orders: [{ id: 501, display_number: '#0042', created_at: '2026-11-22T12:46:00.000Z', status: 'completed', order_type: 'pickup', payment_method: 'pix', total: 29.9 }] },
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
      });
    }
    return jsonResponse({ data: [JOSE], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } });
  });
  return urls;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/store/customers" element={<CustomersListPage />} />
      <Route path="/store/customers/:key" element={<CustomerDetailsPage />} />
    </Routes>,
    { route, preloadedState: authStateFor(makeUser('store_owner')) },
  );
}

afterEach(() => jest.restoreAllMocks());

describe('customer screens', () => {
  it('lists the customers with their figures; the search and the sort go to the API', async () => {
    const urls = mockApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/store/customers');
    const row = (await screen.findByRole('link', { name: 'José Araújo' })).closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent?.replace(/\u00a0/g, ' '));
    expect(cells).toEqual(['José Araújo', '21988881111', '2', 'R$ 59,80', 'R$ 29,90', '22/11/2026 09:46']);

    await user.type(screen.getByLabelText('Buscar por nome, telefone ou e-mail'), 'jose');
    await waitFor(() => expect(urls.some((u) => u.searchParams.get('search') === 'jose')).toBe(true));
    await user.click(screen.getByLabelText('Ordenar por'));
    await user.click(await screen.findByRole('option', { name: 'Maior gasto' }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('sort')).toBe('-total_spent'));
    expect(urls.at(-1)!.pathname).toBe('/api/stores/10/customers');
  });

  it('shows the history, each order linking to the store’s order details', async () => {
    mockApi();
    renderAt('/store/customers/p21988881111');
    expect(await screen.findByRole('heading', { name: 'José Araújo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#0042' })).toHaveAttribute('href', '/store/orders/501');
    expect(screen.getByText('R$ 59,80')).toBeInTheDocument();
  });
});
