import type { Notification, NotificationListResponse } from '@comanda/shared/domain';
import { jsonResponse } from '@comanda/shared/testing';
import { setUnauthorizedHandler } from '../api/base-api';
import { createAppStore, type AppStore } from '../store';
import { listenToLiveNotifications, NEW_NOTIFICATION_EVENT, receiveLiveNotification } from './live-notifications';
import { notificationsApi } from './notifications-api';
import { selectNotificationsConnected } from './notifications-slice';
import { flattenNotificationPages } from './use-notification-feed';

type Route = { method: string; path: string; auth: string | null; search: string };
type Handler = (route: Route) => Response | Promise<Response>;

const fetchMock = jest.spyOn(globalThis, 'fetch');
let calls: Route[];

function serve(handler: Handler): void {
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url, 'http://localhost');
    const route = { method: request.method, path: url.pathname, auth: request.headers.get('Authorization'), search: url.search };
    calls.push(route);
    return handler(route);
  });
}

function item(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `id-${n}`,
    type: 'order.new',
    title: `Pedido #${n}`,
    message: `Novo pedido #${n}`,
    data: { order_id: n },
    timestamp: '2025-06-03T12:00:00.000Z',
    read: false,
    read_at: null,
    ...overrides,
  };
}

function page(current: number, last: number, items: Notification[], unread = 20): NotificationListResponse {
  return { notifications: items, unread_count: unread, current_page: current, last_page: last, per_page: 15, total: 20 };
}

const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => item(from - i));

const listOf = (store: AppStore) => notificationsApi.endpoints.notifications.select(undefined)(store.getState());
const countOf = (store: AppStore) => notificationsApi.endpoints.unreadNotificationsCount.select(undefined)(store.getState()).data?.count;

/** Pages 1 (20..6) and 2 (5..1) of 20 notifications; the unread count answers 20. */
const twoPages: Handler = ({ path, search }) => {
  if (path === '/api/notifications/unread-count') return jsonResponse({ count: 20 });
  if (path === '/api/notifications') return jsonResponse(search === '?page=2' ? page(2, 2, range(5, 1)) : page(1, 2, range(20, 6)));
  return jsonResponse({ message: 'Recurso não encontrado.' }, 404);
};

async function loaded(handler: Handler = twoPages): Promise<AppStore> {
  serve(handler);
  const store = createAppStore();
  await store.dispatch(notificationsApi.endpoints.notifications.initiate(undefined));
  await store.dispatch(notificationsApi.endpoints.unreadNotificationsCount.initiate(undefined));
  return store;
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  calls = [];
});

