import { onRealtimeReconnected, registerPublicChannelProvider, REALTIME_RECONNECTED_EVENT, subscribePublicChannel } from './public-channels';

type Listener = { channel: string; event: string; callback: (payload: unknown) => void };

/** A provider that records what is listened to, like the shell bridge over Echo. */
function fakeProvider() {
  const listening: Listener[] = [];
  const provider = jest.fn((channel: string, event: string, callback: (payload: unknown) => void) => {
    const listener = { channel, event, callback };
    listening.push(listener);
    return () => {
      listening.splice(listening.indexOf(listener), 1);
    };
  });
  const emit = (channel: string, event: string, payload: unknown) =>
    listening.filter((l) => l.channel === channel && l.event === event).forEach((l) => l.callback(payload));
  return { provider, listening, emit };
}

describe('public channel registry', () => {
  it('queues subscriptions made before the bridge is ready and attaches them when it registers', () => {
    const received: unknown[] = [];
    const unsubscribe = subscribePublicChannel('order.abc', 'order.status_update', (payload) => received.push(payload));
    const bridge = fakeProvider();
    const unregister = registerPublicChannelProvider(bridge.provider);

    expect(bridge.provider).toHaveBeenCalledWith('order.abc', 'order.status_update', expect.any(Function));
    bridge.emit('order.abc', 'order.status_update', { status: 'confirmed' });
    expect(received).toEqual([{ status: 'confirmed' }]);

    unsubscribe();
    unsubscribe();
    expect(bridge.listening).toHaveLength(0);
    unregister();
  });

  it('attaches at once when the bridge is already there, and stops on unsubscribe', () => {
    const bridge = fakeProvider();
    const unregister = registerPublicChannelProvider(bridge.provider);
    const callback = jest.fn();
    const unsubscribe = subscribePublicChannel('order.x', 'order.status_update', callback);
    bridge.emit('order.x', 'order.status_update', 1);
    unsubscribe();
    bridge.emit('order.x', 'order.status_update', 2);
    expect(callback).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('moves subscriptions to a new bridge connection (restart after login) and re-queues them when it goes away', () => {
    const callback = jest.fn();
    const unsubscribe = subscribePublicChannel('order.y', 'order.status_update', callback);
    const first = fakeProvider();
    const second = fakeProvider();
    registerPublicChannelProvider(first.provider);
    const unregisterSecond = registerPublicChannelProvider(second.provider);
    expect(first.listening).toHaveLength(0);
    expect(second.listening).toHaveLength(1);

    unregisterSecond();
    expect(second.listening).toHaveLength(0);
    const third = fakeProvider();
    const unregisterThird = registerPublicChannelProvider(third.provider);
    third.emit('order.y', 'order.status_update', 'again');
    expect(callback).toHaveBeenCalledWith('again');
    unsubscribe();
    unregisterThird();
  });

  it('an old unregister does not remove a newer bridge', () => {
    const first = fakeProvider();
    const second = fakeProvider();
    const unregisterFirst = registerPublicChannelProvider(first.provider);
    const unregisterSecond = registerPublicChannelProvider(second.provider);
    unregisterFirst();
    const callback = jest.fn();
    const unsubscribe = subscribePublicChannel('order.z', 'order.status_update', callback);
    expect(second.listening).toHaveLength(1);
    unsubscribe();
    unregisterSecond();
  });

  it('keeps other subscriptions alive when the provider throws for one', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const unregister = registerPublicChannelProvider((channel) => {
      if (channel === 'bad') throw new Error('boom');
      return () => undefined;
    });
    const stop = subscribePublicChannel('bad', 'e', jest.fn());
    expect(error).toHaveBeenCalledWith('[Tempo real] Falha ao assinar o canal público', 'bad', expect.any(Error));
    stop();
    unregister();
    error.mockRestore();
  });

  it('onRealtimeReconnected listens to the window event', () => {
    const listener = jest.fn();
    const remove = onRealtimeReconnected(listener);
    window.dispatchEvent(new Event(REALTIME_RECONNECTED_EVENT));
    remove();
    window.dispatchEvent(new Event(REALTIME_RECONNECTED_EVENT));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
