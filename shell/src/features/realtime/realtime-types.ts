export type RealtimeConfig = {
  key: string;
  cluster: string;
  wsHost: string | null;
  wsPort: number | null;
  forceTLS: boolean;
};

export type RealtimeChannel = {
  listen(event: string, callback: (payload: unknown) => void): RealtimeChannel;
  notification(callback: (payload: unknown) => void): RealtimeChannel;
  error(callback: (error: unknown) => void): RealtimeChannel;
};

/** What the bridge needs of laravel-echo (a fake in unit tests). */
export type RealtimeClient = {
  private(channel: string): RealtimeChannel;
  disconnect(): void;
};

export type RealtimeClientFactory = (config: RealtimeConfig, token: string | null) => Promise<RealtimeClient>;
