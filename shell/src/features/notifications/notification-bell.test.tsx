import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { AreaLayout } from '@comanda/shared/ui';
import { NotificationsProvider } from './notifications-provider';

const fetchMock = jest.spyOn(globalThis, 'fetch');

const notification = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  id: `id-${n}`,
  type: 'order.new',
  title: `Novo pedido #${n}`,
  message: 'Entrega · R$ 59,90',
  data: { order_id: n },
  timestamp: new Date().toISOString(),
  read: false,
  read_at: null,
  ...overrides,
});

function serve(count: number, items: Notification[]) {
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const path = new URL((input as Request).url, 'http://localhost').pathname;
    if (path === '/api/notifications/unread-count') return jsonResponse({ count });
    if (path === '/api/notifications') return jsonResponse({ notifications: items, unread_count: count, current_page: 1, last_page: 1, per_page: 15, total: items.length });
    return jsonResponse({ message: 'Recurso não encontrado.' }, 404);
  });
}

function renderArea(role: 'store_owner' | 'customer' | null) {
  return renderWithProviders(
    <NotificationsProvider>
      <AreaLayout title="Painel da loja" nav={[]}>
        <p>conteúdo</p>
      </AreaLayout>
    </NotificationsProvider>,
    { route: '/store/dashboard', preloadedState: authStateFor(role ? makeUser(role) : null) },
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
  fetchMock.mockReset();
});

describe('notification bell', () => {
  it('is not shown without a signed-in user', () => {
    serve(0, []);
    renderArea(null);
    expect(screen.queryByRole('button', { name: /^Notificações/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the unread count and opens the list; a live notification updates both and shows a toast', async () => {
    serve(2, [notification(2), notification(1, { read: true, read_at: new Date().toISOString() })]);
    renderArea('customer');
    const bell = await screen.findByRole('button', { name: 'Notificações: 2 não lidas' });
    expect(within(bell).getByText('2')).toBeInTheDocument();

    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(await within(dialog).findByText('Novo pedido #2')).toBeInTheDocument();
    // "Ver todas" goes to the store page, which only store staff can open.
    expect(within(dialog).queryByRole('link', { name: 'Ver todas' })).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new CustomEvent('new-notification', { detail: { order_id: 3, ...notification(3, { type: 'order.status', title: 'Pedido #3: Em preparo' }) } }));
    });
    // The open popover hides the rest of the page from the accessibility tree.
    expect(await screen.findByRole('button', { name: 'Notificações: 3 não lidas', hidden: true })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Pedido #3: Em preparo');
    expect(await screen.findByText('Pedido #3: Em preparo: Entrega · R$ 59,90')).toBeInTheDocument();
  });

  it('counts a new-order notification without a second toast (the store alarm toasts it)', async () => {
    serve(0, []);
    renderArea('store_owner');
    await screen.findByRole('button', { name: 'Notificações' });
    act(() => {
      window.dispatchEvent(new CustomEvent('new-notification', { detail: notification(9) }));
    });
    expect(await screen.findByRole('button', { name: 'Notificações: 1 não lidas' })).toBeInTheDocument();
    expect(screen.queryByText('Novo pedido #9: Entrega · R$ 59,90')).not.toBeInTheDocument();
  });

  it("offers 'Ver todas' to store staff", async () => {
    serve(0, []);
    renderArea('store_owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
    await waitFor(() => expect(within(dialog).getByText('Nenhuma notificação')).toBeInTheDocument());
    expect(within(dialog).getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/store/notifications');
  });
});
