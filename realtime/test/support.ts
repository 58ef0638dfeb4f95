import { Redis } from 'ioredis';
import Pusher from 'pusher-js';
import PusherSdk from 'pusher';
import WebSocket from 'ws';
import { channelAuth } from '../src/crypto';
import { silentLogger } from '../src/logger';
import { createRealtimeServer, type RealtimeServer } from '../src/realtime-server';
import type { RealtimeOptions } from '../src/types';

export const APP = { id: '1001', key: 'comanda-key', secret: 'comanda-secret' };

export type Started = { server: RealtimeServer; port: number };

export const startServer = async (options: Partial<RealtimeOptions> = {}): Promise<Started> => {
  const server = createRealtimeServer({ apps: [APP], logger: silentLogger, ...options });
  const port = await server.listen(0, '127.0.0.1');
  return { server, port };
};

export const sdk = (port: number, overrides: Partial<typeof APP> = {}): PusherSdk => {
  const app = { ...APP, ...overrides };
  return new PusherSdk({ appId: app.id, key: app.key, secret: app.secret, host: '127.0.0.1', port: String(port), useTLS: false });
};

type ClientOptions = { key?: string; user?: { id: string; info?: unknown }; secret?: string; authorize?: (socketId: string, channel: string) => string };

/** A real pusher-js client whose custom handler signs like the API's /broadcasting/auth would. */
export const pusherClient = (port: number, options: ClientOptions = {}): Pusher => {
  const secret = options.secret ?? APP.secret;
  return new Pusher(options.key ?? APP.key, {
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    cluster: 'sa1',
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        if (options.authorize) {
          callback(null, { auth: options.authorize(socketId, channelName) });
          return;
        }
        if (channelName.startsWith('presence-')) {
          const user = options.user ?? { id: 'anonymous' };
          const channelData = JSON.stringify({ user_id: user.id, user_info: user.info ?? {} });
          callback(null, { auth: channelAuth(APP.key, secret, socketId, channelName, channelData), channel_data: channelData });
          return;
        }
        callback(null, { auth: channelAuth(APP.key, secret, socketId, channelName) });
      },
    },
  });
};

export const connected = (client: Pusher): Promise<string> =>
  new Promise((resolve, reject) => {
    if (client.connection.state === 'connected') {
      resolve(client.connection.socket_id);
      return;
    }
    const onChange = ({ current }: { current: string }) => {
      if (current === 'connected') {
        client.connection.unbind('state_change', onChange);
        resolve(client.connection.socket_id);
      } else if (current === 'failed') reject(new Error('pusher-js failed'));
    };
    client.connection.bind('state_change', onChange);
  });

export const subscribed = (client: Pusher, name: string) =>
  new Promise<ReturnType<Pusher['subscribe']>>((resolve, reject) => {
    const channel = client.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(`subscription_error ${JSON.stringify(error)}`)));
  });

/** Resolves with the next `count` payloads of `event` on `channel`. */
export const nextEvents = <T = unknown>(channel: ReturnType<Pusher['subscribe']>, event: string, count = 1): Promise<T[]> =>
  new Promise((resolve) => {
    const seen: T[] = [];
    const handler = (data: T) => {
      seen.push(data);
      if (seen.length === count) {
        channel.unbind(event, handler);
        resolve(seen);
      }
    };
    channel.bind(event, handler);
  });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` passes, or fails with its last error. */
export const eventually = async (check: () => void, timeoutMs = 3_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(20);
    }
  }
};

export type RawMessage = { event: string; channel?: string; data?: string; user_id?: string };

/** Raw protocol client: records every frame, for the cases pusher-js hides. */
export const rawClient = async (port: number, key = APP.key) => {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`);
  const messages: RawMessage[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as RawMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const next = async (event: string, timeoutMs = 3_000): Promise<RawMessage> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = messages.findIndex((message) => message.event === event);
      if (index >= 0) return messages.splice(index, 1)[0] as RawMessage;
      if (Date.now() > deadline) throw new Error(`no ${event} within ${timeoutMs} ms; got ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  const send = (event: string, data: unknown, channel?: string) => ws.send(JSON.stringify({ event, data, channel }));
  return { ws, messages, next, send, closed };
};

/** Deletes what the nodes of these buses left in Redis (a node that dies or loses Redis cannot clean up). */
export const dropRedisKeys = async (url: string, buses: string[]): Promise<void> => {
  if (buses.length === 0) return;
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for (const bus of buses) {
      const keys = await redis.keys(`{${bus}}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
};
