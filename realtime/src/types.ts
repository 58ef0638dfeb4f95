export type AppConfig = { id: string; key: string; secret: string };

export type Logger = {
  info: (message: string, meta?: Record<string, unknown>) => void;
  warn: (message: string, meta?: Record<string, unknown>) => void;
  error: (message: string, meta?: Record<string, unknown>) => void;
};

export type RealtimeOptions = {
  apps: AppConfig[];
  redisUrl?: string;
  /** Redis pub/sub channel shared by the nodes of one deployment (default `comanda:realtime:events`); also namespaces the presence keys. */
  redisChannel?: string;
  /**
   * With Redis: how long a node's presence members outlive it when it dies without a graceful shutdown
   * (its heartbeat key's TTL; heartbeats and sweeps run every third of it). Default 15 000 ms.
   */
  presenceNodeTtlMs?: number;
  /** Seconds, sent to clients in the handshake; the server pings a socket idle for this long. */
  activityTimeout?: number;
  /** How long the server waits for any frame after its own `pusher:ping` before closing with 4201. */
  pongTimeoutMs?: number;
  /** Client events allowed per connection per second. */
  clientEventsPerSecond?: number;
  logger?: Logger;
};

/** One event ready to send: `frame` is the serialised Pusher message, built once per channel. */
export type Delivery = { appId: string; channel: string; frame: string; excludeSocketId?: string };

export type RealtimeStats = {
  nodeId: string;
  connections: number;
  channels: number;
  published: number;
  delivered: number;
  redis: 'disabled' | 'connecting' | 'ready' | 'down';
};
