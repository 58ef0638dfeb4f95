import { jsonResponse } from '@comanda/shared/testing';
import { startRealtimeBridge } from './realtime-bridge';
import type { RealtimeChannel, RealtimeClient } from './realtime-types';

type Handlers = { events: Record<string, (payload: unknown) => void>; notification?: (payload: unknown) => void; error?: (e: unknown) => void };

function fakeClient() {
  const channels: Record<string, Handlers> = {};
  const client: RealtimeClient & { disconnected: number } = {
    disconnected: 0,
    private(name) {
      const handlers: Handlers = (channels[name] = { events: {} });
      const channel: RealtimeChannel = {
        listen: (event, cb) => ((handlers.events[event] = cb), channel),
        notification: (cb) => ((handlers.notification = cb), channel),
        error: (cb) => ((handlers.error = cb), channel),
      };
      return channel;
    },
    disconnect() {
      this.disconnected += 1;
    },
  };
  return { client, channels };
}

const config = { key: 'comanda-key', cluster: 'sa1', wsHost: null, wsPort: null, forceTLS: false };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('real-time bridge', () => {
  let fetchMock: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(config));
  });
  afterEach(() => fetchMock.mockRestore());

  it('re-broadcasts user notifications and store order events as window events', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user_id', '5');
    localStorage.setItem('store_id', '7');
    localStorage.setItem('user', JSON.stringify({ id: 5, role: 'store_owner' }));
    const { client, channels } = fakeClient();
    const factory = jest.fn(async () => client);
    const stop = startRealtimeBridge(factory);
    await flush();
    await flush();

    expect(factory).toHaveBeenCalledWith(config, 't');
    const seen: Array<[string, unknown]> = [];
    for (const name of ['new-notification', 'new-order', 'order-status-update']) {
      window.addEventListener(name, (event) => seen.push([name, (event as CustomEvent).detail]));
    }
    channels['App.Models.User.5']!.notification!({ id: 'n1', title: 'Pedido' });
    channels['store.7']!.events['.order.new']!({ id: 42 });
    channels['store.7']!.events['.order.status_update']!({ id: 42, status: 'preparing' });
    expect(seen).toEqual([
      ['new-notification', { id: 'n1', title: 'Pedido' }],
      ['new-order', { id: 42 }],
      ['order-status-update', { id: 42, status: 'preparing' }],
    ]);

    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    channels['store.7']!.error!(new Error('403'));
    channels['App.Models.User.5']!.error!(new Error('403'));
    expect(error).toHaveBeenCalledWith('Erro ao se inscrever no canal da loja', expect.any(Error));
    expect(error).toHaveBeenCalledWith('Erro ao se inscrever no canal do usuário', expect.any(Error));
    stop();
    expect(client.disconnected).toBe(1);
  });

  it('restarts on user-authenticated and skips the store channel for customers', async () => {
    const first = fakeClient();
    const second = fakeClient();
    const factory = jest.fn().mockResolvedValueOnce(first.client).mockResolvedValueOnce(second.client);
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const stop = startRealtimeBridge(factory);
    await flush();
    expect(factory).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('[Tempo real] Sem token armazenado: nenhum canal privado será assinado.');

    localStorage.setItem('token', 't');
    localStorage.setItem('user_id', '9');
    localStorage.setItem('store_id', '3');
    localStorage.setItem('user', JSON.stringify({ id: 9, role: 'customer' }));
    window.dispatchEvent(new CustomEvent('user-authenticated', { detail: { userId: 9 } }));
    await flush();
    await flush();
    expect(Object.keys(first.channels)).toEqual(['App.Models.User.9']);
    stop();
  });

  it('warns that channels will not be listened to when real time is not configured', async () => {
    localStorage.setItem('token', 't');
    fetchMock.mockImplementation(async () => jsonResponse({ message: 'x' }, 404));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const factory = jest.fn();
    const stop = startRealtimeBridge(factory);
    await flush();
    await flush();
    expect(warn).toHaveBeenCalledWith('Tempo real não configurado: os canais não serão escutados.');
    expect(factory).not.toHaveBeenCalled();
    stop();
  });
});
