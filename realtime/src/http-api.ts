import type { IncomingMessage, ServerResponse } from 'node:http';
import { isValidChannelName } from './channel-name';
import { hmacHex, md5Hex, safeEqual } from './crypto';
import { isSocketId } from './socket-id';
import type { AppConfig, Logger } from './types';

export type PublishFn = (appId: string, channels: string[], event: string, data: unknown, socketId?: string) => void;

type HttpApiDeps = { apps: ReadonlyMap<string, AppConfig>; publish: PublishFn; logger: Logger };

type Reply = { status: number; body: Record<string, unknown> };

const ROUTE = /^\/apps\/([^/]+)\/(events|batch_events)$/;
const MAX_BODY_BYTES = 256 * 1024;
const MAX_DATA_BYTES = 10 * 1024;
const MAX_CHANNELS = 100;
const MAX_BATCH = 10;
const MAX_EVENT_NAME = 200;
const TIMESTAMP_TOLERANCE_S = 600;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Returns a handler for the Pusher HTTP events API; it answers `false` for paths outside `/apps/`. */
export const createHttpApi = ({ apps, publish, logger }: HttpApiDeps) => {
  const handle = async (req: IncomingMessage, url: URL): Promise<Reply> => {
    const match = ROUTE.exec(url.pathname);
    if (!match) throw new HttpError(404, 'Not found');
    const app = apps.get(decodeURIComponent(match[1] ?? ''));
    if (!app) throw new HttpError(404, 'Unknown app');
    if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed');
    const body = await readBody(req);
    verifySignature(app, req.method, url, body);
    const payload = parseJson(body);
    if (match[2] === 'events') {
      const event = validateEvent(payload, 'channels');
      publish(app.id, event.channels, event.name, event.data, event.socketId);
    } else {
      const batch = (payload as { batch?: unknown }).batch;
      if (!Array.isArray(batch) || batch.length === 0) throw new HttpError(400, 'batch must be a non-empty array');
      if (batch.length > MAX_BATCH) throw new HttpError(400, `Batch of more than ${MAX_BATCH} events`);
      const events = batch.map((item) => validateEvent(item, 'channel'));
      for (const event of events) publish(app.id, event.channels, event.name, event.data, event.socketId);
    }
    return { status: 200, body: {} };
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/apps/')) return false;
    handle(req, url).then(
      (reply) => send(res, reply),
      (error: unknown) => {
        if (error instanceof HttpError) {
          if (error.status === 413) res.setHeader('Connection', 'close');
          send(res, { status: error.status, body: { error: error.message } });
          return;
        }
        logger.error('realtime http api failure', { error: String(error) });
        send(res, { status: 500, body: { error: 'Internal error' } });
      },
    );
    return true;
  };
};

const send = (res: ServerResponse, { status, body }: Reply): void => {
  if (res.headersSent) return;
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(new HttpError(413, 'Request body too large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** auth_signature = HMAC-SHA256(secret, "METHOD\nPATH\n" + sorted "k=v" params joined by "&"). */
const verifySignature = (app: AppConfig, method: string, url: URL, body: Buffer): void => {
  const params = new Map<string, string>();
  for (const [key, value] of url.searchParams) params.set(key, value);
  if (params.get('auth_key') !== app.key) throw new HttpError(401, 'Invalid auth_key');
  if (params.get('auth_version') !== '1.0') throw new HttpError(401, 'auth_version must be 1.0');
  const timestamp = Number(params.get('auth_timestamp'));
  if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TIMESTAMP_TOLERANCE_S) {
    throw new HttpError(401, 'Timestamp expired: auth_timestamp must be within 600 s of the server time');
  }
  if (body.length > 0 && params.get('body_md5') !== md5Hex(body)) throw new HttpError(401, 'body_md5 does not match the body');
  const signature = params.get('auth_signature') ?? '';
  params.delete('auth_signature');
  const query = [...params.keys()]
    .sort()
    .map((key) => `${key}=${params.get(key) ?? ''}`)
    .join('&');
  if (!safeEqual(signature, hmacHex(app.secret, `${method}\n${url.pathname}\n${query}`))) {
    throw new HttpError(401, 'Invalid signature');
  }
};

const parseJson = (body: Buffer): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // falls through to the 400 below
  }
  throw new HttpError(400, 'Body must be a JSON object');
};

type ValidEvent = { name: string; data: string; channels: string[]; socketId?: string };

const validateEvent = (input: unknown, channelField: 'channels' | 'channel'): ValidEvent => {
  if (typeof input !== 'object' || input === null) throw new HttpError(400, 'Event must be an object');
  const event = input as Record<string, unknown>;
  const { name, data, socket_id: socketId } = event;
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_EVENT_NAME) {
    throw new HttpError(400, `name must be a string of 1–${MAX_EVENT_NAME} characters`);
  }
  const channels = channelField === 'channels' && Array.isArray(event.channels) ? event.channels : [event.channel];
  if (channels.length === 0 || channels.length > MAX_CHANNELS) throw new HttpError(400, `Between 1 and ${MAX_CHANNELS} channels are allowed`);
  for (const channel of channels) {
    if (!isValidChannelName(channel)) throw new HttpError(400, `Invalid channel name: ${String(channel)}`);
  }
  const encoded = typeof data === 'string' ? data : JSON.stringify(data ?? null);
  if (Buffer.byteLength(encoded) > MAX_DATA_BYTES) throw new HttpError(413, 'Event data over 10 KB');
  if (socketId !== undefined && socketId !== null && !isSocketId(socketId)) throw new HttpError(400, 'Invalid socket_id');
  return { name, data: encoded, channels: channels as string[], socketId: isSocketId(socketId) ? socketId : undefined };
};
