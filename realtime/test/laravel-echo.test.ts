import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { channelAuth } from '../src/crypto';
import { APP, eventually, sdk, startServer, type Started } from './support';

let started: Started;
let echo: Echo<'pusher'>;

beforeAll(async () => {
  started = await startServer();
  // The same options the browser passes (Pusher Channels would differ only in host/TLS).
  echo = new Echo({
    broadcaster: 'pusher',
    key: APP.key,
    Pusher,
    cluster: 'sa1',
    wsHost: '127.0.0.1',
    wsPort: started.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      customHandler: ({ socketId, channelName }: { socketId: string; channelName: string }, callback: (error: Error | null, data: { auth: string } | null) => void) =>
        callback(null, { auth: channelAuth(APP.key, APP.secret, socketId, channelName) }),
    },
  });
});
afterAll(async () => {
  echo.disconnect();
  await started.server.close();
});

const subscribedTo = (name: string) =>
  new Promise<void>((resolve, reject) => {
    echo.private(name).subscribed(() => resolve()).error((error: unknown) => reject(new Error(JSON.stringify(error))));
  });

it("receives '.order.new' and '.order.status_update' on private-store.7", async () => {
  const events: Array<[string, unknown]> = [];
  echo
    .private('store.7')
    .listen('.order.new', (payload: unknown) => events.push(['order.new', payload]))
    .listen('.order.status_update', (payload: unknown) => events.push(['order.status_update', payload]));
  await subscribedTo('store.7');
  const api = sdk(started.port);
  await api.trigger('private-store.7', 'order.new', { order: { id: 10, status: 'pending' } });
  await api.trigger('private-store.7', 'order.status_update', { order_id: 10, status: 'preparing' });
  await eventually(() => expect(events).toHaveLength(2));
  expect(events).toEqual([
    ['order.new', { order: { id: 10, status: 'pending' } }],
    ['order.status_update', { order_id: 10, status: 'preparing' }],
  ]);
});

it('receives notifications and .user.update on private-App.Models.User.{id}', async () => {
  const notifications: unknown[] = [];
  const updates: unknown[] = [];
  echo
    .private('App.Models.User.5')
    .notification((payload: unknown) => notifications.push(payload))
    .listen('.user.update', (payload: unknown) => updates.push(payload));
  await subscribedTo('App.Models.User.5');
  const api = sdk(started.port);
  const notification = { id: '9f1c0e2a-1b2c-4d5e-8f90-123456789abc', type: 'App\\Notifications\\OrderReady', message: 'Seu pedido está pronto' };
  await api.trigger('private-App.Models.User.5', 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated', notification);
  await api.trigger('private-App.Models.User.5', 'user.update', { id: 5, name: 'Ana' });
  await eventually(() => expect(updates).toHaveLength(1));
  expect(notifications).toEqual([notification]);
  expect(updates).toEqual([{ id: 5, name: 'Ana' }]);
});

it('reports a refused channel through .error()', async () => {
  const badEcho = new Echo({
    broadcaster: 'pusher',
    client: new Pusher(APP.key, {
      cluster: 'sa1',
      wsHost: '127.0.0.1',
      wsPort: started.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      channelAuthorization: { customHandler: (_params, callback) => callback(null, { auth: `${APP.key}:${'0'.repeat(64)}` }) },
    }),
  });
  const error = await new Promise<unknown>((resolve) => badEcho.private('store.9').error(resolve));
  expect(error).toMatchObject({ type: 'AuthError', status: 401 });
  badEcho.disconnect();
});
