import { screen } from '@testing-library/react';
import { authStateFor, jsonResponse, makeUser, renderWithProviders } from '@comanda/shared/testing';
import { NotificationsPage } from './notifications-page';

describe('NotificationsPage', () => {
  it('lists the signed-in user notifications under the page heading', async () => {
    localStorage.setItem('token', 't');
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
      const path = new URL((input as Request).url, 'http://localhost').pathname;
      if (path === '/api/notifications/unread-count') return jsonResponse({ count: 1 });
      return jsonResponse({
        notifications: [
          { id: 'n1', type: 'order.new', title: 'Novo pedido #12', message: 'Retirada', data: {}, timestamp: new Date().toISOString(), read: false, read_at: null },
        ],
        unread_count: 1,
        current_page: 1,
        last_page: 1,
        per_page: 15,
        total: 1,
      });
    });
    renderWithProviders(<NotificationsPage />, { route: '/store/notifications', preloadedState: authStateFor(makeUser('attendant')) });
    expect(screen.getByRole('heading', { level: 1, name: 'Notificações' })).toBeInTheDocument();
    expect(await screen.findByText('Novo pedido #12')).toBeInTheDocument();
    expect(screen.getByText('agora mesmo')).toBeInTheDocument();
    expect(screen.getByText('1 não lida')).toBeInTheDocument();
    fetchMock.mockRestore();
  });
});
