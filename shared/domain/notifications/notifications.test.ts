import { formatRelativeTime, notificationPath, toNotification } from '@comanda/shared/domain';

describe('toNotification', () => {
  const received = new Date('2025-06-03T12:00:00Z');

  it('keeps a broadcast payload (data fields + Notification fields) as the Notification', () => {
    const payload = {
      order_id: 7,
      id: 'a1',
      type: 'order.new',
      title: 'Novo pedido',
      message: 'Pedido #7',
      data: { order_id: 7, url: '/store/orders/7' },
      timestamp: '2025-06-03T11:59:00.000Z',
      read: false,
      read_at: null,
    };
    expect(toNotification(payload, received)).toEqual({
      id: 'a1',
      type: 'order.new',
      title: 'Novo pedido',
      message: 'Pedido #7',
      data: { order_id: 7, url: '/store/orders/7' },
      timestamp: '2025-06-03T11:59:00.000Z',
      read: false,
      read_at: null,
    });
  });

  it('builds data from the extra fields of a bare Laravel payload and stamps it on arrival', () => {
    expect(toNotification({ id: 'n-1', type: 'order.status', title: 'Pedido em preparo', status: 'preparing' }, received)).toEqual({
      id: 'n-1',
      type: 'order.status',
      title: 'Pedido em preparo',
      message: '',
      data: { status: 'preparing' },
      timestamp: '2025-06-03T12:00:00.000Z',
      read: false,
      read_at: null,
    });
  });

  it('refuses payloads without an id', () => {
    expect(toNotification(null)).toBeNull();
    expect(toNotification('x')).toBeNull();
    expect(toNotification({ title: 'Sem id' })).toBeNull();
  });
});

describe('notificationPath', () => {
  it.each([
    [{ url: '/store/orders/7' }, '/store/orders/7'],
    [{ url: ' /customer/orders/3 ' }, '/customer/orders/3'],
    [{ url: 'https://evil.example' }, null],
    [{ url: '//evil.example' }, null],
    [{ url: '/\\evil.example' }, null],
    [{ url: 7 }, null],
    [{}, null],
  ])('%j → %s', (data, expected) => {
    expect(notificationPath({ data })).toBe(expected);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-06-03T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it.each([
    [ago(10_000), 'agora mesmo'],
    [ago(-5_000), 'agora mesmo'],
    [ago(60_000), 'há 1 minuto'],
    [ago(5 * 60_000), 'há 5 minutos'],
    [ago(2 * 3_600_000), 'há 2 horas'],
    [ago(30 * 3_600_000), 'ontem'],
    [ago(3 * 86_400_000), 'há 3 dias'],
    ['2025-01-02T15:00:00Z', '02/01/2025'],
    ['não é data', ''],
  ])('%s → %s', (iso, expected) => {
    expect(formatRelativeTime(iso, now, 'America/Sao_Paulo')).toBe(expected);
  });
});
