// Drivers and the store's monitor against a running API (bench/benchmarks/13-delivery.mjs): drivers registered and
// invited through the store's API, their accounts made by accepting the invitation, put online; a pusher-js client
// authorised as a store staff member through /api/broadcasting/auth on the store's private channel (what the
// monitor listens to); simulated phones that send a position every few seconds over keep-alive HTTP.
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

async function call(apiUrl, path, { method = 'GET', token, body } = {}) {
  const headers = { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(`${apiUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // judged by its status below
  }
  return { status: response.status, body: parsed, text };
}

function expect(what, result, status) {
  if (result.status !== status) throw new Error(`${what}: HTTP ${result.status} ${result.text.slice(0, 400)}`);
  return result.body;
}

/** GET /api/stores/{id}/delivery/monitor as a staff member: the store's point and its drivers. */
export async function monitorSnapshot(apiUrl, { storeId, token }) {
  return expect('monitor', await call(apiUrl, `/api/stores/${storeId}/delivery/monitor`, { token }), 200).data;
}

/**
 * One driver the way a store and a driver make it: POST /stores/{id}/delivery/drivers (the owner; returns the
 * invitation link), POST /invitations/{token}/accept (the driver's account and bearer token), POST /driver/{id}/online.
 */
async function createDriver(apiUrl, { storeId, ownerToken, n }) {
  const name = `Entregador Bench ${n}`;
  const body = { name, phone: `1198${String(n).padStart(7, '0')}`, email: `bench.entregador.${n}@exemplo.com.br`, kind: 'freelancer', vehicle: 'moto', plate: null };
  const created = expect(`cadastrar ${name}`, await call(apiUrl, `/api/stores/${storeId}/delivery/drivers`, { method: 'POST', token: ownerToken, body }), 201).data;
  if (!created.invite_url) throw new Error(`${name}: cadastrado sem link de convite`);
  const inviteToken = decodeURIComponent(created.invite_url.split('/convite/')[1] ?? '');
  const accepted = expect(
    `aceitar convite de ${name}`,
    await call(apiUrl, `/api/invitations/${encodeURIComponent(inviteToken)}/accept`, { method: 'POST', body: { name, password: 'Entrega@123', password_confirmation: 'Entrega@123' } }),
    200,
  );
  if (accepted.user?.role !== 'driver') throw new Error(`${name}: conta com papel ${accepted.user?.role}`);
  const online = expect(`${name} online`, await call(apiUrl, `/api/driver/${created.id}/online`, { method: 'POST', token: accepted.token, body: { online: true } }), 200).data;
  if (!online.online) throw new Error(`${name}: não ficou online`);
  return { id: created.id, name, token: accepted.token };
}

/** `count` drivers, `concurrency` at a time; resolves with [{ id, name, token }] and the seconds it took. */
export async function createDrivers(apiUrl, { storeId, ownerToken, count, concurrency = 8 }) {
  const drivers = new Array(count);
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      drivers[i] = await createDriver(apiUrl, { storeId, ownerToken, n: i + 1 });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { drivers, seconds: (performance.now() - started) / 1000 };
}

/**
 * A pusher-js client on the API's real-time server, subscribed to `channel` with the shell's authorisation (a JSON POST
 * to /api/broadcasting/auth with the staff member's bearer token). `handlers` maps event names to callbacks, each given
 * (data, receivedAt = performance.now()). Resolves once subscribed; disconnect() closes it.
 */
export async function openMonitor(apiUrl, { token, channel, handlers }) {
  const Pusher = require('pusher-js');
  const config = expect('config do tempo real', await call(apiUrl, '/api/broadcasting/config'), 200);
  const { hostname, port } = new URL(apiUrl);
  const client = new Pusher(config.key, {
    cluster: config.cluster || 'sa1',
    wsHost: config.wsHost ?? hostname,
    wsPort: config.wsPort ?? Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        call(apiUrl, '/api/broadcasting/auth', { method: 'POST', token, body: { socket_id: socketId, channel_name: channelName } }).then(
          (result) => (result.status === 200 ? callback(null, result.body) : callback(new Error(`autorização de ${channelName}: HTTP ${result.status} ${result.text}`), null)),
          (error) => callback(error, null),
        );
      },
    },
  });
  const subscription = client.subscribe(channel);
  for (const [event, handler] of Object.entries(handlers)) subscription.bind(event, (data) => handler(data, performance.now()));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${channel}: não assinado em 15 s`)), 15_000);
    subscription.bind('pusher:subscription_succeeded', () => (clearTimeout(timer), resolve()));
    subscription.bind('pusher:subscription_error', (error) => (clearTimeout(timer), reject(new Error(`${channel}: ${JSON.stringify(error)}`))));
  });
  return { disconnect: () => client.disconnect() };
}

/** Keep-alive HTTP for the phones (one agent: connections are reused across requests, none opened per request). */
export const keepAliveAgent = () => new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * One request over `agent`; `onSend()` runs right before the request is written (the caller stamps the send time
 * there). Resolves with { status, ms } once the whole answer is read (status 0 when there was no answer).
 */
export function request(agent, url, { method = 'GET', token = null, body = undefined, onSend = () => {} } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json' };
    if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    if (token) headers.authorization = `Bearer ${token}`;
    const req = http.request(url, { method, agent, headers });
    let t0 = performance.now();
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - t0 }));
      res.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
    onSend();
    t0 = performance.now();
    req.end(payload);
  });
}

/** mulberry32: the same jitter and routes every run. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every client sends every `intervalMs` from its own jittered start (offsets[i] in [0, intervalMs)) until `seconds`
 * have passed, on a fixed schedule (open loop: a slow answer does not delay the next send). `fire(i, k)` sends the
 * k-th request of client i and returns its promise; resolves once every answer is in, with the wall seconds.
 */
export async function everyInterval({ clients, offsets, intervalMs, seconds, fire }) {
  const start = performance.now() + 50;
  const end = start + seconds * 1000;
  const inFlight = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      for (let k = 0; start + offsets[i] + k * intervalMs < end; k += 1) {
        const wait = start + offsets[i] + k * intervalMs - performance.now();
        if (wait > 1) await sleep(wait);
        inFlight.push(fire(i, k));
      }
    }),
  );
  await Promise.all(inFlight);
  return (performance.now() - start) / 1000;
}

const METRES_PER_DEGREE = 111_320;

/**
 * A moto's route around the store: starts within ~3 km, goes ~40 m per 5 s (30 km/h) turning a little at each step.
 * next() gives the next point, rounded to 6 decimals (~0.1 m), as a phone's geolocation would.
 */
export function route(random, origin, stepMetres = 40) {
  const cosLat = Math.cos((origin.latitude * Math.PI) / 180);
  const r = 3_000 * Math.sqrt(random());
  const a = random() * 2 * Math.PI;
  let latitude = origin.latitude + (r * Math.sin(a)) / METRES_PER_DEGREE;
  let longitude = origin.longitude + (r * Math.cos(a)) / (METRES_PER_DEGREE * cosLat);
  let heading = random() * 2 * Math.PI;
  const round6 = (v) => Math.round(v * 1e6) / 1e6;
  return {
    next() {
      heading += (random() - 0.5) * 0.8;
      const step = stepMetres * (0.8 + random() * 0.4);
      latitude += (step * Math.sin(heading)) / METRES_PER_DEGREE;
      longitude += (step * Math.cos(heading)) / (METRES_PER_DEGREE * cosLat);
      return { latitude: round6(latitude), longitude: round6(longitude), accuracy: Math.round(5 + random() * 10) };
    },
  };
}
