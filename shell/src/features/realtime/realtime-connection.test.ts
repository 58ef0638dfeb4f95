import { jsonResponse } from '@comanda/shared/testing';
import { fakeRealtimeClient } from './fake-realtime-client';
import { RealtimeConnection, type RealtimeConnectionHooks } from './realtime-connection';
import type { RealtimeClient } from './realtime-types';

const config = { key: 'comanda-key', cluster: 'sa1', wsHost: null, wsPort: null, forceTLS: false };

function hooks(guestConnectionWanted: () => boolean = () => false) {
  return { replacing: jest.fn(), guestConnectionWanted: jest.fn(guestConnectionWanted), opened: jest.fn(), reconnected: jest.fn() } satisfies RealtimeConnectionHooks;
}

describe('RealtimeConnection', () => {
  let fetchMock: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(config));
  });
  afterEach(() => fetchMock.mockRestore());

  it('opens a client for the stored token and hands it over, watched for reconnects', async () => {
    localStorage.setItem('token', 't');
    const fake = fakeRealtimeClient();
    const factory = jest.fn(async () => fake.client);
    const h = hooks();
    const connection = new RealtimeConnection(factory, h);
    await connection.open();
    expect(factory).toHaveBeenCalledWith(config, 't');
    expect(h.replacing).toHaveBeenCalledTimes(1);
    expect(h.opened).toHaveBeenCalledWith(connection.client, 't');
    expect(connection.isGuest).toBe(false);
    expect(connection.isOpening).toBe(false);

    // Channels joined through the handed-over client are waited for after a reconnect.
    connection.client!.private('store.7');
    fake.setState('connecting', 'connected');
    fake.reconnect();
    expect(h.reconnected).not.toHaveBeenCalled();
    fake.succeedAll();
    expect(h.reconnected).toHaveBeenCalledTimes(1);
    connection.close();
    expect(fake.client.disconnected).toBe(1);
    expect(connection.client).toBeNull();
  });

  it('without a token, connects only when a guest connection is wanted', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const fake = fakeRealtimeClient();
    const factory = jest.fn(async () => fake.client);
    let wanted = false;
    const connection = new RealtimeConnection(factory, hooks(() => wanted));
    await connection.open();
    expect(factory).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(connection.isGuest).toBe(true);

    wanted = true;
    await connection.open();
    expect(factory).toHaveBeenCalledWith(config, null);
    expect(connection.client).not.toBeNull();
    connection.close();
    info.mockRestore();
  });

  it('warns and opens nothing when real time is not configured', async () => {
    localStorage.setItem('token', 't');
    fetchMock.mockImplementation(async () => jsonResponse({ key: '' }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const factory = jest.fn();
    const connection = new RealtimeConnection(factory, hooks());
    await connection.open();
    expect(warn).toHaveBeenCalledWith('Tempo real não configurado: os canais não serão escutados.');
    expect(factory).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('an open overtaken by a later one disconnects the client it made; a reopen ends the previous session', async () => {
    localStorage.setItem('token', 't');
    const first = fakeRealtimeClient();
    const second = fakeRealtimeClient();
    let resolveFirst: (client: RealtimeClient) => void = () => undefined;
    const factory = jest
      .fn()
      .mockImplementationOnce(() => new Promise<RealtimeClient>((resolve) => (resolveFirst = resolve)))
      .mockResolvedValueOnce(second.client)
      .mockResolvedValueOnce(fakeRealtimeClient().client);
    const h = hooks();
    const connection = new RealtimeConnection(factory, h);
    const opening = connection.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(connection.isOpening).toBe(true);
    const reopening = connection.open();
    await reopening;
    resolveFirst(first.client);
    await opening;
    expect(first.client.disconnected).toBe(1);
    expect(h.opened).toHaveBeenCalledTimes(1);
    expect(connection.isOpening).toBe(false);

    second.setState('connecting', 'connected');
    await connection.open();
    expect(second.client.disconnected).toBe(1);
    // The ended session's reconnect is no reconnect of the bridge.
    second.reconnect();
    expect(h.reconnected).not.toHaveBeenCalled();
    connection.close();
  });

  it('close cancels an open in progress; closeCurrent leaves it alone', async () => {
    localStorage.setItem('token', 't');
    const fake = fakeRealtimeClient();
    const factory = jest.fn(async () => fake.client);
    const h = hooks();
    const connection = new RealtimeConnection(factory, h);

    const opening = connection.open();
    connection.closeCurrent();
    await opening;
    expect(connection.client).not.toBeNull();

    const reopening = connection.open();
    connection.close();
    await reopening;
    expect(connection.client).toBeNull();
    expect(h.opened).toHaveBeenCalledTimes(1);
    expect(factory).toHaveBeenCalledTimes(1);
  });
});
