import { createHmac } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { PIX_EXPIRED_CANCEL_REASON, PIX_PROVIDER_MESSAGES, pixTxidForOrder } from '@comanda/shared/domain';
import { connectDemoPixProvider, DEMO_PIX_STORE_SLUG } from '../src/db/seed/demo-pix-provider';
import { createSecretBox } from '../src/security/secret-box';
import { startFakePixProvider, type FakePixProvider } from '../test-support/fake-pix-provider';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';
import { placeOrder, productsOf, withSelection } from './helpers/orders';

let db: TestDb;
let app: FastifyInstance;
let psp: FakePixProvider;
let clock: Date;
let owner: string;
let storeId: number;
let hookUrl = '';
const SLUG = 'pizzaria-bella-napoli';
const PIX_KEY = 'pix@bellanapoli.com.br';
const published: { channel: string; event: string; payload: Record<string, unknown> }[] = [];
const minutes = (n: number) => (clock = new Date(clock.getTime() + n * 60_000));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  db = await openTestDb();
  psp = await startFakePixProvider({ webhookSecret: 'segredo-do-webhook-de-teste-123' });
  clock = new Date('2026-11-24T20:00:00-03:00');
  // The fake PSP posts its webhooks over HTTP, as a bank would: the API listens on a real port.
  const port = await freePort();
  app = await buildTestApp(db.handle, { appUrl: `http://127.0.0.1:${port}` }, undefined, { now: () => clock });
  app.broadcaster.toStore = async (id, event, payload) => (published.push({ channel: `private-store.${id}`, event, payload: payload as Record<string, unknown> }), true);
  app.broadcaster.toChannel = async (channel, event, payload) => (published.push({ channel, event, payload: payload as Record<string, unknown> }), true);
  await app.listen({ port, host: '127.0.0.1' });
  owner = await loginAs(app, 'dono@bellanapoli.com.br');
  storeId = (await db.handle.query<{ id: number }>('SELECT id FROM stores WHERE slug = $1', [SLUG]))[0]!.id;
});
afterAll(async () => {
  await app.close();
  await psp.close();
  await db.close();
});

const providerUrl = `/api/stores/${SLUG}/pix-provider`;
const validProvider = () => ({ base_url: psp.url, client_id: psp.clientId, client_secret: psp.clientSecret, pix_key: PIX_KEY, webhook_secret: psp.webhookSecret, expiry_minutes: 30 });
const putProvider = (payload: unknown, token = owner) => app.inject({ method: 'PUT', url: providerUrl, headers: bearer(token), payload: payload as Record<string, unknown> });

async function pixOrder(): Promise<{ id: number; public_id: string; total: number; payment: Record<string, unknown> }> {
  const { product, selection } = withSelection((await productsOf(app, SLUG)).find((p) => p.business_type_options)!);
  const res = await placeOrder(app, SLUG, {
    order_type: 'pickup',
    items: [{ product_id: product.id, quantity: 1, selected_options: selection }],
    customer: { name: 'Maria Souza', phone: '(11) 98888-7777' },
    payment: { method: 'pix' },
  });
  expect(res.statusCode).toBe(201);
  return json(res).data;
}

/** GET /api/stores/{slug}: the storefront's store data. */
const publicExpiry = async (slug = SLUG): Promise<number | null> => json(await app.inject({ url: `/api/stores/${slug}` })).data.pixExpiryMinutes as number | null;

const tracked = async (publicId: string) => json(await app.inject({ url: `/api/orders/track/${publicId}` })).data;

