import { registerPublicChannelProvider, type PublicChannelProvider } from '@comanda/shared/state';
import { GuestConnectionTimer } from './guest-connection-timer';
import { PublicListeners } from './public-listeners';
import type { RealtimeClient } from './realtime-types';

/** What the registry needs of the connection. */
export type PublicChannelHost = {
  /** The current client, or null. */
  client(): RealtimeClient | null;
  /** The current connection was opened without a token, only for public channels. */
  isGuest(): boolean;
  /** A public channel is wanted and there is no client: open a connection unless one is on its way. */
  connectionWanted(): void;
  /** The guest's connection is idle: close it. */
  closeIdleConnection(): void;
};

/**
 * Serves the remotes' public channels (`subscribePublicChannel` of shared/state): their listeners outlive
 * connections and are attached to each new client. A guest's connection exists only for them: it is asked
 * for by the first one and closed a while after the last one is gone.
 */
export class PublicChannelRegistry {
  private readonly listeners = new PublicListeners();
  private readonly guestTimer: GuestConnectionTimer;
  private unregister: (() => void) | null = null;

  constructor(
    private readonly host: PublicChannelHost,
    guestIdleCloseMs?: number,
  ) {
    this.guestTimer = new GuestConnectionTimer(
      () => host.isGuest() && this.listeners.isEmpty,
      () => host.closeIdleConnection(),
      guestIdleCloseMs,
    );
  }

  /** No remote listens to a public channel. */
  get isEmpty(): boolean {
    return this.listeners.isEmpty;
  }

  /** Becomes the shared registry's provider: subscriptions made before arrive now. */
  open(): void {
    this.unregister ??= registerPublicChannelProvider(this.provide);
  }

  /** Stops being the provider; a pending guest close is cancelled (the connection is closed anyway). */
  close(): void {
    this.unregister?.();
    this.unregister = null;
    this.guestTimer.keep();
  }

  /** A new connection is being made: the old client went with its attachments, and it is not idle yet. */
  connectionReplaced(): void {
    this.guestTimer.keep();
    this.listeners.detachAll();
  }

  /** Attaches every listener to the new client. */
  attachAll(client: RealtimeClient): void {
    this.listeners.attachAll(client);
  }

  private readonly provide: PublicChannelProvider = (channel, event, callback) => {
    const listener = this.listeners.add(channel, event, callback);
    this.guestTimer.keep();
    const client = this.host.client();
    if (client) this.listeners.attach(listener, client);
    else this.host.connectionWanted();
    return () => {
      this.listeners.remove(listener);
      this.guestTimer.closeWhenIdle();
    };
  };
}
