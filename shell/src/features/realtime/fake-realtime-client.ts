import type { ConnectionStateChange, RealtimeChannel, RealtimeClient } from './realtime-types';

/** What a fake channel was given, and the server's answers to its subscription. */
export type FakeChannel = {
  events: Record<string, (payload: unknown) => void>;
  stopped: string[];
  notification?: (payload: unknown) => void;
  errorCallbacks: Array<(error: unknown) => void>;
  subscribedCallbacks: Array<() => void>;
  /** `pusher_internal:subscription_succeeded` for this channel (pusher-js emits `pusher:subscription_succeeded`). */
  succeed(): void;
  /** `pusher:subscription_error` for this channel. */
  fail(error: unknown): void;
};

/**
 * laravel-echo as the bridge sees it (RealtimeClient), for unit tests: records the channels joined and
 * their listeners, and lets a test play the connection's states and the channels' subscription answers.
 */
export function fakeRealtimeClient() {
  const channels: Record<string, FakeChannel> = {};
  const publicChannels: Record<string, FakeChannel> = {};
  const left: string[] = [];
  const stateListeners: Array<(change: ConnectionStateChange) => void> = [];
  const channelOf = (registry: Record<string, FakeChannel>, name: string) => {
    const handlers: FakeChannel = (registry[name] ??= {
      events: {},
      stopped: [],
      errorCallbacks: [],
      subscribedCallbacks: [],
      succeed: () => handlers.subscribedCallbacks.forEach((callback) => callback()),
      fail: (error) => handlers.errorCallbacks.forEach((callback) => callback(error)),
    });
    const channel: RealtimeChannel = {
      listen: (event, cb) => ((handlers.events[event] = cb), channel),
      stopListening: (event) => (delete handlers.events[event], handlers.stopped.push(event), channel),
      notification: (cb) => ((handlers.notification = cb), channel),
      error: (cb) => (handlers.errorCallbacks.push(cb), channel),
      subscribed: (cb) => (handlers.subscribedCallbacks.push(cb), channel),
    };
    return channel;
  };
  const client: RealtimeClient & { disconnected: number } = {
    disconnected: 0,
    private: (name) => channelOf(channels, name),
    channel: (name) => channelOf(publicChannels, name),
    leaveChannel: (name) => {
      left.push(name);
    },
    onConnectionStateChange: (cb) => {
      stateListeners.push(cb);
    },
    disconnect() {
      this.disconnected += 1;
    },
  };
  const setState = (previous: string, current: string) => stateListeners.forEach((listener) => listener({ previous, current }));
  /** Every channel joined so far answers its subscription (pusher-js's subscribeAll after a connect). */
  const succeedAll = () => [...Object.values(channels), ...Object.values(publicChannels)].forEach((channel) => channel.succeed());
  /** The socket drops and pusher-js reconnects: `connected` comes before any resubscription. */
  const reconnect = () => {
    setState('connected', 'connecting');
    setState('connecting', 'connected');
  };
  return { client, channels, publicChannels, left, setState, succeedAll, reconnect };
}
