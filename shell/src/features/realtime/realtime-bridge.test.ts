import { jsonResponse } from '@comanda/shared/testing';
import type { Order } from '@comanda/shared/domain';
import { baseApi, createAppStore, subscribePublicChannel } from '@comanda/shared/state';
import { waitFor } from '@testing-library/react';
import { GUEST_IDLE_CLOSE_MS, startRealtimeBridge } from './realtime-bridge';
import { fakeRealtimeClient } from './fake-realtime-client';

const config = { key: 'comanda-key', cluster: 'sa1', wsHost: null, wsPort: null, forceTLS: false };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('real-time bridge', () => {
  let fetchMock: jest.SpyInstance;
  let dispatch: jest.Mock;
  beforeEach(() => {
    dispatch = jest.fn();
    localStorage.clear();
    fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(config));
  });
  afterEach(() => fetchMock.mockRestore());

  it('re-broadcasts user notifications and store order events as window events', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user_id', '5');
    localStorage.setItem('store_id', '7');
    localStorage.setItem('user', JSON.stringify({ id: 5, role: 'store_owner', store_id: 7, branch_id: null }));
    const { client, channels } = fakeRealtimeClient();
    const factory = jest.fn(async () => client);
    const stop = startRealtimeBridge(factory, { dispatch });
    await flush();
    await flush();

    expect(factory).toHaveBeenCalledWith(config, 't');
    const seen: Array<[string, unknown]> = [];
    for (const name of ['new-notification', 'new-order', 'order-status-update', 'order-update']) {
      window.addEventListener(name, (event) => seen.push([name, (event as CustomEvent).detail]));
    }
    channels['App.Models.User.5']!.notification!({ id: 'n1', title: 'Pedido' });
    channels['store.7']!.events['.order.new']!({ id: 42 });
    channels['store.7']!.events['.order.status_update']!({ id: 42, status: 'preparing' });
    channels['store.7']!.events['.order.updated']!({ order: { id: 43, total: 80 } });
    expect(seen).toEqual([
      ['new-notification', { id: 'n1', title: 'Pedido' }],
      ['new-order', { id: 42 }],
      ['order-status-update', { id: 42, status: 'preparing' }],
      ['order-update', { order: { id: 43, total: 80 } }],
    ]);

    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    channels['store.7']!.fail(new Error('403'));
    channels['App.Models.User.5']!.fail(new Error('403'));
    expect(error).toHaveBeenCalledWith('Erro ao se inscrever no canal da loja', expect.any(Error));
    expect(error).toHaveBeenCalledWith('Erro ao se inscrever no canal do usuário', expect.any(Error));
    stop();
    expect(client.disconnected).toBe(1);
  });

  it('re-dispatches an event delivered twice (same event_id, at-least-once delivery) only once', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user_id', '5');
    localStorage.setItem('store_id', '7');
    localStorage.setItem('user', JSON.stringify({ id: 5, role: 'store_owner', store_id: 7, branch_id: null }));
    const { client, channels } = fakeRealtimeClient();
    const stop = startRealtimeBridge(jest.fn(async () => client), { dispatch });
    await flush();
    await flush();
    const seen: Array<[string, unknown]> = [];
    for (const name of ['new-notification', 'new-order', 'order-status-update']) {
      window.addEventListener(name, (event) => seen.push([name, (event as CustomEvent).detail]));
    }
    const order = { event_id: 'e1', order: { id: 42 } };
    channels['store.7']!.events['.order.new']!(order);
    channels['store.7']!.events['.order.new']!({ ...order });
    channels['store.7']!.events['.order.status_update']!({ event_id: 'e2', id: 42, status: 'confirmed' });
    channels['store.7']!.events['.order.status_update']!({ event_id: 'e2', id: 42, status: 'confirmed' });
    channels['App.Models.User.5']!.notification!({ event_id: 'e3', id: 'n1' });
    channels['App.Models.User.5']!.notification!({ event_id: 'e3', id: 'n1' });
    // Without an id (an older server): nothing to compare, so every event goes through.
    channels['store.7']!.events['.order.new']!({ order: { id: 43 } });
    channels['store.7']!.events['.order.new']!({ order: { id: 43 } });
    expect(seen.map(([name]) => name)).toEqual(['new-order', 'order-status-update', 'new-notification', 'new-order', 'new-order']);
    stop();
  });

  it('restarts on user-authenticated and skips the store channel for customers', async () => {
    const first = fakeRealtimeClient();
    const second = fakeRealtimeClient();
    const factory = jest.fn().mockResolvedValueOnce(first.client).mockResolvedValueOnce(second.client);
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const stop = startRealtimeBridge(factory, { dispatch });
    await flush();
    expect(factory).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('[Tempo real] Sem token armazenado: nenhum canal privado será assinado.');

    localStorage.setItem('token', 't');
    localStorage.setItem('user_id', '9');
    localStorage.setItem('store_id', '3');
    localStorage.setItem('user', JSON.stringify({ id: 9, role: 'customer' }));
    window.dispatchEvent(new CustomEvent('user-authenticated', { detail: { userId: 9 } }));
    await flush();
    await flush();
    expect(Object.keys(first.channels)).toEqual(['App.Models.User.9']);
    stop();
  });

  it('staff limited to a branch listen to the branch channel, not the parent store one', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user_id', '6');
    localStorage.setItem('store_id', '7');
    localStorage.setItem('user', JSON.stringify({ id: 6, role: 'attendant', store_id: 7, branch_id: 8 }));
    const { client, channels } = fakeRealtimeClient();
    const stop = startRealtimeBridge(jest.fn(async () => client), { dispatch });
    await flush();
    await flush();
    expect(Object.keys(channels).sort()).toEqual(['App.Models.User.6', 'store.8']);
    stop();
  });

  it('warns that channels will not be listened to when real time is not configured', async () => {
    localStorage.setItem('token', 't');
    fetchMock.mockImplementation(async () => jsonResponse({ message: 'x' }, 404));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const factory = jest.fn();
    const stop = startRealtimeBridge(factory, { dispatch });
    await flush();
    await flush();
    expect(warn).toHaveBeenCalledWith('Tempo real não configurado: os canais não serão escutados.');
    expect(factory).not.toHaveBeenCalled();
    stop();
  });

  it('serves public channels to guests: the connection opens only when a channel is wanted', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const guest = fakeRealtimeClient();
    const factory = jest.fn(async () => guest.client);
    // Subscribed before the bridge starts (a remote loaded early): queued, then attached.
    const received: unknown[] = [];
    const unsubscribe = subscribePublicChannel('order.uuid-1', 'order.status_update', (payload) => received.push(payload));
    const stop = startRealtimeBridge(factory, { dispatch });
    await flush();
    await flush();

    expect(factory).toHaveBeenCalledWith(config, null);
    expect(Object.keys(guest.channels)).toEqual([]);
    guest.publicChannels['order.uuid-1']!.events['.order.status_update']!({ status: 'confirmed' });
    expect(received).toEqual([{ status: 'confirmed' }]);

    // A second listener on the same channel: leaving happens only with the last one.
    const other = subscribePublicChannel('order.uuid-1', 'order.status_update', jest.fn());
    unsubscribe();
    expect(guest.left).toEqual([]);
    other();
    expect(guest.left).toEqual(['order.uuid-1']);
    expect(guest.publicChannels['order.uuid-1']!.stopped).toContain('.order.status_update');
    stop();
    info.mockRestore();
  });

  it('a guest with no public channel opens no connection until a remote subscribes', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const guest = fakeRealtimeClient();
    const factory = jest.fn(async () => guest.client);
    const stop = startRealtimeBridge(factory, { dispatch });
    await flush();
    expect(factory).not.toHaveBeenCalled();

    const callback = jest.fn();
    const unsubscribe = subscribePublicChannel('order.uuid-2', 'order.status_update', callback);
    await flush();
    await flush();
    expect(factory).toHaveBeenCalledWith(config, null);
    guest.publicChannels['order.uuid-2']!.events['.order.status_update']!({ status: 'ready' });
    expect(callback).toHaveBeenCalledWith({ status: 'ready' });
    unsubscribe();
    stop();
    info.mockRestore();
  });

  it("closes a guest's connection a while after its last public channel, and opens a new one when needed", async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const first = fakeRealtimeClient();
    const second = fakeRealtimeClient();
    const factory = jest.fn().mockResolvedValueOnce(first.client).mockResolvedValueOnce(second.client);
    const stop = startRealtimeBridge(factory, { dispatch });
    const unsubscribe = subscribePublicChannel('order.uuid-3', 'order.status_update', jest.fn());
    await flush();
    await flush();
    expect(factory).toHaveBeenCalledTimes(1);

    jest.useFakeTimers();
    try {
      unsubscribe();
      jest.advanceTimersByTime(GUEST_IDLE_CLOSE_MS - 1);
      // Back on a tracking page in time: the same connection serves it.
      const again = subscribePublicChannel('order.uuid-3', 'order.status_update', jest.fn());
      jest.advanceTimersByTime(GUEST_IDLE_CLOSE_MS);
      expect(first.client.disconnected).toBe(0);
      again();
      jest.advanceTimersByTime(GUEST_IDLE_CLOSE_MS);
      expect(first.client.disconnected).toBe(1);
    } finally {
      jest.useRealTimers();
    }

    const callback = jest.fn();
    const later = subscribePublicChannel('order.uuid-4', 'order.status_update', callback);
    await flush();
    await flush();
    expect(factory).toHaveBeenCalledTimes(2);
    second.publicChannels['order.uuid-4']!.events['.order.status_update']!({ status: 'ready' });
    expect(callback).toHaveBeenCalledWith({ status: 'ready' });
    later();
    stop();
    info.mockRestore();
  });

  it('a signed-in connection stays open without public channels', async () => {
    localStorage.setItem('token', 'token-1');
    const signedIn = fakeRealtimeClient();
    const stop = startRealtimeBridge(jest.fn(async () => signedIn.client), { dispatch });
    await flush();
    await flush();
    jest.useFakeTimers();
    try {
      subscribePublicChannel('order.uuid-5', 'order.status_update', jest.fn())();
      jest.advanceTimersByTime(GUEST_IDLE_CLOSE_MS * 2);
      expect(signedIn.client.disconnected).toBe(0);
    } finally {
      jest.useRealTimers();
    }
    stop();
  });

  it('moves public listeners to the new connection after login', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const guest = fakeRealtimeClient();
    const signedIn = fakeRealtimeClient();
    const factory = jest.fn().mockResolvedValueOnce(guest.client).mockResolvedValueOnce(signedIn.client);
    const callback = jest.fn();
    const unsubscribe = subscribePublicChannel('order.uuid-3', 'order.status_update', callback);
    const stop = startRealtimeBridge(factory, { dispatch });
    await flush();
    await flush();

    localStorage.setItem('token', 't');
    localStorage.setItem('user_id', '9');
    window.dispatchEvent(new CustomEvent('user-authenticated', { detail: { userId: 9 } }));
    await flush();
    await flush();
    expect(guest.client.disconnected).toBe(1);
    expect(factory).toHaveBeenLastCalledWith(config, 't');
    signedIn.publicChannels['order.uuid-3']!.events['.order.status_update']!({ status: 'preparing' });
    expect(callback).toHaveBeenCalledWith({ status: 'preparing' });
    expect(Object.keys(signedIn.channels)).toEqual(['App.Models.User.9']);
    unsubscribe();
    stop();
    info.mockRestore();
  });

  it('after a dropped connection comes back, refetches orders and notifications and tells the window', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    localStorage.setItem('token', 't');
    const fake = fakeRealtimeClient();
    const stop = startRealtimeBridge(jest.fn(async () => fake.client), { dispatch });
    await flush();
    await flush();
    const reconnected = jest.fn();
    window.addEventListener('realtime-reconnected', reconnected);

    fake.setState('connecting', 'connected'); // first connection: nothing to catch up on
    expect(dispatch).not.toHaveBeenCalled();
    fake.setState('connected', 'unavailable');
    fake.setState('unavailable', 'connecting');
    fake.setState('connecting', 'connected');

    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith(baseApi.util.invalidateTags(['Order', 'Notification']));
    expect(reconnected).toHaveBeenCalledTimes(1);
    window.removeEventListener('realtime-reconnected', reconnected);
    stop();
    info.mockRestore();
  });

  /**
   * A real store with the bridge started and an order followed on its tracking page (mf-storefront injects that
   * endpoint; its tags are the same), fetched once. `trackCalls()` counts the tracking fetches so far.
   */
  async function startWithTrackedOrder() {
    const store = createAppStore();
    let calls = 0;
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/orders/track/')) {
        calls += 1;
        return jsonResponse({ data: { id: 1, public_id: 'p', status: 'pending' } });
      }
      return jsonResponse(config);
    });
    const fake = fakeRealtimeClient();
    const stopBridge = startRealtimeBridge(jest.fn(async () => fake.client), { dispatch: store.dispatch });
    const tracking = baseApi.injectEndpoints({
      endpoints: (build) => ({
        trackedOrderForTest: build.query<Order, string>({
          query: (publicId) => `/orders/track/${publicId}`,
          providesTags: [{ type: 'Order', id: 'TRACK' }],
        }),
      }),
      overrideExisting: true,
    });
    const subscription = store.dispatch(tracking.endpoints.trackedOrderForTest.initiate('p'));
    await waitFor(() => expect(calls).toBe(1));
    const stop = () => {
      subscription.unsubscribe();
      stopBridge();
    };
    return { fake, trackCalls: () => calls, stop };
  }

  it('the reconnect invalidation makes an open order query refetch', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    localStorage.setItem('token', 't');
    const { fake, trackCalls, stop } = await startWithTrackedOrder();
    fake.setState('connecting', 'connected');
    fake.setState('connected', 'connecting');
    fake.setState('connecting', 'connected');
    await waitFor(() => expect(trackCalls()).toBe(2));
    stop();
    info.mockRestore();
  });

  describe('catch-up after a reconnect, once the channels are subscribed again', () => {
    const signInStaff = () => {
      localStorage.setItem('token', 't');
      localStorage.setItem('user_id', '5');
      localStorage.setItem('user', JSON.stringify({ id: 5, role: 'store_owner', store_id: 7, branch_id: null }));
    };
    let info: jest.SpyInstance;
    let reconnected: jest.Mock;
    beforeEach(() => {
      info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
      reconnected = jest.fn();
      window.addEventListener('realtime-reconnected', reconnected);
    });
    afterEach(() => {
      window.removeEventListener('realtime-reconnected', reconnected);
      info.mockRestore();
    });

    it('waits for every private channel to be resubscribed, not only for the socket to be connected', async () => {
      signInStaff();
      const fake = fakeRealtimeClient();
      const stop = startRealtimeBridge(jest.fn(async () => fake.client), { dispatch });
      await flush();
      await flush();

      // First connect and subscriptions: nothing was missed.
      fake.setState('connecting', 'connected');
      fake.succeedAll();
      expect(dispatch).not.toHaveBeenCalled();
      expect(reconnected).not.toHaveBeenCalled();

      // The socket is back; pusher-js re-authorises and resubscribes the channels now.
      fake.reconnect();
      expect(dispatch).not.toHaveBeenCalled();
      expect(reconnected).not.toHaveBeenCalled();
      fake.channels['App.Models.User.5']!.succeed();
      expect(dispatch).not.toHaveBeenCalled();
      fake.channels['store.7']!.succeed();
      expect(dispatch).toHaveBeenCalledTimes(1);
      expect(dispatch).toHaveBeenCalledWith(baseApi.util.invalidateTags(['Order', 'Notification']));
      expect(reconnected).toHaveBeenCalledTimes(1);

      // Once per reconnect: a repeated answer does not catch up again; the next reconnect does, once.
      fake.succeedAll();
      expect(dispatch).toHaveBeenCalledTimes(1);
      fake.reconnect();
      fake.succeedAll();
      fake.succeedAll();
      expect(dispatch).toHaveBeenCalledTimes(2);
      expect(reconnected).toHaveBeenCalledTimes(2);
      stop();
    });

    it('the refetch starts only after the store channel is subscribed again', async () => {
      signInStaff();
      const { fake, trackCalls, stop } = await startWithTrackedOrder();
      fake.setState('connecting', 'connected');
      fake.succeedAll();
      fake.reconnect();
      await flush();
      await flush();
      expect(trackCalls()).toBe(1); // an order published now would be neither refetched nor received
      fake.succeedAll();
      await waitFor(() => expect(trackCalls()).toBe(2));
      stop();
    });

    it("a guest's connection waits for its public channels", async () => {
      const fake = fakeRealtimeClient();
      const stop = startRealtimeBridge(jest.fn(async () => fake.client), { dispatch });
      const unsubscribe = subscribePublicChannel('order.uuid-9', 'order.status_update', jest.fn());
      await flush();
      await flush();
      fake.setState('connecting', 'connected');
      fake.succeedAll();
      fake.reconnect();
      expect(reconnected).not.toHaveBeenCalled();
      fake.publicChannels['order.uuid-9']!.succeed();
      expect(reconnected).toHaveBeenCalledTimes(1);
      unsubscribe();
      stop();
    });

    it('a channel refused on resubscription does not hold the catch-up back', async () => {
      signInStaff();
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const fake = fakeRealtimeClient();
      const stop = startRealtimeBridge(jest.fn(async () => fake.client), { dispatch });
      await flush();
      await flush();
      fake.setState('connecting', 'connected');
      fake.succeedAll();
      fake.reconnect();
      fake.channels['App.Models.User.5']!.succeed();
      fake.channels['store.7']!.fail({ type: 'AuthError', status: 403 });
      expect(reconnected).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith('Erro ao se inscrever no canal da loja', { type: 'AuthError', status: 403 });
      stop();
      error.mockRestore();
    });

    it('a replaced connection (login) no longer catches up; the new one does not on its first connect', async () => {
      const guest = fakeRealtimeClient();
      const signedIn = fakeRealtimeClient();
      const factory = jest.fn().mockResolvedValueOnce(guest.client).mockResolvedValueOnce(signedIn.client);
      const unsubscribe = subscribePublicChannel('order.uuid-8', 'order.status_update', jest.fn());
      const stop = startRealtimeBridge(factory, { dispatch });
      await flush();
      await flush();
      guest.setState('connecting', 'connected');
      guest.succeedAll();

      signInStaff();
      window.dispatchEvent(new CustomEvent('user-authenticated', { detail: { userId: 5 } }));
      await flush();
      await flush();
      guest.reconnect();
      guest.succeedAll();
      signedIn.setState('connecting', 'connected');
      signedIn.succeedAll();
      expect(reconnected).not.toHaveBeenCalled();
      expect(dispatch).not.toHaveBeenCalled();

      signedIn.reconnect();
      signedIn.succeedAll();
      expect(reconnected).toHaveBeenCalledTimes(1);
      unsubscribe();
      stop();
    });
  });

  it('a bridge stopped while the page was still loading never connects', async () => {
    localStorage.setItem('token', 't');
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const factory = jest.fn(async () => fakeRealtimeClient().client);
    const stop = startRealtimeBridge(factory, { dispatch });
    stop();
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await flush();
    await flush();
    expect(factory).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
