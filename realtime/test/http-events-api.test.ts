import type Pusher from 'pusher-js';
import { APP, connected, eventually, nextEvents, pusherClient, sdk, sleep, startServer, subscribed, type Started } from './support';

let started: Started;
const clients: Pusher[] = [];
const client = () => {
  const created = pusherClient(started.port);
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

const statusOf = async (request: Promise<unknown>): Promise<number> => {
  try {
    const response = (await request) as { status: number };
    return response.status;
  } catch (error) {
    return (error as { status: number }).status;
  }
};

/** Signs with the SDK's own createSignedQueryString, optionally at another time, and posts `sentBody`. */
const signedPost = async (path: string, signedBody: string, sentBody = signedBody, clockOffsetMs = 0): Promise<number> => {
  const api = sdk(started.port);
  const realNow = Date.now();
  const spy = jest.spyOn(Date, 'now').mockReturnValue(realNow + clockOffsetMs);
  const query = api.createSignedQueryString({ method: 'POST', path, body: signedBody });
  spy.mockRestore();
  const response = await fetch(`http://127.0.0.1:${started.port}${path}?${query}`, {
    method: 'POST',
    body: sentBody,
    headers: { 'content-type': 'application/json' },
  });
  return response.status;
};

// The SDK's typings say `body: string`, but it JSON-encodes whatever it is given.
const post = (api: ReturnType<typeof sdk>, path: string, body: object) => api.post({ path, body: body as unknown as string });

const eventBody = JSON.stringify({ name: 'order.new', channels: ['private-store.7'], data: '{}' });

it('delivers an SDK trigger and answers 200 {}', async () => {
  const channel = await subscribed(client(), 'private-store.7');
  const received = nextEvents(channel, 'order.new');
  const response = await sdk(started.port).trigger('private-store.7', 'order.new', { id: 1, total: 25.5 });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({});
  expect(await received).toEqual([{ id: 1, total: 25.5 }]);
});

it('delivers to several channels in one trigger', async () => {
  const a = await subscribed(client(), 'private-store.1');
  const b = await subscribed(client(), 'private-store.2');
  const both = Promise.all([nextEvents(a, 'order.status_update'), nextEvents(b, 'order.status_update')]);
  await sdk(started.port).trigger(['private-store.1', 'private-store.2'], 'order.status_update', { status: 'ready' });
  expect(await both).toEqual([[{ status: 'ready' }], [{ status: 'ready' }]]);
});

it('triggers a batch', async () => {
  const channel = await subscribed(client(), 'private-store.3');
  const received = nextEvents(channel, 'order.new', 2);
  const response = await sdk(started.port).triggerBatch([
    { channel: 'private-store.3', name: 'order.new', data: { n: 1 } },
    { channel: 'private-store.3', name: 'order.new', data: { n: 2 } },
  ]);
  expect(response.status).toBe(200);
  expect(await received).toEqual([{ n: 1 }, { n: 2 }]);
});

it('excludes the socket named in socket_id', async () => {
  const sender = client();
  const other = client();
  const senderChannel = await subscribed(sender, 'private-store.4');
  const otherChannel = await subscribed(other, 'private-store.4');
  const senderSeen: unknown[] = [];
  senderChannel.bind('order.new', (data: unknown) => senderSeen.push(data));
  const received = nextEvents(otherChannel, 'order.new');
  await sdk(started.port).trigger('private-store.4', 'order.new', { n: 1 }, { socket_id: await connected(sender) });
  expect(await received).toEqual([{ n: 1 }]);
  await sleep(100);
  expect(senderSeen).toEqual([]);
});

it('answers 401 for a wrong secret, 404 for an unknown app', async () => {
  expect(await statusOf(sdk(started.port, { secret: 'wrong' }).trigger('c', 'e', {}))).toBe(401);
  expect(await statusOf(sdk(started.port, { key: 'other-key' }).trigger('c', 'e', {}))).toBe(401);
  expect(await statusOf(sdk(started.port, { id: '999' }).trigger('c', 'e', {}))).toBe(404);
});

it('answers 401 for a timestamp older than 600 s and accepts one within 600 s', async () => {
  const path = `/apps/${APP.id}/events`;
  expect(await signedPost(path, eventBody, eventBody, -601_000)).toBe(401);
  expect(await signedPost(path, eventBody, eventBody, 601_000)).toBe(401);
  expect(await signedPost(path, eventBody, eventBody, -500_000)).toBe(200);
});

it('answers 401 when body_md5 does not match the body', async () => {
  const tampered = JSON.stringify({ name: 'order.new', channels: ['private-store.7'], data: '{"evil":1}' });
  expect(await signedPost(`/apps/${APP.id}/events`, eventBody, tampered)).toBe(401);
});

it('answers 400 for 101 channels and 413 for data over 10 KB', async () => {
  const api = sdk(started.port);
  const channels = Array.from({ length: 101 }, (_, i) => `c${i}`);
  expect(await statusOf(post(api, '/events', { name: 'e', channels, data: '{}' }))).toBe(400);
  expect(await statusOf(post(api, '/events', { name: 'e', channels: channels.slice(0, 100), data: '{}' }))).toBe(200);
  expect(await statusOf(api.trigger('c', 'e', { blob: 'x'.repeat(11 * 1024) }))).toBe(413);
  expect(await statusOf(api.trigger('c', 'e', { blob: 'x'.repeat(9 * 1024) }))).toBe(200);
});

it('answers 400 for a batch of 11 and for an invalid socket_id', async () => {
  const api = sdk(started.port);
  const batch = Array.from({ length: 11 }, (_, i) => ({ channel: 'c', name: 'e', data: String(i) }));
  expect(await statusOf(post(api, '/batch_events', { batch }))).toBe(400);
  expect(await statusOf(post(api, '/events', { name: 'e', channels: ['c'], data: '{}', socket_id: 'abc' }))).toBe(400);
});

it('leaves non-/apps paths to the host and counts deliveries', async () => {
  const response = await fetch(`http://127.0.0.1:${started.port}/health`);
  expect(response.status).toBe(200);
  await eventually(() => expect(started.server.stats().published).toBeGreaterThan(0));
});
