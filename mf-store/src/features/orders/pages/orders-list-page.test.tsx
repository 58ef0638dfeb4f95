import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { authStateFor, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { listResponse, makeSummary, mockOrdersApi, type ApiHandlers } from '../test-fixtures';
import { OrdersListPage } from './orders-list-page';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderList(route: string, handlers: ApiHandlers) {
  const api = mockOrdersApi(handlers);
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/store/orders" element={<OrdersListPage />} />
        <Route path="/store/orders/:orderId" element={<p>detalhes</p>} />
      </Routes>
      <Where />
    </>,
    { route, preloadedState: authStateFor(makeUser('store_owner')) },
  );
  return { ...view, api, user: userEvent.setup() };
}

const listCalls = (api: ReturnType<typeof mockOrdersApi>) => api.calls.filter((call) => call.method === 'GET').map((call) => call.url.searchParams);
const where = () => screen.getByTestId('where').textContent;

afterEach(() => jest.restoreAllMocks());

describe('OrdersListPage', () => {
  it('shows one row per order: number, time, customer, type, status by type, total, payment', async () => {
    renderList('/store/orders', {
      list: () =>
        listResponse([
          makeSummary(42, { customer_name: 'Maria Souza', order_type: 'pickup', status: 'ready', total: 54.9, payment_method: 'cash', created_at: '2026-11-22T12:46:00Z' }),
          makeSummary(43, { customer_name: 'João Lima', status: 'pending' }),
        ]),
    });
    const row = (await screen.findByRole('link', { name: '#0042' })).closest('tr')!;
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));
    expect(cells).toEqual(['#0042', '22/11/2026 09:46', 'Maria Souza', 'Retirada', 'Pronto para retirada', 'R$ 54,90', 'Dinheiro']);
    expect(screen.getByText('2 pedidos')).toBeInTheDocument();
  });

  it('reads the filters from the URL and sends them to the API', async () => {
    const { api } = renderList('/store/orders?status=pending,ready&from=2026-11-01&to=2026-11-22&type=delivery&q=Maria&page=2', {
      list: () => listResponse([makeSummary(1)], { current_page: 2, last_page: 3, total: 41 }),
    });
    await screen.findByRole('link', { name: '#0001' });
    expect(Object.fromEntries(listCalls(api)[0]!)).toEqual({
      page: '2',
      per_page: '20',
      status: 'pending,ready',
      order_type: 'delivery',
      date_from: '2026-11-01',
      date_to: '2026-11-22',
      search: 'Maria',
    });
    expect(api.calls[0]!.url.pathname).toBe('/api/stores/10/orders');
    expect(screen.getByLabelText('Buscar')).toHaveValue('Maria');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pendente, Pronto');
  });

  it('a filter change goes back to page 1 and lands in the URL; pages move on', async () => {
    const { api, user } = renderList('/store/orders?page=3', {
      list: (query) => listResponse([makeSummary(Number(query.get('page') ?? 1))], { current_page: Number(query.get('page')), last_page: 4, total: 70 }),
    });
    await screen.findByRole('link', { name: '#0003' });

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Retirada' }));
    await waitFor(() => expect(where()).toBe('/store/orders?type=pickup'));
    await waitFor(() => expect(listCalls(api).at(-1)!.get('order_type')).toBe('pickup'));
    expect(listCalls(api).at(-1)!.get('page')).toBe('1');

    await user.click(await screen.findByRole('button', { name: 'Ir para a página 2' }));
    await waitFor(() => expect(where()).toBe('/store/orders?type=pickup&page=2'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Em preparo' }));
    await waitFor(() => expect(where()).toBe('/store/orders?status=preparing&type=pickup'));
    await user.click(await screen.findByRole('option', { name: 'Pendente' }));
    await waitFor(() => expect(where()).toBe('/store/orders?status=pending%2Cpreparing&type=pickup'));
    await user.click(screen.getByRole('option', { name: 'Todos' }));
    await waitFor(() => expect(where()).toBe('/store/orders?type=pickup'));
  });

  it('searches by number, name or phone after typing stops', async () => {
    const { api, user } = renderList('/store/orders', { list: () => listResponse([makeSummary(1)]) });
    await screen.findByRole('link', { name: '#0001' });
    await user.type(screen.getByLabelText('Buscar'), '11987');
    await waitFor(() => expect(where()).toBe('/store/orders?q=11987'));
    await waitFor(() => expect(listCalls(api).at(-1)!.get('search')).toBe('11987'));
    expect(listCalls(api).filter((query) => query.has('search'))).toHaveLength(1);
  });

  it('an empty store and an empty filter say so differently', async () => {
    const { user } = renderList('/store/orders?type=dine_in', { list: () => listResponse([]) });
    expect(await screen.findByText('Nenhum pedido encontrado')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Limpar filtros' }).at(-1)!);
    expect(await screen.findByText('Nenhum pedido ainda')).toBeInTheDocument();
    expect(where()).toBe('/store/orders');
  });

  it('a click on a row opens the order', async () => {
    const { user } = renderList('/store/orders', { list: () => listResponse([makeSummary(7, { customer_name: 'Ana' })]) });
    await user.click(await screen.findByText('Ana'));
    expect(await screen.findByText('detalhes')).toBeInTheDocument();
    expect(where()).toBe('/store/orders/7');
  });

  it('refetches when a new order arrives (real-time window event)', async () => {
    let orders = [makeSummary(1)];
    const { api } = renderList('/store/orders', { list: () => listResponse(orders) });
    await screen.findByRole('link', { name: '#0001' });
    orders = [makeSummary(2), ...orders];
    window.dispatchEvent(new CustomEvent('new-order', { detail: { order: makeSummary(2) } }));
    expect(await screen.findByRole('link', { name: '#0002' })).toBeInTheDocument();
    expect(listCalls(api)).toHaveLength(2);
  });
});
