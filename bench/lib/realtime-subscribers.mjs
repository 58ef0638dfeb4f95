// Raw Pusher-protocol-7 subscribers (no pusher-js: one `ws` socket each, so 10,000 fit in one process),
// each subscribed to one private channel with a valid auth signature. Used by 06-realtime-latency.
import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The realtime package's own `ws`, the one the server runs on.
const realtimeRequire = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../realtime/package.json'));
const WebSocket = realtimeRequire('ws');

export const requireFromRealtime = realtimeRequire;

const channelAuth = (key, secret, socketId, channel) => `${key}:${createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex')}`;

/**
 * Opens one subscriber: resolves once `pusher_internal:subscription_succeeded` arrived.
 * `onEvent(event, data, receivedAt)` gets every other channel event (receivedAt = performance.now() on arrival).
 */
function openSubscriber({ port, app, channel, onEvent, timeoutMs = 15_000 }) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${app.key}?protocol=7&client=js&version=8.6.0&flash=false`, { perMessageDeflate: false });
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`subscriber on :${port} ${channel} not subscribed within ${timeoutMs} ms`));
    }, timeoutMs);
    ws.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ws.on('message', (raw) => {
      const receivedAt = performance.now();
      const message = JSON.parse(raw.toString());
      switch (message.event) {
        case 'pusher:connection_established': {
          const { socket_id: socketId } = JSON.parse(message.data);
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: channelAuth(app.key, app.secret, socketId, channel) } }));
          return;
        }
        case 'pusher_internal:subscription_succeeded':
          clearTimeout(timer);
          resolve(ws);
          return;
        case 'pusher:ping':
          ws.send('{"event":"pusher:pong","data":{}}');
          return;
        case 'pusher:error':
        case 'pusher:subscription_error':
          clearTimeout(timer);
          reject(new Error(`${message.event} ${message.data}`));
          return;
        default:
          if (message.channel) onEvent(message.event, message.data, receivedAt, message.channel);
      }
    });
  });
}

/**
 * `count` subscribers; subscriber i listens on `channelOf(i)` through `portOf(i)`. At most
 * `concurrency` handshakes at a time. Resolves with { sockets, seconds }.
 */
export async function openSubscribers({ count, app, portOf, channelOf, onEvent, concurrency = 200, log = () => {} }) {
  const sockets = new Array(count);
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      sockets[i] = await openSubscriber({ port: portOf(i), app, channel: channelOf(i), onEvent: (event, data, at) => onEvent(i, event, data, at) });
      if ((i + 1) % 2500 === 0) log(`${i + 1}/${count} assinantes conectados`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { sockets, seconds: (performance.now() - started) / 1000 };
}

/** Drops every subscriber (TCP close without the closing handshake: fast at 10k). */
export function closeSubscribers(sockets) {
  for (const ws of sockets) ws?.terminate();
}
