import { render, screen } from '@testing-library/react';
import type { Notification } from '@comanda/shared/domain';
import { VISUALLY_HIDDEN_STYLE, visuallyHiddenStyleOf } from '@comanda/shared/testing';
import { NotificationList } from './notification-list';

const unread: Notification = {
  id: 'n1',
  type: 'order.new',
  title: 'Novo pedido #1',
  message: 'Mesa 1',
  data: {},
  timestamp: '2025-01-01T12:00:00.000Z',
  read: false,
  read_at: null,
};

describe('NotificationList', () => {
  it("announces 'Não lida:' in a 1 px visually hidden span (not 100% wide: sx's `width: 1` is 100%)", () => {
    render(<NotificationList notifications={[unread]} now={new Date('2025-01-01T12:05:00.000Z')} onSelect={() => undefined} />);
    expect(screen.getByRole('button')).toHaveTextContent('Não lida: Novo pedido #1');
    expect(visuallyHiddenStyleOf(screen.getByText('Não lida:'))).toEqual(VISUALLY_HIDDEN_STYLE);
  });
});
