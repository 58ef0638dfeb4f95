import type { WebSocket } from 'ws';
import type { ChannelRegistry, Subscriber } from './channel-registry';
import { channelKind, isValidChannelName } from './channel-name';
import { channelAuth, safeEqual } from './crypto';
import { encodeData, errorFrame, frame } from './frames';
import type { PresenceSnapshot, PresenceStore } from './presence-store';
import type { AppConfig, Logger } from './types';

export type ConnectionContext = {
  app: AppConfig;
  registry: ChannelRegistry;
  presence: PresenceStore;
  clientEventsPerSecond: number;
  /** Delivers a frame to a channel on every node (local subscribers included). */
  publishFrame: (channel: string, frame: string, excludeSocketId?: string) => void;
  logger: Logger;
};

type Subscription = { userId?: string };

const MAX_CLIENT_EVENT_BYTES = 10 * 1024;
// A client that cannot keep up is disconnected (4100 → pusher-js reconnects after a backoff).
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const CLOSE_GRACE_MS = 2_000;

export class Connection implements Subscriber {
  readonly subscriptions = new Map<string, Subscription>();
  lastActivity = Date.now();
  private pingSentAt: number | undefined;
  private rateWindowStart = 0;
  private rateCount = 0;
  // Presence joins and leaves of this socket run one after the other, in the order they were asked.
  private presenceQueue: Promise<void> = Promise.resolve();

  constructor(
    readonly socketId: string,
    private readonly ws: WebSocket,
    private readonly ctx: ConnectionContext,
  ) {}