/** The create-charge job runs after the order commits (woken at once); wait for it like the customer's page does. */
async function chargedOrder(publicId: string) {
  for (let i = 0; i < 50; i += 1) {
    await app.jobs.runDue();
    const order = await tracked(publicId);
    if (order.payment.pix_code) return order;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('charge not created');
}

const chargeRow = async (orderId: number) =>
  (await db.handle.query<{ status: string; txid: string; end_to_end_id: string | null }>('SELECT status, txid, end_to_end_id FROM pix_charges WHERE order_id = $1', [orderId]))[0];

const signed = (body: string, secret = psp.webhookSecret) => ({ 'content-type': 'application/json', 'x-pix-signature': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}` });

describe('dynamic PIX (API Pix provider)', () => {
  it('without a provider a PIX order keeps the static BR Code and no charge', async () => {
    const order = await pixOrder();
    expect(order.payment.pix_code).toMatch(/^000201/);
    expect(order.payment.pix_expires_at).toBeNull();
    expect(await chargeRow(order.id)).toBeUndefined();
    // The storefront states no time to pay.
    expect(await publicExpiry()).toBeNull();
  });

  it('the owner connects the provider: bad input and refused credentials are 422 in Portuguese; an attendant or manager may not', async () => {
    const bad = await putProvider({ base_url: 'ftp://banco', client_id: '', pix_key: 'não é chave', webhook_secret: 'curto', expiry_minutes: 2 });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({
      base_url: [PIX_PROVIDER_MESSAGES.baseUrlInvalid],
      client_id: [PIX_PROVIDER_MESSAGES.clientIdRequired],
      client_secret: [PIX_PROVIDER_MESSAGES.clientSecretRequired],
      pix_key: [PIX_PROVIDER_MESSAGES.pixKeyInvalid],
      webhook_secret: [PIX_PROVIDER_MESSAGES.webhookSecretShort],
      expiry_minutes: [PIX_PROVIDER_MESSAGES.expiryRange],
    });
    const wrongSecret = await putProvider({ ...validProvider(), client_secret: 'errado' });
    expect(wrongSecret.statusCode).toBe(422);
    expect(json(wrongSecret).errors).toEqual({ client_secret: [PIX_PROVIDER_MESSAGES.credentialsRefused] });
    const unreachable = await putProvider({ ...validProvider(), base_url: 'http://127.0.0.1:9' });
    expect(json(unreachable).errors).toEqual({ base_url: [PIX_PROVIDER_MESSAGES.unreachable] });
    expect((await putProvider(validProvider(), await loginAs(app, 'gerente@bellanapoli.com.br'))).statusCode).toBe(403);
    expect((await putProvider(validProvider(), await loginAs(app, 'atendente@bellanapoli.com.br'))).statusCode).toBe(403);
    expect(await db.handle.query('SELECT 1 FROM store_pix_providers')).toEqual([]);

    const saved = await putProvider(validProvider());
    expect(saved.statusCode).toBe(200);
    // The webhook is registered at the PSP for the key (it appends /pix when posting).
    expect(psp.webhooks.get(PIX_KEY)).toMatch(new RegExp(`^${app.config.appUrl}/api/webhooks/pix/[A-Za-z0-9_-]{40}$`));
    hookUrl = psp.webhooks.get(PIX_KEY)!.replace(app.config.appUrl, '');
  });

  it("the store's public data gives the provider's time to pay, for the checkout to state it before the order (no other store gets it)", async () => {
    expect(await publicExpiry()).toBe(30);
    expect((await putProvider({ ...validProvider(), client_secret: '', webhook_secret: '', expiry_minutes: 45 })).statusCode).toBe(200);
    expect(await publicExpiry()).toBe(45);
    expect(await publicExpiry('burger-house')).toBeNull();
    expect((await putProvider({ ...validProvider(), client_secret: '', webhook_secret: '' })).statusCode).toBe(200);
  });

  it('never returns the secrets: GET and PUT answer "set"; a blank secret keeps the saved one', async () => {
    const read = await app.inject({ url: providerUrl, headers: bearer(owner) });
    const body = read.body;
    expect(json(read).data).toEqual({
      configured: true,
      base_url: psp.url,
      client_id: psp.clientId,
      pix_key: PIX_KEY,
      expiry_minutes: 30,
      client_secret_set: true,
      webhook_secret_set: true,
      webhook_url: `${app.config.appUrl}${hookUrl}`,
    });
    expect(body).not.toContain(psp.clientSecret);
    expect(body).not.toContain(psp.webhookSecret);
    const kept = await putProvider({ ...validProvider(), client_secret: '', webhook_secret: '' });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).not.toContain(psp.clientSecret);
    // At rest the secrets are sealed (AES-256-GCM under DATA_ENCRYPTION_KEY), never the plain text; kept ones still open.
    const [stored] = await db.handle.query<{ client_secret: string; webhook_secret: string }>('SELECT client_secret, webhook_secret FROM store_pix_providers');
    expect(stored!.client_secret).toMatch(/^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    expect(stored!.webhook_secret).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toContain(psp.clientSecret);
    expect(JSON.stringify(stored)).not.toContain(psp.webhookSecret);
    const box = createSecretBox(app.config.dataEncryptionKey);
    expect({ client: box.open(stored!.client_secret), webhook: box.open(stored!.webhook_secret) }).toEqual({ client: psp.clientSecret, webhook: psp.webhookSecret });
  });

  it('a PIX order gets a charge (PUT /cob/{txid}) after it commits: the dynamic copia-e-cola and the expiry, announced on the tracking channel', async () => {
    published.length = 0;
    const placed = await pixOrder();
    expect(placed.payment.pix_code).toBeNull();
    expect(placed.payment.pix_expires_at).toBe(new Date(clock.getTime() + 30 * 60_000).toISOString());
    const order = await chargedOrder(placed.public_id);
    const txid = pixTxidForOrder(storeId, placed.id);
    expect(txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    const cob = psp.cobs.get(txid)!;
    expect(cob).toMatchObject({ status: 'ATIVA', chave: PIX_KEY, valor: { original: placed.total.toFixed(2) } });
    expect(cob.calendario.expiracao).toBe(30 * 60);
    expect(order.payment.pix_code).toBe(cob.pixCopiaECola);
    expect(order.payment.paid_at).toBeNull();
    // The seconds left by the API's clock (the customer's phone may be off): the page counts down from them.
    expect(order.payment.pix_seconds_left).toBe(30 * 60);
    minutes(10);
    expect((await tracked(placed.public_id)).payment.pix_seconds_left).toBe(20 * 60);
    expect(await chargeRow(placed.id)).toMatchObject({ status: 'active', txid });
    expect(published).toContainEqual(expect.objectContaining({ channel: `order.${placed.public_id}`, event: 'order.updated' }));
  });

  it('the webhook refuses an unsigned (401) or wrongly signed (403) call and changes nothing', async () => {
    const placed = await pixOrder();
    await chargedOrder(placed.public_id);
    const txid = pixTxidForOrder(storeId, placed.id);
    const body = JSON.stringify({ pix: [{ endToEndId: 'E0000000020261124230000000000001', txid, valor: placed.total.toFixed(2), horario: clock.toISOString() }] });
    const unsigned = await app.inject({ method: 'POST', url: `${hookUrl}/pix`, headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(401);
    const forged = await app.inject({ method: 'POST', url: `${hookUrl}/pix`, headers: signed(body, 'outro-segredo-qualquer-123'), payload: body });
    expect(forged.statusCode).toBe(403);
    const unknownHook = await app.inject({ method: 'POST', url: '/api/webhooks/pix/nao-existe-este-webhook-id/pix', headers: signed(body), payload: body });
    expect(unknownHook.statusCode).toBe(404);
    // Signed by the PSP, but the PSP says the cob is still ATIVA: not paid.
    const notPaid = await app.inject({ method: 'POST', url: `${hookUrl}/pix`, headers: signed(body), payload: body });
    expect(json(notPaid).results).toEqual([expect.objectContaining({ outcome: 'not_confirmed' })]);
    // The fake PSP itself, signing with another secret.
    const wrongKey = await psp.pay(txid, { signWith: 'segredo-errado-do-banco-xyz' });
    expect(wrongKey.status).toBe(403);
    expect((await tracked(placed.public_id)).payment.paid_at).toBeNull();
    expect((await chargeRow(placed.id))!.status).toBe('active');
  });

  it('paid at the PSP: the webhook marks the order paid once (a repeated webhook changes nothing), live on the store and tracking channels', async () => {
    const placed = await pixOrder();
    await chargedOrder(placed.public_id);
    const txid = pixTxidForOrder(storeId, placed.id);
    published.length = 0;
    const paid = await psp.pay(txid);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ received: true, results: [{ txid, outcome: 'paid' }] });
    const order = await tracked(placed.public_id);
    expect(order.payment.paid_at).toEqual(expect.any(String));
    expect(await chargeRow(placed.id)).toMatchObject({ status: 'paid', end_to_end_id: paid.endToEndId });
    const updates = published.filter((p) => p.event === 'order.updated');
    expect(updates.map((p) => p.channel).sort()).toEqual([`order.${placed.public_id}`, `private-store.${storeId}`].sort());
    expect(updates[0]!.payload.order).toMatchObject({ id: placed.id, paid_at: order.payment.paid_at });
    // The store's list shows it paid (the kanban's badge).
    const list = json(await app.inject({ url: `/api/stores/${storeId}/orders?per_page=50`, headers: bearer(owner) })).data as { id: number; paid_at: string | null }[];
    expect(list.find((o) => o.id === placed.id)?.paid_at).toBe(order.payment.paid_at);

    published.length = 0;
    const cobCalls = psp.calls.filter((c) => c.method === 'GET' && c.path === `/cob/${txid}`).length;
    const again = await psp.redeliver(txid);
    expect(again.body).toMatchObject({ results: [{ outcome: 'already_paid' }] });
    expect(published).toEqual([]);
    expect(psp.calls.filter((c) => c.method === 'GET' && c.path === `/cob/${txid}`).length).toBe(cobCalls);
    expect((await tracked(placed.public_id)).payment.paid_at).toBe(order.payment.paid_at);
  });

  it('an amount that is not the order total is never marked paid', async () => {
    const placed = await pixOrder();
    await chargedOrder(placed.public_id);
    const txid = pixTxidForOrder(storeId, placed.id);
    const paid = await psp.pay(txid, { amount: '1.00' });
    expect(paid.body).toMatchObject({ results: [{ outcome: 'amount_mismatch' }] });
    expect((await tracked(placed.public_id)).payment.paid_at).toBeNull();
    expect((await chargeRow(placed.id))!.status).toBe('active');
  });

  it('unpaid at the expiry: the job cancels the order with "PIX não pago no prazo"; a paid one stays', async () => {
    const unpaid = await pixOrder();
    const paidOrder = await pixOrder();
    await chargedOrder(unpaid.public_id);
    await chargedOrder(paidOrder.public_id);
    await psp.pay(pixTxidForOrder(storeId, paidOrder.id));
    minutes(29);
    await app.jobs.runDue();
    expect((await tracked(unpaid.public_id)).status).toBe('pending');
    minutes(1);
    await app.jobs.runDue();
    const cancelled = await tracked(unpaid.public_id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancel_reason).toBe(PIX_EXPIRED_CANCEL_REASON);
    expect((await chargeRow(unpaid.id))!.status).toBe('expired');
    expect((await tracked(paidOrder.public_id)).status).toBe('pending');
    expect((await chargeRow(paidOrder.id))!.status).toBe('paid');
  });

  it('a charge job retried after the PSP already made the cob (crash after PUT) finds it by its txid', async () => {
    const placed = await pixOrder();
    await chargedOrder(placed.public_id);
    const txid = pixTxidForOrder(storeId, placed.id);
    // Back to "creating", as if the process died after PUT /cob and before saving: the retry must not fail.
    await db.handle.query("UPDATE pix_charges SET status = 'creating' WHERE txid = $1", [txid]);
    await db.handle.query("UPDATE orders SET pix_code = NULL WHERE id = $1", [placed.id]);
    await db.handle.query("INSERT INTO jobs (kind, payload, run_at) VALUES ('pix.charge.create', jsonb_build_object('orderId', $1::int), 'epoch')", [placed.id]);
    const order = await chargedOrder(placed.public_id);
    expect(order.payment.pix_code).toBe(psp.cobs.get(txid)!.pixCopiaECola);
    expect(psp.calls.filter((c) => c.method === 'PUT' && c.path === `/cob/${txid}`)).toHaveLength(2);
  });

  it('secrets sealed under another DATA_ENCRYPTION_KEY read as not set (the owner enters them again) and no webhook is accepted', async () => {
    const [saved] = await db.handle.query<{ client_secret: string; webhook_secret: string }>('SELECT client_secret, webhook_secret FROM store_pix_providers');
    const otherKey = createSecretBox('a-former-data-encryption-key-0123456789');
    await db.handle.query('UPDATE store_pix_providers SET client_secret = $1, webhook_secret = $2', [otherKey.seal(psp.clientSecret), otherKey.seal(psp.webhookSecret)]);
    try {
      const read = await app.inject({ url: providerUrl, headers: bearer(owner) });
      expect(read.statusCode).toBe(200);
      expect(json(read).data).toMatchObject({ configured: true, client_secret_set: false, webhook_secret_set: false });
      // Saving now asks for them again (a blank one no longer keeps anything).
      const blank = await putProvider({ ...validProvider(), client_secret: '', webhook_secret: '' });
      expect(json(blank).errors).toEqual({ client_secret: [PIX_PROVIDER_MESSAGES.clientSecretRequired], webhook_secret: [PIX_PROVIDER_MESSAGES.webhookSecretRequired] });
      const body = JSON.stringify({ pix: [] });
      for (const secret of ['', psp.webhookSecret]) {
        expect((await app.inject({ method: 'POST', url: `${hookUrl}/pix`, headers: signed(body, secret), payload: body })).statusCode).toBe(403);
      }
    } finally {
      await db.handle.query('UPDATE store_pix_providers SET client_secret = $1, webhook_secret = $2', [saved!.client_secret, saved!.webhook_secret]);
    }
  });

  it('the store removes the provider: new PIX orders get the static code again', async () => {
    expect((await app.inject({ method: 'DELETE', url: providerUrl, headers: bearer(owner) })).statusCode).toBe(204);
    expect(json(await app.inject({ url: providerUrl, headers: bearer(owner) })).data.configured).toBe(false);
    expect(await publicExpiry()).toBeNull();
    const order = await pixOrder();
    expect(order.payment.pix_code).toMatch(/^000201/);
  });

  it('npm start: the demo store is connected to the demo PSP on every start (its webhook registered again, same URL)', async () => {
    const env = { DEMO_PIX_URL: psp.url, DEMO_PIX_CLIENT_ID: psp.clientId, DEMO_PIX_CLIENT_SECRET: psp.clientSecret, DEMO_PIX_WEBHOOK_SECRET: psp.webhookSecret };
    await connectDemoPixProvider(app, { ...env, NODE_ENV: 'production' });
    expect(await db.handle.query('SELECT 1 FROM store_pix_providers')).toEqual([]);
    await connectDemoPixProvider(app, env);
    const [row] = await db.handle.query<{ slug: string; pix_key: string; webhook_id: string }>(
      'SELECT s.slug, p.pix_key, p.webhook_id FROM store_pix_providers p JOIN stores s ON s.id = p.store_id',
    );
    expect(row).toMatchObject({ slug: DEMO_PIX_STORE_SLUG });
    const [sealed] = await db.handle.query<{ client_secret: string; webhook_secret: string }>('SELECT client_secret, webhook_secret FROM store_pix_providers');
    expect(sealed!.client_secret).toMatch(/^v1:/);
    expect(createSecretBox(app.config.dataEncryptionKey).open(sealed!.webhook_secret)).toBe(psp.webhookSecret);
    expect(psp.webhooks.get(row!.pix_key)).toBe(`${app.config.appUrl}/api/webhooks/pix/${row!.webhook_id}`);
    await connectDemoPixProvider(app, env);
    expect(await db.handle.query('SELECT webhook_id FROM store_pix_providers')).toEqual([{ webhook_id: row!.webhook_id }]);
  });
});
