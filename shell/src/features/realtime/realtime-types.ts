export type RealtimeConfig = {
  key: string;
  cluster: string;
  wsHost: string | null;
  wsPort: number | null;
  forceTLS: boolean;
};

export type RealtimeChannel = {
  listen(event: string, callback: (payload: unknown) => void): RealtimeChannel;
  stopListening(event: string, callback?: (payload: unknown) => void): RealtimeChannel;
  notification(callback: (payload: unknown) => void): RealtimeChannel;
  error(callback: (error: unknown) => void): RealtimeChannel;
  /**
   * Runs at every `pusher:subscription_succeeded` of the channel: its first subscription and each
   * resubscription after a reconnect (pusher-js re-authorises and resubscribes every channel).
   */
  subscribed(callback: () => void): RealtimeChannel;
};

/** pusher-js connection states: initialized, connecting, connected, unavailable, failed, disconnected. */
export type ConnectionStateChange = { previous: string; current: string };

/** What the bridge needs of laravel-echo (a fake in unit tests). */
export type RealtimeClient = {
  private(channel: string): RealtimeChannel;
  /** A public channel (no authorisation: works for guests). */
  channel(channel: string): RealtimeChannel;
  leaveChannel(channel: string): void;
  onConnectionStateChange(callback: (change: ConnectionStateChange) => void): void;
  disconnect(): void;
};

export type RealtimeClientFactory = (config: RealtimeConfig, token: string | null) => Promise<RealtimeClient>;
