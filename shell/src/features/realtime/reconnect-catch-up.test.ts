import { baseApi } from '@comanda/shared/state';
import { CATCH_UP_FALLBACK_MS, ReconnectCatchUp, refreshAfterReconnect, type Resubscriptions } from './reconnect-catch-up';

/** Channels that settle when the test says so. */
function fakeChannels(count: number) {
  let pending = 0;
  const channels: Resubscriptions & { settleOne(): void; expected: number } = {
    expected: 0,
    expectResubscription() {
      channels.expected += 1;
      pending = count;
    },
    get allSettled() {
      return pending === 0;
    },
    settleOne() {
      pending = Math.max(0, pending - 1);
    },
  };
  return channels;
}

describe('ReconnectCatchUp', () => {
  it('does not catch up on the first connect', () => {
    const catchUp = jest.fn();
    const watcher = new ReconnectCatchUp(fakeChannels(1), catchUp);
    watcher.connectionStateChanged('connecting');
    watcher.connectionStateChanged('unavailable'); // a first connect that takes a while is still the first
    watcher.connectionStateChanged('connecting');
    watcher.connectionStateChanged('connected');
    watcher.channelSettled();
    expect(catchUp).not.toHaveBeenCalled();
  });

  it('after a reconnect, catches up only once every channel is subscribed again, and once', () => {
    const catchUp = jest.fn();
    const channels = fakeChannels(2);
    const watcher = new ReconnectCatchUp(channels, catchUp);
    watcher.connectionStateChanged('connected');
    watcher.connectionStateChanged('connecting');
    expect(channels.expected).toBe(1);
    watcher.connectionStateChanged('connected');
    expect(catchUp).not.toHaveBeenCalled(); // connected, the channels are not subscribed yet

    channels.settleOne();
    watcher.channelSettled();
    expect(catchUp).not.toHaveBeenCalled();
    channels.settleOne();
    watcher.channelSettled();
    expect(catchUp).toHaveBeenCalledTimes(1);
    watcher.channelSettled();
    expect(catchUp).toHaveBeenCalledTimes(1);

    // The next reconnect catches up again, once.
    watcher.connectionStateChanged('unavailable');
    watcher.connectionStateChanged('connecting');
    watcher.connectionStateChanged('connected');
    channels.settleOne();
    channels.settleOne();
    watcher.channelSettled();
    watcher.channelSettled();
    expect(catchUp).toHaveBeenCalledTimes(2);
  });

  it('a connection without channels catches up as soon as it is connected again', () => {
    const catchUp = jest.fn();
    const watcher = new ReconnectCatchUp(fakeChannels(0), catchUp);
    watcher.connectionStateChanged('connected');
    watcher.connectionStateChanged('connecting');
    expect(catchUp).not.toHaveBeenCalled();
    watcher.connectionStateChanged('connected');
    expect(catchUp).toHaveBeenCalledTimes(1);
  });

  it('a drop during the resubscription waits for the next one: one catch-up', () => {
    const catchUp = jest.fn();
    const channels = fakeChannels(1);
    const watcher = new ReconnectCatchUp(channels, catchUp);
    watcher.connectionStateChanged('connected');
    watcher.connectionStateChanged('connecting');
    watcher.connectionStateChanged('connected');
    watcher.connectionStateChanged('connecting');
    expect(channels.expected).toBe(2);
    watcher.channelSettled(); // not connected: nothing to finish
    watcher.connectionStateChanged('connected');
    channels.settleOne();
    watcher.channelSettled();
    expect(catchUp).toHaveBeenCalledTimes(1);
  });

  it('catches up anyway when the channels do not answer in time, once', () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const catchUp = jest.fn();
      const channels = fakeChannels(1);
      const watcher = new ReconnectCatchUp(channels, catchUp);
      watcher.connectionStateChanged('connected');
      watcher.connectionStateChanged('connecting');
      jest.advanceTimersByTime(CATCH_UP_FALLBACK_MS * 2); // offline: nothing to catch up yet
      expect(catchUp).not.toHaveBeenCalled();
      watcher.connectionStateChanged('connected');
      jest.advanceTimersByTime(CATCH_UP_FALLBACK_MS - 1);
      expect(catchUp).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(catchUp).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalled();
      channels.settleOne();
      watcher.channelSettled();
      expect(catchUp).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
      jest.useRealTimers();
    }
  });

  it('a stopped watcher (its client replaced or closed) never catches up', () => {
    jest.useFakeTimers();
    try {
      const catchUp = jest.fn();
      const channels = fakeChannels(1);
      const watcher = new ReconnectCatchUp(channels, catchUp);
      watcher.connectionStateChanged('connected');
      watcher.connectionStateChanged('connecting');
      watcher.connectionStateChanged('connected');
      watcher.stop();
      channels.settleOne();
      watcher.channelSettled();
      jest.advanceTimersByTime(CATCH_UP_FALLBACK_MS);
      watcher.connectionStateChanged('connecting');
      watcher.connectionStateChanged('connected');
      expect(catchUp).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('refreshAfterReconnect', () => {
  it('invalidates the order and notification queries and dispatches realtime-reconnected', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const dispatch = jest.fn();
    const reconnected = jest.fn();
    window.addEventListener('realtime-reconnected', reconnected);
    refreshAfterReconnect(dispatch);
    expect(dispatch).toHaveBeenCalledWith(baseApi.util.invalidateTags(['Order', 'Notification']));
    expect(reconnected).toHaveBeenCalledTimes(1);
    window.removeEventListener('realtime-reconnected', reconnected);
    info.mockRestore();
  });
});
