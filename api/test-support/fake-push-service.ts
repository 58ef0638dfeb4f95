import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Web Push service (what FCM or Mozilla's autopush are to a browser) for tests and e2e. `subscribe` plays
 * the browser: it makes the subscriber's P-256 key pair and auth secret and returns what PushSubscription.toJSON()
 * gives. A push to an endpoint is checked like a real service does (RFC 8292: `Authorization: vapid t=<JWT>, k=<key>`,
 * an ES256 JWT signed by k with aud = this service's origin and an exp within 24 hours; k must be the
 * applicationServerKey the subscription was made with), then DECRYPTED with the subscriber's private key
 * (RFC 8291, aes128gcm) and recorded. 201 Created like the real ones; 410 for an endpoint marked gone.
 */
export type BrowserSubscription = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };

export type ReceivedPush = {
  endpoint: string;
  /** The decrypted body (the server's JSON). */
  text: string;
  json: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** The JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
};

export type RefusedPush = { endpoint: string; status: number; reason: string };

export type FakePushService = {
  /** http://127.0.0.1:<port> */
  origin: string;
  subscribe(applicationServerKey: string): BrowserSubscription;
  received: ReceivedPush[];
  refused: RefusedPush[];
  /** From now on the endpoint answers 410 Gone (the browser unsubscribed). */
  markGone(endpoint: string): void;
  /** The next `count` pushes to the endpoint get this status (429, 500…) before it accepts again. */
  failNext(endpoint: string, status: number, count?: number): void;
  /** Resolves with the pushes received for the endpoint once there are at least `count` (or rejects after timeoutMs). */
  waitFor(endpoint: string, count?: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
};

type Subscriber = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; applicationServerKey: string; gone: boolean; failures: { status: number; left: number } | null };

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm body, decrypted by the user agent's key and auth secret. */
export function decryptAes128gcm(body: Buffer, subscriber: Pick<Subscriber, 'ecdh' | 'auth'>): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is not a P-256 public key (${idLength} bytes)`);
  const receiverPublic = subscriber.ecdh.getPublicKey();
  const ecdhSecret = subscriber.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += recordSize, seq += 1) {
    const record = records.subarray(offset, Math.min(offset + recordSize, records.length));
    const nonce = Buffer.from(baseNonce);
    // RFC 8188 §2.3: the record's sequence number XORed into the nonce's low bytes (32 bits cover any body here).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    const delimiter = padded[end];
    const last = offset + recordSize >= records.length;
    if (delimiter !== (last ? 2 : 1)) throw new Error('bad padding delimiter');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

/** RFC 8292: the claims of a valid `vapid t=…, k=…` header for this origin, or an error message. */
export function verifyVapid(authorization: string | undefined, origin: string, nowSeconds: number): { claims: ReceivedPush['claims']; key: string } | string {
  const match = /^vapid\s+(.+)$/i.exec(authorization ?? '');
  if (!match) return 'no vapid authorization';
  const params = Object.fromEntries(
    match[1]!.split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name!.trim(), value.join('=').trim()];
    }),
  );
  const token = params.t;
  const key = params.k;
  if (!token || !key) return 'vapid without t or k';
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return 'malformed JWT';
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 point';
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) }, format: 'jwk' });
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg;
  if (alg !== 'ES256') return `JWT alg ${alg}`;
  const valid = verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) return 'bad JWT signature';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds || claims.exp > nowSeconds + 24 * 3600) return 'exp out of range';
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return 'sub is not mailto: or https:';
  return { claims, key };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startFakePushService(options: { host?: string; port?: number } = {}): Promise<FakePushService> {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const refuse = (response: ServerResponse, endpoint: string, status: number, reason: string) => {
    refused.push({ endpoint, status, reason });
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ reason }));
  };

  const server = createServer((request, response) => {
    void (async () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const subscriber = subscribers.get(endpoint);
      if (request.method !== 'POST') return refuse(response, endpoint, 405, 'POST only');
      const body = await readBody(request);
      if (!subscriber) return refuse(response, endpoint, 404, 'no such subscription');
      if (subscriber.gone) return refuse(response, endpoint, 410, 'subscription expired');
      if (subscriber.failures && subscriber.failures.left > 0) {
        subscriber.failures.left -= 1;
        return refuse(response, endpoint, subscriber.failures.status, 'failure asked for by the test');
      }
      const vapid = verifyVapid(request.headers.authorization, origin, Math.floor(Date.now() / 1000));
      if (typeof vapid === 'string') return refuse(response, endpoint, 401, vapid);
      if (vapid.key !== subscriber.applicationServerKey) return refuse(response, endpoint, 403, 'k is not the key the subscription was made with');
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(response, endpoint, 415, 'content-encoding must be aes128gcm');
      if (request.headers.ttl === undefined) return refuse(response, endpoint, 400, 'TTL header missing');
      let text: string;
      try {
        text = decryptAes128gcm(body, subscriber).toString('utf8');
      } catch (err) {
        return refuse(response, endpoint, 400, `cannot decrypt: ${err instanceof Error ? err.message : String(err)}`);
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      received.push({ endpoint, text, json, ttl: header('ttl'), urgency: header('urgency'), topic: header('topic'), claims: vapid.claims });
      response.writeHead(201, { location: `${endpoint}/messages/${received.length}` }).end();
      for (const wake of [...waiters]) wake();
    })().catch((err: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  origin = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  const of = (endpoint: string) => received.filter((push) => push.endpoint === endpoint);

  return {
    origin,
    received,
    refused,
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(24).toString('base64url')}`;
      subscribers.set(endpoint, { ecdh, auth, applicationServerKey, gone: false, failures: null });
      return { endpoint, expirationTime: null, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    markGone(endpoint) {
      const subscriber = subscribers.get(endpoint);
      if (subscriber) subscriber.gone = true;
    },
    failNext(endpoint, status, count = 1) {
      const subscriber = subscribers.get(endpoint);
      if (subscriber) subscriber.failures = { status, left: count };
    },
    waitFor(endpoint, count = 1, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (of(endpoint).length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(of(endpoint));
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${count} push(es) for ${endpoint} within ${timeoutMs} ms (refused: ${JSON.stringify(refused.slice(-3))})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The platform keeps its connection to us alive: do not wait for it to let go.
        server.closeAllConnections();
      }),
  };
}