  send(data: string): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(4100, 'Over capacity: client too slow');
      return;
    }
    this.ws.send(data);
  }

  close(code: number, reason: string): void {
    if (this.ws.readyState === this.ws.CLOSED) return;
    this.ws.close(code, reason);
    // A dead peer never answers the close frame; do not wait ws's 30 s default.
    setTimeout(() => this.ws.terminate(), CLOSE_GRACE_MS).unref();
  }

  onClosed(callback: () => void): void {
    if (this.ws.readyState === this.ws.CLOSED) callback();
    else this.ws.once('close', callback);
  }

  touch(): void {
    this.lastActivity = Date.now();
    this.pingSentAt = undefined;
  }

  /** Called by the server's sweep timer. */
  checkActivity(now: number, activityMs: number, pongMs: number): void {
    if (this.pingSentAt !== undefined) {
      if (now - this.pingSentAt >= pongMs) this.close(4201, 'Pong reply not received');
      return;
    }
    if (now - this.lastActivity >= activityMs) {
      this.pingSentAt = now;
      this.send(frame('pusher:ping', {}));
    }
  }

  handleMessage(raw: string): void {
    this.touch();
    let message: { event?: unknown; channel?: unknown; data?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      this.send(errorFrame(null, 'Invalid JSON'));
      return;
    }
    if (typeof message !== 'object' || message === null || typeof message.event !== 'string') {
      this.send(errorFrame(null, 'Invalid message'));
      return;
    }
    const data = parseData(message.data);
    switch (message.event) {
      case 'pusher:ping':
        this.send(frame('pusher:pong', {}));
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(data);
        return;
      case 'pusher:unsubscribe':
        if (typeof data.channel === 'string') this.unsubscribe(data.channel);
        return;
      default:
        if (message.event.startsWith('client-')) this.clientEvent(message.event, message.channel, message.data);
    }
  }

  /** Leaves every channel (socket closed). */
  dispose(): void {
    for (const channel of [...this.subscriptions.keys()]) this.unsubscribe(channel);
  }

  /** Resolves once the presence joins and leaves asked so far are done (graceful shutdown waits for it). */
  presenceSettled(): Promise<void> {
    return this.presenceQueue;
  }

  private queuePresence(task: () => Promise<void>): void {
    this.presenceQueue = this.presenceQueue.then(task).catch((error: unknown) => {
      this.ctx.logger.error('realtime presence failure', { socketId: this.socketId, error: String(error) });
    });
  }

  private subscribe(data: Record<string, unknown>): void {
    const { channel, auth, channel_data: channelData } = data;
    if (!isValidChannelName(channel)) {
      this.subscriptionError(typeof channel === 'string' ? channel : undefined, 'Invalid channel name', 400);
      return;
    }
    const kind = channelKind(channel);
    if (kind !== 'public') {
      const signedData = kind === 'presence' ? channelData : undefined;
      if (kind === 'presence' && typeof channelData !== 'string') {
        this.subscriptionError(channel, 'channel_data is required for presence channels', 400);
        return;
      }
      const expected = channelAuth(this.ctx.app.key, this.ctx.app.secret, this.socketId, channel, signedData as string | undefined);
      if (typeof auth !== 'string' || !safeEqual(auth, expected)) {
        this.subscriptionError(channel, 'Invalid signature', 401);
        return;
      }
    }
    if (kind === 'presence') {
      this.subscribePresence(channel, channelData as string);
      return;
    }
    if (!this.subscriptions.has(channel)) {
      this.subscriptions.set(channel, {});
      this.ctx.registry.subscribe(channel, this);
    }
    this.send(frame('pusher_internal:subscription_succeeded', {}, channel));
  }

  private subscribePresence(channel: string, channelData: string): void {
    let member: { user_id?: unknown; user_info?: unknown };
    try {
      member = JSON.parse(channelData) as typeof member;
    } catch {
      this.subscriptionError(channel, 'channel_data is not JSON', 400);
      return;
    }
    const rawId = member?.user_id;
    if (typeof rawId !== 'string' && typeof rawId !== 'number') {
      this.subscriptionError(channel, 'channel_data.user_id is required', 400);
      return;
    }
    const userId = String(rawId);
    const { app, presence, registry } = this.ctx;
    const succeeded = (snapshot: PresenceSnapshot) => this.send(frame('pusher_internal:subscription_succeeded', { presence: snapshot }, channel));
    const existing = this.subscriptions.get(channel);
    if (existing) {
      this.queuePresence(async () => {
        if (this.subscriptions.get(channel) === existing) succeeded(await presence.members(app.id, channel));
      });
      return;
    }
    const subscription: Subscription = { userId };
    this.subscriptions.set(channel, subscription);
    this.queuePresence(async () => {
      // The store announces member_added to the others; this socket joins the channel only afterwards.
      const snapshot = await presence.join({ appId: app.id, channel, socketId: this.socketId, userId, info: member.user_info ?? null });
      // Unsubscribed (or closed) meanwhile: the leave queued behind this join undoes it.
      if (this.subscriptions.get(channel) !== subscription) return;
      registry.subscribe(channel, this);
      succeeded(snapshot);
    });
  }

  private unsubscribe(channel: string): void {
    const subscription = this.subscriptions.get(channel);
    if (!subscription) return;
    this.subscriptions.delete(channel);
    this.ctx.registry.unsubscribe(channel, this);
    const userId = subscription.userId;
    if (userId === undefined) return;
    const { app, presence } = this.ctx;
    this.queuePresence(() => presence.leave({ appId: app.id, channel, socketId: this.socketId, userId }));
  }

  private clientEvent(event: string, channel: unknown, data: unknown): void {
    if (typeof channel !== 'string' || channelKind(channel) === 'public') {
      this.send(errorFrame(null, `Client event rejected: ${event} is only allowed on private and presence channels`));
      return;
    }
    const subscription = this.subscriptions.get(channel);
    if (!subscription) {
      this.send(errorFrame(null, `Client event rejected: not subscribed to ${channel}`));
      return;
    }
    const now = Date.now();
    if (now - this.rateWindowStart >= 1000) {
      this.rateWindowStart = now;
      this.rateCount = 0;
    }
    this.rateCount += 1;
    if (this.rateCount > this.ctx.clientEventsPerSecond) {
      // Not a close: pusher-js would treat a 43xx close code as "refused" and stay disconnected.
      this.send(errorFrame(4301, 'Client event rejected due to rate limit'));
      return;
    }
    const payload = encodeData(data);
    if (Buffer.byteLength(payload) > MAX_CLIENT_EVENT_BYTES) {
      this.send(errorFrame(null, 'Client event rejected: data over 10 KB'));
      return;
    }
    const message: Record<string, string> = { event, channel, data: payload };
    if (subscription.userId !== undefined) message.user_id = subscription.userId;
    this.ctx.publishFrame(channel, JSON.stringify(message), this.socketId);
  }

  private subscriptionError(channel: string | undefined, error: string, status: number): void {
    this.ctx.logger.warn('realtime subscription refused', { socketId: this.socketId, channel, error });
    // Channel-scoped so pusher-js raises `pusher:subscription_error` on that channel (Echo's `.error()`).
    this.send(frame('pusher:subscription_error', { type: 'AuthError', error, status }, channel));
  }
}

const parseData = (data: unknown): Record<string, unknown> => {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
};
