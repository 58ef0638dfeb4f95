import { ChannelSubscriptions } from './channel-subscriptions';
import { fakeRealtimeClient } from './fake-realtime-client';

describe('ChannelSubscriptions', () => {
  it('passes channels through to the real client and is settled once each is subscribed', () => {
    const fake = fakeRealtimeClient();
    const settled = jest.fn();
    const subscriptions = new ChannelSubscriptions(fake.client, settled);
    expect(subscriptions.allSettled).toBe(true); // nothing joined, nothing to wait for

    const listener = jest.fn();
    subscriptions.client.private('store.7').listen('.order.new', listener);
    subscriptions.client.channel('store.7');
    fake.channels['store.7']!.events['.order.new']!({ id: 1 });
    expect(listener).toHaveBeenCalledWith({ id: 1 });
    expect(subscriptions.allSettled).toBe(false);

    // The private and the public store.7 are two channels: one subscribed is not enough.
    fake.channels['store.7']!.succeed();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(subscriptions.allSettled).toBe(false);
    fake.publicChannels['store.7']!.succeed();
    expect(subscriptions.allSettled).toBe(true);
    expect(settled).toHaveBeenCalledTimes(2);
  });

  it('counts a refused subscription as settled', () => {
    const fake = fakeRealtimeClient();
    const subscriptions = new ChannelSubscriptions(fake.client, jest.fn());
    subscriptions.client.private('App.Models.User.5');
    fake.channels['App.Models.User.5']!.fail({ type: 'AuthError', status: 403 });
    expect(subscriptions.allSettled).toBe(true);
  });

  it('after a drop, waits for every channel to be subscribed again', () => {
    const fake = fakeRealtimeClient();
    const settled = jest.fn();
    const subscriptions = new ChannelSubscriptions(fake.client, settled);
    subscriptions.client.private('store.7');
    subscriptions.client.channel('order.p1');
    fake.succeedAll();
    expect(subscriptions.allSettled).toBe(true);

    subscriptions.expectResubscription();
    expect(subscriptions.allSettled).toBe(false);
    fake.channels['store.7']!.succeed();
    fake.channels['store.7']!.succeed(); // a repeated answer counts once
    expect(subscriptions.allSettled).toBe(false);
    expect(settled).toHaveBeenCalledTimes(3);
    fake.publicChannels['order.p1']!.succeed();
    expect(subscriptions.allSettled).toBe(true);
  });

  it('watches a channel joined twice once, and forgets a left one', () => {
    const fake = fakeRealtimeClient();
    const settled = jest.fn();
    const subscriptions = new ChannelSubscriptions(fake.client, settled);
    subscriptions.client.channel('order.p1');
    subscriptions.client.channel('order.p1');
    expect(fake.publicChannels['order.p1']!.subscribedCallbacks).toHaveLength(1);

    // Left before its subscription answered: nothing is waited for any more.
    subscriptions.client.leaveChannel('order.p1');
    expect(fake.left).toEqual(['order.p1']);
    expect(subscriptions.allSettled).toBe(true);
    expect(settled).toHaveBeenCalledTimes(1);

    // Joined again: the old subscription's late answer does not settle the new one.
    subscriptions.client.channel('order.p1');
    fake.publicChannels['order.p1']!.subscribedCallbacks[0]!();
    expect(subscriptions.allSettled).toBe(false);
    fake.publicChannels['order.p1']!.subscribedCallbacks[1]!();
    expect(subscriptions.allSettled).toBe(true);
  });

  it('leaving a private channel uses its laravel-echo name', () => {
    const fake = fakeRealtimeClient();
    const subscriptions = new ChannelSubscriptions(fake.client, jest.fn());
    subscriptions.client.private('store.7');
    subscriptions.client.leaveChannel('private-store.7');
    expect(fake.left).toEqual(['private-store.7']);
    expect(subscriptions.allSettled).toBe(true);
  });

  it('passes connection states and disconnect through', () => {
    const fake = fakeRealtimeClient();
    const subscriptions = new ChannelSubscriptions(fake.client, jest.fn());
    const states = jest.fn();
    subscriptions.client.onConnectionStateChange(states);
    fake.setState('connecting', 'connected');
    expect(states).toHaveBeenCalledWith({ previous: 'connecting', current: 'connected' });
    subscriptions.client.disconnect();
    expect(fake.client.disconnected).toBe(1);
  });
});