describe('notification calls and a 401 (spec section 8)', () => {
  it('refresh the token once, store it and retry; never go to /login', async () => {
    localStorage.setItem('token', 'old');
    const redirect = jest.fn();
    const restore = setUnauthorizedHandler(redirect);
    serve(({ method, path, auth }) => {
      if (method === 'POST' && path === '/api/refresh') return auth === 'Bearer old' ? jsonResponse({ token: 'new', token_type: 'Bearer' }) : jsonResponse({}, 401);
      if (auth !== 'Bearer new') return jsonResponse({ message: 'Não autenticado.' }, 401);
      return jsonResponse({ count: 3 });
    });
    const store = createAppStore();
    // Two calls at once share one refresh (the refresh rotates the token).
    const [a, b] = await Promise.all([
      store.dispatch(notificationsApi.endpoints.unreadNotificationsCount.initiate(undefined)),
      store.dispatch(notificationsApi.endpoints.markAllNotificationsRead.initiate()),
    ]);
    restore();
    expect(a.data).toEqual({ count: 3 });
    expect('data' in b && b.data).toEqual({ count: 3 });
    expect(calls.filter((c) => c.path === '/api/refresh')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe('new');
    expect(store.getState().auth.token).toBe('new');
    expect(redirect).not.toHaveBeenCalled();
    expect(selectNotificationsConnected(store.getState())).toBe(true);
  });

  it('mark the notifications as not connected when the refresh fails, keeping the token; a later success reconnects', async () => {
    localStorage.setItem('token', 'expired');
    const redirect = jest.fn();
    const restore = setUnauthorizedHandler(redirect);
    serve(() => jsonResponse({ message: 'Não autenticado.' }, 401));
    const store = createAppStore();
    const result = await store.dispatch(notificationsApi.endpoints.unreadNotificationsCount.initiate(undefined));
    expect(result.error).toMatchObject({ status: 401 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/notifications/unread-count', 'POST /api/refresh']);
    expect(selectNotificationsConnected(store.getState())).toBe(false);
    expect(localStorage.getItem('token')).toBe('expired');
    expect(redirect).not.toHaveBeenCalled();

    serve(() => jsonResponse({ count: 0 }));
    await store.dispatch(notificationsApi.endpoints.unreadNotificationsCount.initiate(undefined, { forceRefetch: true }));
    restore();
    expect(selectNotificationsConnected(store.getState())).toBe(true);
  });

  it('leave the connection flag alone on other errors', async () => {
    localStorage.setItem('token', 't');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => jsonResponse({ message: 'Falhou' }, 500));
    const store = createAppStore();
    await store.dispatch(notificationsApi.endpoints.unreadNotificationsCount.initiate(undefined));
    expect(selectNotificationsConnected(store.getState())).toBe(true);
    expect(calls).toHaveLength(1);
    error.mockRestore();
  });
});

describe('the notification list', () => {
  it('loads more pages until the last one', async () => {
    const store = await loaded();
    expect(listOf(store).hasNextPage).toBe(true);
    await store.dispatch(notificationsApi.endpoints.notifications.initiate(undefined, { direction: 'forward' }));
    const list = listOf(store);
    expect(list.data?.pages.map((p) => p.current_page)).toEqual([1, 2]);
    expect(list.hasNextPage).toBe(false);
    expect(flattenNotificationPages(list.data?.pages).map((n) => n.id)).toEqual(range(20, 1).map((n) => n.id));
    expect(calls.filter((c) => c.path === '/api/notifications').map((c) => c.search)).toEqual(['?page=1', '?page=2']);
  });

  it('puts a live notification on top of the first page and increments the unread count, once', async () => {
    const store = await loaded();
    const live = { order_id: 21, ...item(21), data: { order_id: 21, url: '/store/orders/21' } };
    expect(store.dispatch(receiveLiveNotification(live))).toMatchObject({ id: 'id-21', title: 'Pedido #21' });
    expect(listOf(store).data?.pages[0]?.notifications[0]).toEqual({ ...item(21), data: { order_id: 21, url: '/store/orders/21' } });
    expect(listOf(store).data?.pages[0]?.unread_count).toBe(21);
    expect(countOf(store)).toBe(21);
    // The same event twice (e.g. two tabs' bridges) is ignored.
    expect(store.dispatch(receiveLiveNotification(live))).toBeNull();
    expect(countOf(store)).toBe(21);
    expect(store.dispatch(receiveLiveNotification({ title: 'sem id' }))).toBeNull();
  });

  it('listens to the new-notification window event of the real-time bridge', async () => {
    const store = await loaded();
    const received = jest.fn();
    const stop = listenToLiveNotifications(store.dispatch, received);
    window.dispatchEvent(new CustomEvent(NEW_NOTIFICATION_EVENT, { detail: item(30) }));
    expect(received).toHaveBeenCalledWith(expect.objectContaining({ id: 'id-30' }));
    expect(countOf(store)).toBe(21);

    stop();
    window.dispatchEvent(new CustomEvent(NEW_NOTIFICATION_EVENT, { detail: item(31) }));
    expect(received).toHaveBeenCalledTimes(1);
  });

  it('marks one read at once, and rolls back when the call fails', async () => {
    const store = await loaded((route) =>
      route.path === '/api/notifications/id-20/read' ? jsonResponse({ data: item(20, { read: true, read_at: '2025-06-03T12:05:00.000Z' }) }) : twoPages(route),
    );
    const pending = store.dispatch(notificationsApi.endpoints.markNotificationRead.initiate('id-20'));
    expect(listOf(store).data?.pages[0]?.notifications[0]).toMatchObject({ id: 'id-20', read: true });
    expect(countOf(store)).toBe(19);
    await pending;
    expect(listOf(store).data?.pages[0]?.notifications[0]?.read_at).toBe('2025-06-03T12:05:00.000Z');

    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve((route) => (route.path.endsWith('/read') ? jsonResponse({ message: 'Recurso não encontrado.' }, 404) : twoPages(route)));
    await store.dispatch(notificationsApi.endpoints.markNotificationRead.initiate('id-19'));
    expect(listOf(store).data?.pages[0]?.notifications[1]).toMatchObject({ id: 'id-19', read: false });
    expect(countOf(store)).toBe(19);
    error.mockRestore();
  });

  it('marks all read', async () => {
    const store = await loaded((route) => (route.path === '/api/notifications/mark-all-read' ? jsonResponse({ updated: 20, unread_count: 0 }) : twoPages(route)));
    await store.dispatch(notificationsApi.endpoints.markAllNotificationsRead.initiate());
    expect(countOf(store)).toBe(0);
    expect(listOf(store).data?.pages[0]?.notifications.every((n) => n.read)).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/notifications/mark-all-read' });
  });
});
