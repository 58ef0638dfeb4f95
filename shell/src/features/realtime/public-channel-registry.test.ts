import { subscribePublicChannel } from '@comanda/shared/state';
import { fakeRealtimeClient } from './fake-realtime-client';
import { PublicChannelRegistry, type PublicChannelHost } from './public-channel-registry';
import type { RealtimeClient } from './realtime-types';

function host(client: RealtimeClient | null = null, guest = false) {
  const state = { client, guest };
  const h = {
    state,
    client: () => state.client,
    isGuest: () => state.guest,
    connectionWanted: jest.fn(),
    closeIdleConnection: jest.fn(),
  };
  return h satisfies PublicChannelHost;
}

describe('PublicChannelRegistry', () => {
  it('attaches subscriptions, earlier ones included, to the current client', () => {
    const fake = fakeRealtimeClient();
    const h = host(fake.client);
    const early = jest.fn();
    const stopEarly = subscribePublicChannel('order.p1', 'order.status_update', early);
    const registry = new PublicChannelRegistry(h);
    registry.open();
    const late = jest.fn();
    const stopLate = subscribePublicChannel('order.p2', 'order.updated', late);
    fake.publicChannels['order.p1']!.events['.order.status_update']!({ status: 'ready' });
    fake.publicChannels['order.p2']!.events['.order.updated']!({ order: {} });
    expect(early).toHaveBeenCalledWith({ status: 'ready' });
    expect(late).toHaveBeenCalledWith({ order: {} });
    expect(registry.isEmpty).toBe(false);
    expect(h.connectionWanted).not.toHaveBeenCalled();
    stopEarly();
    stopLate();
    expect(fake.left).toEqual(['order.p1', 'order.p2']);
    expect(registry.isEmpty).toBe(true);
    registry.close();
  });

  it('asks for a connection when there is no client, and attaches everything to the new one', () => {
    const h = host(null);
    const registry = new PublicChannelRegistry(h);
    registry.open();
    const callback = jest.fn();
    const stop = subscribePublicChannel('order.p1', 'order.status_update', callback);
    expect(h.connectionWanted).toHaveBeenCalledTimes(1);

    const fake = fakeRealtimeClient();
    registry.connectionReplaced();
    registry.attachAll(fake.client);
    fake.publicChannels['order.p1']!.events['.order.status_update']!({ status: 'ready' });
    expect(callback).toHaveBeenCalledWith({ status: 'ready' });
    stop();
    registry.close();
  });

  it("closes a guest's idle connection after the delay; a new subscription in time keeps it", () => {
    jest.useFakeTimers();
    try {
      const fake = fakeRealtimeClient();
      const h = host(fake.client, true);
      const registry = new PublicChannelRegistry(h, 100);
      registry.open();
      subscribePublicChannel('order.p1', 'order.status_update', jest.fn())();
      jest.advanceTimersByTime(99);
      const again = subscribePublicChannel('order.p1', 'order.status_update', jest.fn());
      jest.advanceTimersByTime(1_000);
      expect(h.closeIdleConnection).not.toHaveBeenCalled();
      again();
      jest.advanceTimersByTime(100);
      expect(h.closeIdleConnection).toHaveBeenCalledTimes(1);
      registry.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it("never closes a signed-in connection, and close cancels a pending guest close", () => {
    jest.useFakeTimers();
    try {
      const fake = fakeRealtimeClient();
      const signedIn = host(fake.client, false);
      const registry = new PublicChannelRegistry(signedIn, 100);
      registry.open();
      subscribePublicChannel('order.p1', 'order.status_update', jest.fn())();
      jest.advanceTimersByTime(1_000);
      expect(signedIn.closeIdleConnection).not.toHaveBeenCalled();
      registry.close();

      const guest = host(fakeRealtimeClient().client, true);
      const guestRegistry = new PublicChannelRegistry(guest, 100);
      guestRegistry.open();
      subscribePublicChannel('order.p1', 'order.status_update', jest.fn())();
      guestRegistry.close();
      jest.advanceTimersByTime(1_000);
      expect(guest.closeIdleConnection).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('after close, subscriptions no longer reach it', () => {
    const fake = fakeRealtimeClient();
    const h = host(fake.client);
    const registry = new PublicChannelRegistry(h);
    registry.open();
    registry.close();
    const stop = subscribePublicChannel('order.p1', 'order.status_update', jest.fn());
    expect(fake.publicChannels['order.p1']).toBeUndefined();
    stop();
  });
});
