import { fakeServer, saleBody } from './test-utils';
import { posDb, resetPosDb } from './pos-db';
import { backoffMs, discardSale, enqueueSale, flushSales, LEASE_MS, listQueuedSales, QUEUE_MESSAGES, retrySale, submitSale, type SendSale } from './sale-queue';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(async () => {
  await resetPosDb();
});

describe('enqueue', () => {
  it('stores the sale, pending with a new UUID key, before any request is made', async () => {
    const send = jest.fn<ReturnType<SendSale>, Parameters<SendSale>>();
    const sale = await enqueueSale({ storeId: 7, stationId: 'st-1', body: saleBody() });
    expect(send).not.toHaveBeenCalled();
    expect(sale.key).toMatch(UUID);
    const [stored] = await listQueuedSales(7);
    expect(stored).toMatchObject({ key: sale.key, store_id: 7, station_id: 'st-1', status: 'pending', attempts: 0, error: null });
    expect(stored!.body.sold_offline_at).toBe('2026-11-25T14:00:00.000Z');
  });

  it('keeps a key the screen made, and the order sales were made in', async () => {
    const a = await enqueueSale({ storeId: 7, body: saleBody(), key: 'chave-a' });
    const b = await enqueueSale({ storeId: 7, body: saleBody() });
    expect(a.key).toBe('chave-a');
    expect(b.seq).toBeGreaterThan(a.seq);
    expect((await listQueuedSales()).map((s) => s.key)).toEqual(['chave-a', b.key]);
  });
});

