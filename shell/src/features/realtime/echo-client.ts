import { apiBaseUrl, readStoredToken } from '@comanda/shared/state';
import type { ConnectionStateChange, RealtimeChannel, RealtimeClientFactory, RealtimeConfig } from './realtime-types';

type AuthCallback = (error: Error | null, data: unknown) => void;

/**
 * Private channels are authorised by the API (spec section 7); a failure is logged and handed to the client.
 * The token is read at each authorisation: after a token refresh, a reconnect must not send the revoked one.
 */
function authorizer(initialToken: string | null) {
  return async ({ socketId, channelName }: { socketId: string; channelName: string }, callback: AuthCallback) => {
    const token = readStoredToken() ?? initialToken;
    try {
      const response = await fetch(`${apiBaseUrl()}/broadcasting/debug-auth`, {
        method: 'POST',
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
      });
      if (!response.ok) throw new Error(`Autorização do canal ${channelName} negada (${response.status})`);
      callback(null, await response.json());
    } catch (error) {
      console.error('[Tempo real] Falha ao autorizar o canal', channelName, error);
      callback(error instanceof Error ? error : new Error(String(error)), null);
    }
  };
}

/** laravel-echo + pusher-js, loaded on demand so they stay off the first paint. */
export const createEchoClient: RealtimeClientFactory = async (config: RealtimeConfig, token) => {
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
  const port = config.wsPort ?? (Number(window.location.port) || (window.location.protocol === 'https:' ? 443 : 80));
  const echo = new Echo({
    broadcaster: 'pusher',
    key: config.key,
    cluster: config.cluster || 'sa1',
    wsHost: config.wsHost ?? window.location.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: config.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    Pusher,
    channelAuthorization: { customHandler: authorizer(token) },
  } as ConstructorParameters<typeof Echo<'pusher'>>[0]);
  const pusher = (echo.connector as { pusher?: { connection?: { bind(event: string, cb: (states: ConnectionStateChange) => void): void } } }).pusher;
  pusher?.connection?.bind('state_change', (states) => console.info('[Tempo real] conexão', states));
  return {
    private: (channel) => echo.private(channel) as unknown as RealtimeChannel,
    channel: (channel) => echo.channel(channel) as unknown as RealtimeChannel,
    leaveChannel: (channel) => echo.leaveChannel(channel),
    onConnectionStateChange: (callback) => pusher?.connection?.bind('state_change', callback),
    disconnect: () => echo.disconnect(),
  };
};
