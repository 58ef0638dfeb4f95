import type Pusher from 'pusher-js';
import { channelAuth } from '../src/crypto';
import { APP, connected, eventually, nextEvents, pusherClient, rawClient, sdk, sleep, startServer, subscribed, type Started } from './support';

let started: Started;
const clients: Pusher[] = [];
const client = (options?: Parameters<typeof pusherClient>[1]) => {
  const created = pusherClient(started.port, options);
  clients.push(created);
  return created;
};

beforeAll(async () => {
  started = await startServer();
});
afterEach(() => {
  for (const created of clients.splice(0)) created.disconnect();
});
afterAll(() => started.server.close());

describe('handshake', () => {
  it('sends connection_established with a numeric socket id and activity_timeout as a JSON string', async () => {
    const raw = await rawClient(started.port);
    const established = await raw.next('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    const data = JSON.parse(established.data ?? '') as { socket_id: string; activity_timeout: number };
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(30);
    raw.ws.close();
  });

  it('pusher-js connects and exposes the socket id', async () => {
    const socketId = await connected(client());
    expect(socketId).toMatch(/^\d+\.\d+$/);
  });

  it('rejects an unknown key with pusher:error 4001, closes 4001, and pusher-js does not retry', async () => {
    const raw = await rawClient(started.port, 'nope');
    const error = await raw.next('pusher:error');
    expect(JSON.parse(error.data ?? '')).toMatchObject({ code: 4001 });
    expect((await raw.closed).code).toBe(4001);

    const before = started.server.stats().connections;
    const bad = client({ key: 'nope' });
    const states: string[] = [];
    bad.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
    const errors: unknown[] = [];
    bad.connection.bind('error', (error: unknown) => errors.push(error));
    await eventually(() => expect(states).toContain('disconnected'));
    // A retry ('backoff') would come back within ~1 s; 'refused' stays disconnected.
    await sleep(1_200);
    expect(states).toEqual(['disconnected']);
    expect(JSON.stringify(errors)).toContain('"code":4001');
    expect(started.server.stats().connections).toBe(before);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const raw = await rawClient(started.port);
    await raw.next('pusher:connection_established');
    raw.send('pusher:ping', {});
    expect((await raw.next('pusher:pong')).event).toBe('pusher:pong');
    raw.ws.close();
  });
});

describe('private channels', () => {
  it('subscribes with a valid signature and receives SDK-triggered events', async () => {
    const pusher = client();
    const channel = await subscribed(pusher, 'private-store.7');
    const received = nextEvents(channel, 'order.new');
    await sdk(started.port).trigger('private-store.7', 'order.new', { id: 42 });
    expect(await received).toEqual([{ id: 42 }]);
  });

  it('refuses a bad signature with a channel-scoped subscription_error', async () => {
    const pusher = client({ secret: 'wrong-secret' });
    await expect(subscribed(pusher, 'private-store.7')).rejects.toThrow(/subscription_error.*Invalid signature/);
    expect(pusher.connection.state).toBe('connected');
  });

  it("refuses another socket's auth", async () => {
    const owner = client();
    const ownerSocket = await connected(owner);
    const stolen = channelAuth(APP.key, APP.secret, ownerSocket, 'private-store.7');
    const thief = client({ authorize: () => stolen });
    await expect(subscribed(thief, 'private-store.7')).rejects.toThrow(/Invalid signature/);
  });

  it('refuses a private channel without auth (raw)', async () => {
    const raw = await rawClient(started.port);
    await raw.next('pusher:connection_established');
    raw.send('pusher:subscribe', { channel: 'private-store.7' });
    const error = await raw.next('pusher:subscription_error');
    expect(error.channel).toBe('private-store.7');
    expect(JSON.parse(error.data ?? '')).toMatchObject({ type: 'AuthError', status: 401 });
    raw.ws.close();
  });

  it('stops delivery after unsubscribe', async () => {
    const pusher = client();
    const channel = await subscribed(pusher, 'private-store.8');
    const seen: unknown[] = [];
    channel.bind('order.new', (data: unknown) => seen.push(data));
    const api = sdk(started.port);
    await api.trigger('private-store.8', 'order.new', { n: 1 });
    await eventually(() => expect(seen).toHaveLength(1));
    pusher.unsubscribe('private-store.8');
    // Frames are handled in order: once the pong is back, the unsubscribe has been processed.
    const pong = new Promise((resolve) => pusher.bind('pusher:pong', resolve));
    pusher.send_event('pusher:ping', {});
    await pong;
    await api.trigger('private-store.8', 'order.new', { n: 2 });
    await sleep(150);
    expect(seen).toEqual([{ n: 1 }]);
  });
});

describe('presence channels', () => {
  it('announces member_added/removed once per user, never to the joining socket', async () => {
    const alice = client({ user: { id: 'alice', info: { name: 'Alice' } } });
    const aliceChannel = await subscribed(alice, 'presence-store.7');
    const added: unknown[] = [];
    const removed: unknown[] = [];
    aliceChannel.bind('pusher:member_added', (member: unknown) => added.push(member));
    aliceChannel.bind('pusher:member_removed', (member: unknown) => removed.push(member));

    const bobTab1 = client({ user: { id: 'bob', info: { name: 'Bob' } } });
    const bobChannel1 = await subscribed(bobTab1, 'presence-store.7');
    const bobSeesAdded: unknown[] = [];
    bobChannel1.bind('pusher:member_added', (member: unknown) => bobSeesAdded.push(member));
    const bobTab2 = client({ user: { id: 'bob', info: { name: 'Bob' } } });
    const bobChannel2 = (await subscribed(bobTab2, 'presence-store.7')) as unknown as { members: { count: number; me: { id: string } } };

    await eventually(() => expect(added).toEqual([{ id: 'bob', info: { name: 'Bob' } }]));
    expect(bobChannel2.members.count).toBe(2);
    expect(bobChannel2.members.me.id).toBe('bob');
    expect(bobSeesAdded).toEqual([]);

    bobTab1.disconnect();
    await sleep(150);
    expect(removed).toEqual([]);
    bobTab2.disconnect();
    await eventually(() => expect(removed).toEqual([{ id: 'bob', info: { name: 'Bob' } }]));
    expect((aliceChannel as unknown as { members: { count: number } }).members.count).toBe(1);
  });

  it('sends {presence:{ids,hash,count}} in subscription_succeeded (raw)', async () => {
    const raw = await rawClient(started.port);
    const established = JSON.parse((await raw.next('pusher:connection_established')).data ?? '') as { socket_id: string };
    const channelData = JSON.stringify({ user_id: 5, user_info: { role: 'store' } });
    const auth = channelAuth(APP.key, APP.secret, established.socket_id, 'presence-x', channelData);
    raw.send('pusher:subscribe', { channel: 'presence-x', auth, channel_data: channelData });
    const succeeded = await raw.next('pusher_internal:subscription_succeeded');
    expect(JSON.parse(succeeded.data ?? '')).toEqual({ presence: { ids: ['5'], hash: { '5': { role: 'store' } }, count: 1 } });
    raw.ws.close();
  });

  it('refuses a presence signature that does not cover channel_data', async () => {
    const raw = await rawClient(started.port);
    const established = JSON.parse((await raw.next('pusher:connection_established')).data ?? '') as { socket_id: string };
    const auth = channelAuth(APP.key, APP.secret, established.socket_id, 'presence-x');
    raw.send('pusher:subscribe', { channel: 'presence-x', auth, channel_data: JSON.stringify({ user_id: 'mallory' }) });
    expect((await raw.next('pusher:subscription_error')).channel).toBe('presence-x');
    raw.ws.close();
  });
});

describe('client events', () => {
  it('relays client-* on private channels to other subscribers, not to the sender', async () => {
    const sender = client();
    const receiver = client();
    const senderChannel = await subscribed(sender, 'private-chat');
    const receiverChannel = await subscribed(receiver, 'private-chat');
    const echoed: unknown[] = [];
    senderChannel.bind('client-typing', (data: unknown) => echoed.push(data));
    const received = nextEvents(receiverChannel, 'client-typing');
    senderChannel.trigger('client-typing', { who: 'a' });
    expect(await received).toEqual([{ who: 'a' }]);
    await sleep(100);
    expect(echoed).toEqual([]);
  });

  it('rejects client events on public channels and on channels the sender is not subscribed to', async () => {
    const raw = await rawClient(started.port);
    await raw.next('pusher:connection_established');
    raw.send('pusher:subscribe', { channel: 'public-news' });
    await raw.next('pusher_internal:subscription_succeeded');
    raw.send('client-x', { a: 1 }, 'public-news');
    expect(JSON.parse((await raw.next('pusher:error')).data ?? '')).toMatchObject({ message: expect.stringMatching(/private and presence/) });
    raw.send('client-x', { a: 1 }, 'private-other');
    expect(JSON.parse((await raw.next('pusher:error')).data ?? '')).toMatchObject({ message: expect.stringMatching(/not subscribed/) });
    raw.ws.close();
  });

  it('limits client events to 10 per second with error 4301, keeping the connection', async () => {
    const sender = await rawClient(started.port);
    const socketId = (JSON.parse((await sender.next('pusher:connection_established')).data ?? '') as { socket_id: string }).socket_id;
    sender.send('pusher:subscribe', { channel: 'private-rate', auth: channelAuth(APP.key, APP.secret, socketId, 'private-rate') });
    await sender.next('pusher_internal:subscription_succeeded');
    const receiver = client();
    const channel = await subscribed(receiver, 'private-rate');
    const seen: unknown[] = [];
    channel.bind('client-burst', (data: unknown) => seen.push(data));
    for (let i = 0; i < 12; i += 1) sender.send('client-burst', { i }, 'private-rate');
    expect(JSON.parse((await sender.next('pusher:error')).data ?? '')).toMatchObject({ code: 4301 });
    await eventually(() => expect(seen).toHaveLength(10));
    await sleep(100);
    expect(seen).toHaveLength(10);
    expect(sender.ws.readyState).toBe(sender.ws.OPEN);
    sender.ws.close();
  });

  it('adds user_id to client events on presence channels', async () => {
    const sender = client({ user: { id: 'u1' } });
    const receiver = await rawClient(started.port);
    const socketId = (JSON.parse((await receiver.next('pusher:connection_established')).data ?? '') as { socket_id: string }).socket_id;
    const channelData = JSON.stringify({ user_id: 'u2' });
    receiver.send('pusher:subscribe', { channel: 'presence-room', channel_data: channelData, auth: channelAuth(APP.key, APP.secret, socketId, 'presence-room', channelData) });
    await receiver.next('pusher_internal:subscription_succeeded');
    const channel = await subscribed(sender, 'presence-room');
    channel.trigger('client-hi', { x: 1 });
    const message = await receiver.next('client-hi');
    expect(message).toMatchObject({ channel: 'presence-room', user_id: 'u1' });
    expect(JSON.parse(message.data ?? '')).toEqual({ x: 1 });
    receiver.ws.close();
  });
});