describe('flush', () => {
  it('sends the pending sales in order, one at a time, with their keys, and removes each accepted one', async () => {
    const server = fakeServer();
    server.slow(5);
    const keys = [];
    for (let i = 0; i < 3; i += 1) keys.push((await enqueueSale({ storeId: 7, body: saleBody({ notes: `venda ${i}` }) })).key);

    const result = await flushSales(server.send, { storeId: 7 });

    expect(result).toMatchObject({ ran: true, stopped: null });
    expect(result.outcomes.map((o) => [o.key, o.result])).toEqual(keys.map((key) => [key, 'sent']));
    expect(server.calls.map((c) => c.key)).toEqual(keys);
    expect(server.maxInFlight).toBe(1);
    expect(server.sales.size).toBe(3);
    expect(await listQueuedSales()).toEqual([]);
  });

  it('sends only the given store, and strictly after the sales made before', async () => {
    const server = fakeServer();
    const other = await enqueueSale({ storeId: 8, body: saleBody() });
    const mine = await enqueueSale({ storeId: 7, body: saleBody() });
    await flushSales(server.send, { storeId: 7 });
    expect(server.calls.map((c) => c.key)).toEqual([mine.key]);
    expect((await listQueuedSales()).map((s) => s.key)).toEqual([other.key]);
  });

  it('a lost answer keeps the sale pending; the retry uses the same key and body, so the server records one sale', async () => {
    const server = fakeServer();
    const sale = await enqueueSale({ storeId: 7, body: saleBody() });
    server.next.push({ loseAnswer: true });

    const first = await flushSales(server.send, { storeId: 7 });
    expect(first.stopped).toBe('network');
    expect(server.sales.size).toBe(1); // the server did record it
    expect(await listQueuedSales()).toMatchObject([{ key: sale.key, status: 'pending', attempts: 1 }]);

    const second = await flushSales(server.send, { storeId: 7, force: true });
    expect(second.outcomes).toEqual([expect.objectContaining({ key: sale.key, result: 'sent', status: 200 })]);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]).toEqual(server.calls[0]);
    expect(server.sales.size).toBe(1);
    expect(await listQueuedSales()).toEqual([]);
  });

  it('a flush that died mid-send (row left "sending") is resumed with the same key', async () => {
    const server = fakeServer();
    const sale = await enqueueSale({ storeId: 7, body: saleBody() });
    await posDb().outbox.update(sale.seq, { status: 'sending', attempts: 1 });
    await flushSales(server.send, { storeId: 7 });
    expect(server.calls.map((c) => c.key)).toEqual([sale.key]);
    expect(await listQueuedSales()).toEqual([]);
  });

  it('a network failure keeps the sale pending with a backoff and stops the flush (the next sales wait)', async () => {
    const server = fakeServer();
    const a = await enqueueSale({ storeId: 7, body: saleBody() });
    const b = await enqueueSale({ storeId: 7, body: saleBody({ notes: 'b' }) });
    server.next.push({ network: true });
    const before = Date.now();

    const result = await flushSales(server.send, { storeId: 7 });

    expect(result).toMatchObject({ ran: true, stopped: 'network', outcomes: [] });
    expect(server.calls.map((c) => c.key)).toEqual([a.key]);
    const [first, second] = await listQueuedSales();
    expect(first).toMatchObject({ key: a.key, status: 'pending', attempts: 1, error: { status: null, message: QUEUE_MESSAGES.network } });
    expect(first!.next_attempt_at).toBeGreaterThanOrEqual(before + backoffMs(1));
    expect(second).toMatchObject({ key: b.key, status: 'pending', attempts: 0 });

    // Within the backoff nothing is sent; forced (back online), everything goes, in order.
    expect(await flushSales(server.send, { storeId: 7 })).toMatchObject({ stopped: 'backoff' });
    expect(server.calls).toHaveLength(1);
    await flushSales(server.send, { storeId: 7, force: true });
    expect(server.calls.map((c) => c.key)).toEqual([a.key, a.key, b.key]);
    expect(await listQueuedSales()).toEqual([]);
  });

  it.each([500, 503, 408, 429])('a %i keeps the sale pending and stops the flush', async (status) => {
    const server = fakeServer();
    await enqueueSale({ storeId: 7, body: saleBody() });
    await enqueueSale({ storeId: 7, body: saleBody() });
    server.next.push({ status, body: { message: 'Serviço indisponível' } });
    const result = await flushSales(server.send, { storeId: 7 });
    expect(result.stopped).toBe('server');
    expect(server.calls).toHaveLength(1);
    expect((await listQueuedSales()).map((s) => s.status)).toEqual(['pending', 'pending']);
  });

  it('a 401 keeps the sale pending (signing in again sends it)', async () => {
    const server = fakeServer();
    await enqueueSale({ storeId: 7, body: saleBody() });
    server.next.push({ status: 401, body: { message: 'Não autenticado.' } });
    expect((await flushSales(server.send, { storeId: 7 })).stopped).toBe('auth');
    expect(await listQueuedSales()).toMatchObject([{ status: 'pending', error: { status: 401, message: 'Não autenticado.' } }]);
  });

  it('a 422 marks the sale rejected with the server message and field errors, and the flush goes on', async () => {
    const server = fakeServer();
    const refused = await enqueueSale({ storeId: 7, body: saleBody() });
    const fine = await enqueueSale({ storeId: 7, body: saleBody({ notes: 'ok' }) });
    server.next.push({ status: 422, body: { message: 'Este produto não existe mais na loja.', errors: { 'items.0.product_id': ['Este produto não existe mais na loja.'] } } });

    const result = await flushSales(server.send, { storeId: 7 });

    expect(result.stopped).toBeNull();
    expect(result.outcomes.map((o) => [o.key, o.result])).toEqual([
      [refused.key, 'rejected'],
      [fine.key, 'sent'],
    ]);
    expect(await listQueuedSales()).toMatchObject([
      { key: refused.key, status: 'rejected', error: { status: 422, message: 'Este produto não existe mais na loja.', errors: { 'items.0.product_id': ['Este produto não existe mais na loja.'] } } },
    ]);
    // A rejected sale is not sent again by itself.
    await flushSales(server.send, { storeId: 7, force: true });
    expect(server.calls).toHaveLength(2);
  });

  it('a 409 (key reused with another body) is rejected, never dropped', async () => {
    const server = fakeServer();
    await enqueueSale({ storeId: 7, body: saleBody(), key: 'k-1' });
    server.sales.set('k-1', { id: 1, body: 'outra venda' });
    await flushSales(server.send, { storeId: 7 });
    expect(await listQueuedSales()).toMatchObject([{ key: 'k-1', status: 'rejected', error: { status: 409 } }]);
  });

  it('a refusal without a message gets a general one', async () => {
    const server = fakeServer();
    await enqueueSale({ storeId: 7, body: saleBody() });
    server.next.push({ status: 400, body: null });
    await flushSales(server.send, { storeId: 7 });
    expect(await listQueuedSales()).toMatchObject([{ status: 'rejected', error: { status: 400, message: QUEUE_MESSAGES.rejected } }]);
  });
});

describe('the operator on a rejected sale', () => {
  async function rejectedSale() {
    const server = fakeServer();
    const sale = await enqueueSale({ storeId: 7, body: saleBody() });
    server.next.push({ status: 422, body: { message: 'O caixa desta venda já foi fechado.' } });
    await flushSales(server.send, { storeId: 7 });
    return { server, sale };
  }

  it('retry puts it back in line with the same key, at its place', async () => {
    const { server, sale } = await rejectedSale();
    const later = await enqueueSale({ storeId: 7, body: saleBody({ notes: 'depois' }) });
    server.next.push({ network: true });
    await flushSales(server.send, { storeId: 7 }); // the later one fails: both wait
    await retrySale(sale.key);
    expect((await listQueuedSales()).map((s) => [s.key, s.status, s.error])).toEqual([
      [sale.key, 'pending', null],
      [later.key, 'pending', expect.objectContaining({ status: null })],
    ]);
    await flushSales(server.send, { storeId: 7, force: true });
    expect(server.calls.map((c) => c.key)).toEqual([sale.key, later.key, sale.key, later.key]);
    expect(await listQueuedSales()).toEqual([]);
  });

  it('discard removes only a rejected sale', async () => {
    const { sale } = await rejectedSale();
    const pending = await enqueueSale({ storeId: 7, body: saleBody() });
    expect(await discardSale(pending.key)).toBe(false);
    expect(await discardSale(sale.key)).toBe(true);
    expect((await listQueuedSales()).map((s) => s.key)).toEqual([pending.key]);
  });
});

