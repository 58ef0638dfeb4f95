import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Notification } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { NotificationFeed } from './notification-feed';

const fetchMock = jest.spyOn(globalThis, 'fetch');

function item(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `id-${n}`,
    type: 'order.new',
    title: `Novo pedido #${n}`,
    message: `Mesa ${n}`,
    data: { url: `/store/orders/${n}` },
    timestamp: new Date(Date.now() - 5.5 * 60_000).toISOString(),
    read: n % 2 === 0,
    read_at: n % 2 === 0 ? new Date().toISOString() : null,
    ...overrides,
  };
}

type Api = { path: string; method: string; search: string };

function serve(handler: (api: Api) => Response | undefined): Api[] {
  const calls: Api[] = [];
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url, 'http://localhost');
    const api = { path: url.pathname, method: request.method, search: url.search };
    calls.push(api);
    return handler(api) ?? jsonResponse({ message: 'Recurso não encontrado.' }, 404);
  });
  return calls;
}

function Where() {
  return <p>em {useLocation().pathname}</p>;
}

function renderFeed() {
  return renderWithProviders(
    <Routes>
      <Route path="/store/notifications" element={<NotificationFeed />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/store/notifications', preloadedState: authStateFor(makeUser('store_owner')) },
  );
}

const listPage = (current: number, last: number, notifications: Notification[], unread: number) => ({
  notifications,
  unread_count: unread,
  current_page: current,
  last_page: last,
  per_page: 15,
  total: 16,
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
  fetchMock.mockReset();
});

describe('NotificationFeed', () => {
  it("shows 'Nenhuma notificação' when there is none", async () => {
    serve(({ path }) =>
      path === '/api/notifications' ? jsonResponse(listPage(1, 1, [], 0)) : path === '/api/notifications/unread-count' ? jsonResponse({ count: 0 }) : undefined,
    );
    renderFeed();
    expect(await screen.findByText('Nenhuma notificação')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('lists title, message and relative time, highlights unread ones and loads more until the last page', async () => {
    const calls = serve(({ path, search }) => {
      if (path === '/api/notifications/unread-count') return jsonResponse({ count: 8 });
      if (path === '/api/notifications') return jsonResponse(search === '?page=2' ? listPage(2, 2, [item(1)], 8) : listPage(1, 2, Array.from({ length: 15 }, (_, i) => item(16 - i)), 8));
      return undefined;
    });
    renderFeed();
    const list = await screen.findByRole('list', { name: 'Lista de notificações' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    const first = within(list).getAllByRole('button')[0]!;
    expect(first).toHaveTextContent('Novo pedido #16');
    expect(first).toHaveTextContent('Mesa 16');
    expect(first).toHaveTextContent('há 5 minutos');
    expect(first).not.toHaveAttribute('data-unread');
    expect(within(list).getAllByRole('button')[1]).toHaveAttribute('data-unread', 'true');
    expect(within(list).getAllByRole('button')[1]).toHaveTextContent('Não lida:');
    expect(screen.getByText('8 não lidas')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(16));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/notifications').map((c) => c.search)).toEqual(['?page=1', '?page=2']);
  });

  it("marks a clicked notification read and opens its data.url; 'Marcar todas como lidas' clears the count", async () => {
    const calls = serve(({ path }) => {
      if (path === '/api/notifications/unread-count') return jsonResponse({ count: 2 });
      if (path === '/api/notifications') return jsonResponse(listPage(1, 1, [item(3), item(1)], 2));
      if (path === '/api/notifications/id-3/read') return jsonResponse({ data: item(3, { read: true, read_at: new Date().toISOString() }) });
      if (path === '/api/notifications/mark-all-read') return jsonResponse({ updated: 1, unread_count: 0 });
      return undefined;
    });
    const first = renderFeed();
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(screen.getByText('Nenhuma não lida')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/mark-all-read')).toBe(true);
    first.unmount();

    renderFeed();
    await userEvent.click(await screen.findByText('Novo pedido #3'));
    expect(await screen.findByText('em /store/orders/3')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/id-3/read')).toBe(true));
  });

  it("shows 'Notificações indisponíveis' when the token cannot be refreshed, and retries", async () => {
    const calls = serve(() => jsonResponse({ message: 'Não autenticado.' }, 401));
    renderFeed();
    expect(await screen.findByText('Notificações indisponíveis')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/refresh')).toBe(true);
    expect(localStorage.getItem('token')).toBe('t');

    serve(({ path }) =>
      path === '/api/notifications' ? jsonResponse(listPage(1, 1, [item(5)], 1)) : path === '/api/notifications/unread-count' ? jsonResponse({ count: 1 }) : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Novo pedido #5')).toBeInTheDocument();
  });
});
