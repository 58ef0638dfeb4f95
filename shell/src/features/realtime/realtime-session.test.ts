import { fakeRealtimeClient } from './fake-realtime-client';
import { RealtimeSession } from './realtime-session';

describe('RealtimeSession', () => {
  it("runs `reconnected` after a reconnect once the channels joined through it are subscribed again", () => {
    const fake = fakeRealtimeClient();
    const reconnected = jest.fn();
    const session = new RealtimeSession(fake.client, reconnected);
    session.client.private('store.7');
    session.client.channel('order.p1');
    fake.setState('connecting', 'connected');
    fake.succeedAll();
    expect(reconnected).not.toHaveBeenCalled();

    fake.reconnect();
    fake.channels['store.7']!.succeed();
    expect(reconnected).not.toHaveBeenCalled();
    fake.publicChannels['order.p1']!.succeed();
    expect(reconnected).toHaveBeenCalledTimes(1);
    session.end();
  });

  it('end disconnects the client, and its late reconnect does nothing', () => {
    const fake = fakeRealtimeClient();
    const reconnected = jest.fn();
    const session = new RealtimeSession(fake.client, reconnected);
    session.client.private('store.7');
    fake.setState('connecting', 'connected');
    session.end();
    expect(fake.client.disconnected).toBe(1);
    fake.reconnect();
    fake.succeedAll();
    expect(reconnected).not.toHaveBeenCalled();
  });
});