describe('one flusher at a time', () => {
  it('two flushes at once (two tabs): each sale is sent once, in order', async () => {
    const server = fakeServer();
    server.slow(10);
    const keys = [];
    for (let i = 0; i < 3; i += 1) keys.push((await enqueueSale({ storeId: 7, body: saleBody({ notes: String(i) }) })).key);

    const [one, two] = await Promise.all([flushSales(server.send, { storeId: 7 }), flushSales(server.send, { storeId: 7 })]);

    expect([one.ran, two.ran].sort()).toEqual([false, true]);
    expect(server.calls.map((c) => c.key)).toEqual(keys);
    expect(server.maxInFlight).toBe(1);
  });

  it('a live lease of another tab blocks the flush; an expired one (a tab that died) does not', async () => {
    const server = fakeServer();
    await enqueueSale({ storeId: 7, body: saleBody() });
    await posDb().meta.put({ key: 'outbox-flush-lease', owner: 'outra-aba', expires_at: Date.now() + LEASE_MS });
    expect(await flushSales(server.send, { storeId: 7 })).toEqual({ ran: false, outcomes: [], stopped: null });
    expect(server.calls).toHaveLength(0);

    await posDb().meta.put({ key: 'outbox-flush-lease', owner: 'outra-aba', expires_at: Date.now() - 1 });
    expect((await flushSales(server.send, { storeId: 7 })).ran).toBe(true);
    expect(server.calls).toHaveLength(1);
    expect(await posDb().meta.get('outbox-flush-lease')).toBeUndefined();
  });

  it('uses the Web Locks API when the browser has it', async () => {
    const held = new Set<string>();
    const request = jest.fn(async (name: string, options: { ifAvailable?: boolean }, callback: (lock: { name: string } | null) => Promise<unknown>) => {
      if (held.has(name)) return callback(options.ifAvailable ? null : { name });
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      const server = fakeServer();
      server.slow(10);
      await enqueueSale({ storeId: 7, body: saleBody() });
      const [one, two] = await Promise.all([flushSales(server.send, { storeId: 7 }), flushSales(server.send, { storeId: 7 })]);
      expect([one.ran, two.ran].sort()).toEqual([false, true]);
      expect(request).toHaveBeenCalledWith('comanda-pos-outbox-flush', { ifAvailable: true }, expect.any(Function));
      expect(server.calls).toHaveLength(1);
      expect(await posDb().meta.count()).toBe(0);
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });
});

describe('submitSale (finishing a sale at the screen)', () => {
  it('online: sent at once, with the server view', async () => {
    const server = fakeServer();
    const outcome = await submitSale(server.send, { storeId: 7, body: saleBody() });
    expect(outcome).toMatchObject({ state: 'sent', replayed: false, sale: { order_id: 1 } });
    expect(await listQueuedSales()).toEqual([]);
  });

  it('offline: kept in the queue', async () => {
    const server = fakeServer();
    server.next.push({ network: true });
    const outcome = await submitSale(server.send, { storeId: 7, body: saleBody() });
    expect(outcome.state).toBe('queued');
    expect(await listQueuedSales()).toMatchObject([{ key: outcome.key, status: 'pending' }]);
  });

  it('refused at once: the error comes back to the screen and the sale is not kept', async () => {
    const server = fakeServer();
    server.next.push({ status: 422, body: { message: 'PIN de gerente inválido.', errors: { manager_pin: ['PIN de gerente inválido.'] } } });
    const outcome = await submitSale(server.send, { storeId: 7, body: saleBody() });
    expect(outcome).toMatchObject({ state: 'rejected', error: { status: 422, message: 'PIN de gerente inválido.' } });
    expect(await listQueuedSales()).toEqual([]);
  });

  it('behind an older queued sale it waits for it, in order', async () => {
    const server = fakeServer();
    const older = await enqueueSale({ storeId: 7, body: saleBody({ notes: 'antes' }) });
    const outcome = await submitSale(server.send, { storeId: 7, body: saleBody() });
    expect(outcome.state).toBe('sent');
    expect(server.calls.map((c) => c.key)).toEqual([older.key, outcome.key]);
  });
});

it('backs off 5 s, 10 s, 20 s … up to 5 minutes', () => {
  expect([1, 2, 3, 4].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
  expect(backoffMs(20)).toBe(300_000);
});
