import { USER_AUTHENTICATED_EVENT, apiBaseUrl, readStoredToken, readStoredUser } from '@comanda/shared/state';
import { isStoreStaff } from '@comanda/shared/domain';
import type { RealtimeClient, RealtimeClientFactory, RealtimeConfig } from './realtime-types';

export const REALTIME_WINDOW_EVENTS = {
  notification: 'new-notification',
  newOrder: 'new-order',
  orderStatus: 'order-status-update',
} as const;

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

const emit = (name: string) => (payload: unknown) => window.dispatchEvent(new CustomEvent(name, { detail: payload }));

/** Subscribes the stored user's and store's private channels and re-broadcasts their events as window events. */
async function subscribe(client: RealtimeClient): Promise<void> {
  const userId = localStorage.getItem('user_id');
  const storeId = localStorage.getItem('store_id');
  if (!userId) {
    console.info('[Tempo real] Sem usuário armazenado: canal do usuário não assinado.');
  } else {
    client
      .private(`App.Models.User.${userId}`)
      .notification(emit(REALTIME_WINDOW_EVENTS.notification))
      .listen('.user.update', (payload) => console.info('[Tempo real] user.update', payload))
      .error((error) => console.error('Erro ao se inscrever no canal do usuário', error));
  }
  // A customer registered from a storefront also has a store_id: only staff listen to the store channel.
  if (storeId && isStoreStaff(readStoredUser()?.role)) {
    client
      .private(`store.${storeId}`)
      .listen('.order.new', emit(REALTIME_WINDOW_EVENTS.newOrder))
      .listen('.order.status_update', emit(REALTIME_WINDOW_EVENTS.orderStatus))
      .error((error) => console.error('Erro ao se inscrever no canal da loja', error));
  }
}

/**
 * Spec section 4 "Real-time listeners": start at page load (or on DOMContentLoaded while the document
 * is still loading) and restart whenever the window receives `user-authenticated`.
 */
export function startRealtimeBridge(factory: RealtimeClientFactory): () => void {
  let client: RealtimeClient | null = null;
  let generation = 0;

  const start = async () => {
    const mine = ++generation;
    client?.disconnect();
    client = null;
    const token = readStoredToken();
    if (!token) {
      console.info('[Tempo real] Sem token armazenado: nenhum canal privado será assinado.');
      return;
    }
    const config = await fetchConfig();
    if (!config) {
      console.warn('Tempo real não configurado: os canais não serão escutados.');
      return;
    }
    const created = await factory(config, token);
    if (mine !== generation) {
      created.disconnect();
      return;
    }
    client = created;
    await subscribe(created);
  };

  const restart = () => void start().catch((error) => console.error('[Tempo real] Falha ao iniciar', error));
  window.addEventListener(USER_AUTHENTICATED_EVENT, restart);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', restart, { once: true });
  else restart();

  return () => {
    generation += 1;
    window.removeEventListener(USER_AUTHENTICATED_EVENT, restart);
    client?.disconnect();
    client = null;
  };
}
