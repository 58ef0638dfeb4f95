import { PublicListeners } from './public-listeners';
import type { RealtimeChannel, RealtimeClient } from './realtime-types';

function fakeClient() {
  const listening: Record<string, Array<(payload: unknown) => void>> = {};
  const left: string[] = [];
  const channel = (name: string): RealtimeChannel => {
    const self: RealtimeChannel = {
      listen: (event, cb) => ((listening[`${name}${event}`] ??= []).push(cb), self),
      stopListening: (event, cb) => ((listening[`${name}${event}`] = (listening[`${name}${event}`] ?? []).filter((other) => other !== cb)), self),
      notification: () => self,
      error: () => self,
      subscribed: () => self,
    };
    return self;
  };
  const client: RealtimeClient = {
    private: channel,
    channel,
    leaveChannel: (name) => void left.push(name),
    onConnectionStateChange: () => undefined,
    disconnect: () => undefined,
  };
  const deliver = (key: string, payload: unknown) => (listening[key] ?? []).forEach((cb) => cb(payload));
  return { client, listening, left, deliver };
}

describe('PublicListeners', () => {
  it('listens to the dotted event and leaves a channel only when its last attached listener is removed', () => {
    const listeners = new PublicListeners();
    const fake = fakeClient();
    const first = jest.fn();
    const a = listeners.add('order.1', 'order.status_update', first);
    const b = listeners.add('order.1', 'order.status_update', jest.fn());
    const c = listeners.add('order.2', 'order.status_update', jest.fn());
    expect(listeners.isEmpty).toBe(false);
    listeners.attachAll(fake.client);
    fake.deliver('order.1.order.status_update', { status: 'ready' });
    expect(first).toHaveBeenCalledWith({ status: 'ready' });

    listeners.remove(a);
    expect(fake.left).toEqual([]);
    expect(fake.listening['order.1.order.status_update']).toHaveLength(1);
    listeners.remove(b);
    listeners.remove(c);
    expect(fake.left).toEqual(['order.1', 'order.2']);
    expect(listeners.isEmpty).toBe(true);
  });

  it('after detachAll (the client disconnected as a whole), a removal stops nothing on it', () => {
    const listeners = new PublicListeners();
    const old = fakeClient();
    const listener = listeners.add('order.1', 'order.status_update', jest.fn());
    listeners.attach(listener, old.client);
    listeners.detachAll();
    listeners.remove(listener);
    expect(old.left).toEqual([]);
    expect(old.listening['order.1.order.status_update']).toHaveLength(1);
  });

  it('a listener that is not attached does not keep its channel joined', () => {
    const listeners = new PublicListeners();
    const fake = fakeClient();
    const attached = listeners.add('order.1', 'order.status_update', jest.fn());
    listeners.attach(attached, fake.client);
    listeners.add('order.1', 'order.status_update', jest.fn());
    listeners.remove(attached);
    expect(fake.left).toEqual(['order.1']);
  });
});
