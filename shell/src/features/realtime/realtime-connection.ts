import { apiBaseUrl, readStoredToken } from '@comanda/shared/state';
import { RealtimeSession } from './realtime-session';
import type { RealtimeClient, RealtimeClientFactory, RealtimeConfig } from './realtime-types';

async function fetchConfig(): Promise<RealtimeConfig | null> {
  try {
    const response = await fetch(`${apiBaseUrl()}/broadcasting/config`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const config = (await response.json()) as RealtimeConfig;
    return config.key ? config : null;
  } catch {
    return null;
  }
}

export type RealtimeConnectionHooks = {
  /** A new connection is being made: the previous client is gone, with what was attached to it. */
  replacing(): void;
  /** Without a token: whether a connection is wanted anyway (a guest only connects for public channels). */
  guestConnectionWanted(): boolean;
  /** The new client is the current one: join its channels (through `client`, watched for reconnects). */
  opened(client: RealtimeClient, token: string | null): void;
  /** The current client is connected again after a drop and its channels are subscribed again. */
  reconnected(): void;
};

/**
 * The connection's lifecycle: at most one current client (in its RealtimeSession), replaced by `open()`
 * (page load, login, logout, a guest's first public channel) and dropped by `close()`. Opening is
 * asynchronous (config, then the client); an open overtaken by a later open or a close drops what it made.
 */
export class RealtimeConnection {
  private session: RealtimeSession | null = null;
  /** Bumped by every open and close: an open that is no longer the latest drops what it made. */
  private generation = 0;
  private opening = false;
  /** The current (or coming) connection was opened without a token, only for public channels. */
  private guest = false;

  constructor(
    private readonly factory: RealtimeClientFactory,
    private readonly hooks: RealtimeConnectionHooks,
  ) {}

  /** The current client (channels are to be joined through it), or null. */
  get client(): RealtimeClient | null {
    return this.session?.client ?? null;
  }

  get isOpening(): boolean {
    return this.opening;
  }

  get isGuest(): boolean {
    return this.guest;
  }

  /** Replaces the current connection by one for the stored token (none for a guest that needs none). */
  async open(): Promise<void> {
    const mine = ++this.generation;
    this.opening = true;
    try {
      this.endSession();
      this.hooks.replacing();
      const token = readStoredToken();
      this.guest = !token;
      if (!token) {
        console.info('[Tempo real] Sem token armazenado: nenhum canal privado será assinado.');
        if (!this.hooks.guestConnectionWanted()) return;
      }
      const config = await fetchConfig();
      if (mine !== this.generation) return;
      if (!config) {
        console.warn('Tempo real não configurado: os canais não serão escutados.');
        return;
      }
      const created = await this.factory(config, token);
      if (mine !== this.generation) {
        created.disconnect();
        return;
      }
      this.session = new RealtimeSession(created, () => this.hooks.reconnected());
      this.hooks.opened(this.session.client, token);
    } finally {
      if (mine === this.generation) this.opening = false;
    }
  }

  /** Disconnects the current client and cancels an open in progress. */
  close(): void {
    this.generation += 1;
    this.endSession();
  }

  /** Disconnects the current client if there is one (an idle guest's); an open in progress goes on. */
  closeCurrent(): void {
    if (this.session) this.close();
  }

  private endSession(): void {
    this.session?.end();
    this.session = null;
  }
}
