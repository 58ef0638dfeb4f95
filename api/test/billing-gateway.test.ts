import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { ProviderUnavailableError } from '../src/lib/fetch-json';
import { registerErrorHandler } from '../src/lib/error-handler';
import {
  AsaasWebhookError,
  createAsaasClient,
  GatewayConfigError,
  GatewayError,
  GatewayUnavailableError,
  invoiceStatusFor,
  parseAsaasWebhook,
  verifyAsaasWebhook,
  type AsaasClient,
  type AsaasPaymentInput,
  type AsaasWebhookEvent,
} from '../src/modules/billing/gateway';
import { startFakeAsaas, type FakeAsaas } from '../test-support/fake-asaas';

const API_KEY = 'fake_aact_test_key_3f9a';
const WEBHOOK_TOKEN = 'webhook-token-7c1e';
const DUE = '2099-12-10';
// Generous: a loaded CI machine can stall a local answer for seconds; the timeout itself is tested against a stub that never answers.
const FAKE_TIMEOUT_MS = 15_000;

let fake: FakeAsaas;
let client: AsaasClient;
let customerId: string;

/** What the subscriptions module's webhook route does: verify, parse, act once per event id. */
let listener: FastifyInstance;
let listenerUrl: string;
const received: { token: unknown; body: unknown }[] = [];
const acted: AsaasWebhookEvent[] = [];
const processedIds = new Set<string>();

beforeAll(async () => {
  fake = await startFakeAsaas({ apiKey: API_KEY });
  client = createAsaasClient({ baseUrl: fake.url, apiKey: API_KEY, timeoutMs: FAKE_TIMEOUT_MS });
  listener = Fastify();
  registerErrorHandler(listener);
  listener.post('/webhooks/asaas', async (request, reply) => {
    received.push({ token: request.headers['asaas-access-token'], body: request.body });
    if (!verifyAsaasWebhook(request.headers, WEBHOOK_TOKEN)) return reply.code(401).send({ message: 'Não autenticado.' });
    const event = parseAsaasWebhook(request.body);
    if (!processedIds.has(event.id)) {
      processedIds.add(event.id);
      acted.push(event);
    }
    return { received: true };
  });
  listenerUrl = `${await listener.listen({ port: 0, host: '127.0.0.1' })}/webhooks/asaas`;
  fake.setWebhook(listenerUrl, WEBHOOK_TOKEN);
  customerId = (await client.createCustomer({ name: 'Pizzaria Bella Napoli', cpfCnpj: '11.222.333/0001-81', email: 'dono@bellanapoli.com.br', externalReference: 'store:1' })).id;
});
afterAll(async () => {
  await fake.close();
  await listener.close();
});

const boleto = (overrides: Partial<AsaasPaymentInput> = {}): AsaasPaymentInput => ({
  customer: customerId,
  billingType: 'BOLETO',
  value: 89.9,
  dueDate: DUE,
  description: 'Plano Profissional — dezembro/2099',
  externalReference: 'invoice:1',
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a rejection');
}

describe('Asaas client against the fake', () => {
  it('creates a customer, sending the key in access_token and a User-Agent', async () => {
    const customer = await client.createCustomer({ name: 'Café Central', email: 'cafe@central.com.br', mobilePhone: '11987654321', externalReference: 'store:2' });
    expect(customer).toMatchObject({ object: 'customer', name: 'Café Central', cpfCnpj: null, externalReference: 'store:2', deleted: false });
    expect(customer.id).toMatch(/^cus_[A-Za-z0-9]{12}$/);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', path: '/v3/customers', authorized: true, userAgent: 'Comanda' });
  });

  it('creates a BOLETO payment and reads it back', async () => {
    const payment = await client.createPayment(boleto());
    expect(payment).toMatchObject({ object: 'payment', customer: customerId, billingType: 'BOLETO', status: 'PENDING', value: 89.9, dueDate: DUE, externalReference: 'invoice:1', deleted: false });
    expect(payment.id).toMatch(/^pay_[a-z0-9]{16}$/);
    expect(payment.netValue).toBeLessThan(89.9);
    expect(payment.invoiceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\//);
    expect(payment.bankSlipUrl).toMatch(/\/b\/pdf\//);
    expect(await client.getPayment(payment.id)).toEqual(payment);
  });

  it('creates a PIX payment and gets its QR code', async () => {
    const payment = await client.createPayment(boleto({ billingType: 'PIX', value: 49.5 }));
    expect(payment).toMatchObject({ billingType: 'PIX', status: 'PENDING', bankSlipUrl: null });
    const qr = await client.getPixQrCode(payment.id);
    expect(qr.payload).toMatch(/^000201.*br\.gov\.bcb\.pix.*540549\.50.*6304[0-9A-F]{4}$/);
    expect(Buffer.from(qr.encodedImage, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(qr.expirationDate).toBe('2100-12-10 23:59:59');
  });

  it('cancels a pending payment; a second cancel and an unknown id are refused', async () => {
    const payment = await client.createPayment(boleto());
    expect(await client.cancelPayment(payment.id)).toEqual({ deleted: true, id: payment.id });
    expect((await client.getPayment(payment.id)).deleted).toBe(true);
    const again = await rejection(client.cancelPayment(payment.id));
    expect(again).toBeInstanceOf(GatewayError);
    expect((again as GatewayError).codes).toEqual(['invalid_action']);
    const unknown = await rejection(client.getPayment('pay_doesnotexist0000'));
    expect(unknown).toMatchObject({ name: 'GatewayError', status: 404, retryable: false });
  });

  it("maps Asaas's 400 `errors` to a GatewayError with its Portuguese descriptions", async () => {
    const err = await rejection(client.createPayment({ billingType: 'PIX', dueDate: DUE, description: 'x', externalReference: 'invoice:2' } as AsaasPaymentInput));
    expect(err).toBeInstanceOf(GatewayError);
    const gatewayError = err as GatewayError;
    expect(gatewayError.status).toBe(400);
    expect(gatewayError.errors).toEqual([
      { code: 'invalid_customer', description: 'Customer inválido ou não informado.' },
      { code: 'invalid_value', description: 'O campo value deve ser informado.' },
    ]);
    expect(gatewayError.message).toBe('Customer inválido ou não informado. O campo value deve ser informado.');
  });

  it('refuses a payment for a customer without CPF/CNPJ, as Asaas does', async () => {
    const customer = await client.createCustomer({ name: 'Sem Documento', email: 'sem@doc.com.br', externalReference: 'store:3' });
    const err = await rejection(client.createPayment(boleto({ customer: customer.id })));
    expect((err as GatewayError).codes).toEqual(['invalid_customer.cpfCnpj']);
  });

  it('a wrong or missing key is a configuration error that does not carry the key', async () => {
    for (const apiKey of ['fake_aact_wrong_key', '']) {
      const err = await rejection(createAsaasClient({ baseUrl: fake.url, apiKey, timeoutMs: FAKE_TIMEOUT_MS }).getPayment('pay_x'));
      expect(err).toBeInstanceOf(GatewayConfigError);
      expect(err).toMatchObject({ status: 401, retryable: false });
      expect(JSON.stringify([err.message, err])).not.toContain('fake_aact_wrong_key');
    }
    expect(fake.calls.at(-1)).toMatchObject({ authorized: false });
  });
});

describe('Asaas client when the gateway is unreachable', () => {
  let stub: Server;
  let stubUrl: string;
  beforeAll(async () => {
    // GET /v3/payments/boom answers 500; any other request is never answered.
    stub = createServer((req, res) => {
      if (req.url?.endsWith('/boom')) res.writeHead(500).end('oops');
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    stub.closeAllConnections();
    await new Promise((resolve) => stub.close(resolve));
  });

  it('a server that never answers → retryable GatewayUnavailableError after timeoutMs', async () => {
    const started = Date.now();
    const err = await rejection(createAsaasClient({ baseUrl: stubUrl, apiKey: API_KEY, timeoutMs: 200 }).createPayment(boleto()));
    expect(err).toBeInstanceOf(GatewayUnavailableError);
    expect(err).toBeInstanceOf(ProviderUnavailableError);
    expect((err as GatewayUnavailableError).retryable).toBe(true);
    expect(err.message).toMatch(/did not answer in 200 ms/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('5xx and connection refused → GatewayUnavailableError', async () => {
    expect(await rejection(createAsaasClient({ baseUrl: stubUrl, apiKey: API_KEY, timeoutMs: 1000 }).getPayment('boom'))).toBeInstanceOf(GatewayUnavailableError);
    // Port 9 (discard) on localhost: connection refused.
    const refused = await rejection(createAsaasClient({ baseUrl: 'http://127.0.0.1:9/api', apiKey: API_KEY, timeoutMs: 1000 }).getPayment('pay_x'));
    expect(refused).toBeInstanceOf(GatewayUnavailableError);
    expect(refused.message).not.toContain(API_KEY);
  });
});

/** The event of the documentation (docs.asaas.com, "Receive Asaas events at your webhook endpoint"), trimmed. */
const documentedEvent = () => ({
  id: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
  event: 'PAYMENT_RECEIVED',
  dateCreated: '2024-06-12 16:45:03',
  payment: {
    object: 'payment',
    id: 'pay_080225913252',
    dateCreated: '2021-01-01',
    customer: 'cus_G7Dvo4iphUNk',
    dueDate: '2021-01-01',
    value: 100,
    netValue: 94.51,
    description: 'Pedido 056984',
    externalReference: '056984',
    billingType: 'CREDIT_CARD',
    status: 'RECEIVED',
    confirmedDate: '2021-01-01',
    paymentDate: '2021-01-01',
    clientPaymentDate: '2021-01-01',
    invoiceUrl: 'https://www.asaas.com/i/080225913252',
    bankSlipUrl: null,
    deleted: false,
  },
});

describe('Asaas webhooks', () => {
  it('verifies the asaas-access-token header', () => {
    expect(verifyAsaasWebhook({ 'asaas-access-token': WEBHOOK_TOKEN }, WEBHOOK_TOKEN)).toBe(true);
    expect(verifyAsaasWebhook({ 'asaas-access-token': 'webhook-token-7c1f' }, WEBHOOK_TOKEN)).toBe(false);
    expect(verifyAsaasWebhook({ 'asaas-access-token': `${WEBHOOK_TOKEN}x` }, WEBHOOK_TOKEN)).toBe(false);
    expect(verifyAsaasWebhook({}, WEBHOOK_TOKEN)).toBe(false);
    expect(verifyAsaasWebhook({ 'asaas-access-token': [WEBHOOK_TOKEN, WEBHOOK_TOKEN] }, WEBHOOK_TOKEN)).toBe(false);
    // A webhook without a configured token accepts nothing.
    expect(verifyAsaasWebhook({ 'asaas-access-token': '' }, '')).toBe(false);
  });

  it('parses a payment event into a typed event', () => {
    expect(parseAsaasWebhook(documentedEvent())).toEqual({
      kind: 'payment',
      id: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
      event: 'PAYMENT_RECEIVED',
      dateCreated: '2024-06-12 16:45:03',
      payment: {
        id: 'pay_080225913252',
        customer: 'cus_G7Dvo4iphUNk',
        value: 100,
        netValue: 94.51,
        status: 'RECEIVED',
        billingType: 'CREDIT_CARD',
        dueDate: '2021-01-01',
        confirmedDate: '2021-01-01',
        paymentDate: '2021-01-01',
        clientPaymentDate: '2021-01-01',
        externalReference: '056984',
        deleted: false,
      },
    });
  });

  it('returns unknown events as ignored, without validating their payload', () => {
    for (const event of ['PAYMENT_BANK_SLIP_VIEWED', 'SUBSCRIPTION_CREATED', 'TRANSFER_DONE']) {
      expect(parseAsaasWebhook({ id: 'evt_1', event, transfer: { id: 'x' } })).toEqual({ kind: 'ignored', id: 'evt_1', event, dateCreated: null });
    }
  });

  it('refuses malformed bodies with a 400 listing the fields', () => {
    const failure = (body: unknown) => {
      try {
        parseAsaasWebhook(body);
      } catch (err) {
        expect(err).toBeInstanceOf(AsaasWebhookError);
        expect((err as AsaasWebhookError).statusCode).toBe(400);
        return (err as AsaasWebhookError).errors;
      }
      throw new Error('expected AsaasWebhookError');
    };
    expect(Object.keys(failure('not json object') ?? {})).toEqual(['_']);
    expect(Object.keys(failure({ event: 'PAYMENT_RECEIVED' }) ?? {})).toEqual(['id']);
    expect(failure({ id: 'evt_1', event: 'PAYMENT_RECEIVED' })).toEqual({ payment: ['O campo payment é obrigatório.'] });
    expect(Object.keys(failure({ id: 'evt_1', event: 'PAYMENT_RECEIVED', payment: 'pay_1' }) ?? {})).toEqual(['payment']);
    const { payment } = documentedEvent();
    expect(Object.keys(failure({ ...documentedEvent(), payment: { ...payment, value: 'cem', id: undefined } }) ?? {}).sort()).toEqual(['payment.id', 'payment.value']);
    // Keys yup would look up on Object.prototype do not crash it.
    expect(Object.keys(failure(JSON.parse('{"constructor": 1, "toString": 2}')) ?? {}).sort()).toEqual(['event', 'id']);
  });

  it('maps Asaas statuses and events to invoice statuses', () => {
    expect(invoiceStatusFor({ status: 'PENDING' })).toBe('pending');
    expect(invoiceStatusFor({ status: 'CONFIRMED' })).toBe('paid');
    expect(invoiceStatusFor({ status: 'RECEIVED' })).toBe('paid');
    expect(invoiceStatusFor({ status: 'RECEIVED_IN_CASH' })).toBe('paid');
    expect(invoiceStatusFor({ status: 'OVERDUE' })).toBe('overdue');
    expect(invoiceStatusFor({ status: 'REFUNDED' })).toBe('refunded');
    expect(invoiceStatusFor({ status: 'CHARGEBACK_REQUESTED' })).toBe('refunded');
    expect(invoiceStatusFor({ status: 'PENDING' }, 'PAYMENT_DELETED')).toBe('cancelled');
    expect(invoiceStatusFor({ status: 'OVERDUE', deleted: true })).toBe('cancelled');
    expect(invoiceStatusFor({ status: 'SOMETHING_NEW' })).toBeNull();
    expect(invoiceStatusFor({ status: 'constructor' })).toBeNull();
  });

  it("fake's confirm() delivers a verified PAYMENT_CONFIRMED to the listener, after PAYMENT_CREATED", async () => {
    const payment = await client.createPayment(boleto({ billingType: 'CREDIT_CARD', externalReference: 'invoice:10' }));
    const delivery = await fake.confirm(payment.id);
    expect(delivery).toMatchObject({ event: 'PAYMENT_CONFIRMED', paymentId: payment.id, status: 200 });
    expect(delivery.eventId).toMatch(/^evt_[0-9a-f]{32}&\d+$/);

    const mine = acted.filter((e) => e.kind === 'payment' && e.payment.id === payment.id);
    expect(mine.map((e) => e.event)).toEqual(['PAYMENT_CREATED', 'PAYMENT_CONFIRMED']);
    const confirmed = mine[1];
    expect(confirmed).toMatchObject({
      kind: 'payment',
      id: delivery.eventId,
      payment: { id: payment.id, customer: customerId, value: 89.9, status: 'CONFIRMED', billingType: 'CREDIT_CARD', dueDate: DUE, externalReference: 'invoice:10' },
    });
    expect(confirmed?.kind === 'payment' && confirmed.payment.confirmedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(confirmed?.kind === 'payment' && invoiceStatusFor(confirmed.payment, confirmed.event)).toBe('paid');
    expect(received.at(-1)?.token).toBe(WEBHOOK_TOKEN);
    expect((await client.getPayment(payment.id)).status).toBe('CONFIRMED');
  });

  it('redeliver() sends the same event id again, which the listener acts on once', async () => {
    const payment = await client.createPayment(boleto({ externalReference: 'invoice:11' }));
    const first = await fake.receive(payment.id);
    expect(await fake.redeliver(first.eventId)).toMatchObject({ eventId: first.eventId, event: 'PAYMENT_RECEIVED', status: 200 });
    const bodies = received.filter((r) => (r.body as { id?: string }).id === first.eventId).map((r) => r.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(acted.filter((e) => e.id === first.eventId)).toHaveLength(1);
  });

  it('overdue, refund and cancel fire their events with the matching invoice status', async () => {
    const statusOf = (eventId: string) => {
      const event = acted.find((e) => e.id === eventId);
      return event?.kind === 'payment' ? invoiceStatusFor(event.payment, event.event) : undefined;
    };
    const late = await client.createPayment(boleto({ externalReference: 'invoice:12' }));
    expect(statusOf((await fake.overdue(late.id)).eventId)).toBe('overdue');
    await expect(fake.refund(late.id)).rejects.toThrow('PAYMENT_REFUNDED of a payment OVERDUE');
    expect(statusOf((await fake.receive(late.id)).eventId)).toBe('paid');
    expect(statusOf((await fake.refund(late.id)).eventId)).toBe('refunded');

    const removed = await client.createPayment(boleto({ externalReference: 'invoice:13' }));
    await client.cancelPayment(removed.id);
    await fake.settled();
    const deleted = acted.find((e) => e.kind === 'payment' && e.payment.id === removed.id && e.event === 'PAYMENT_DELETED');
    expect(deleted && statusOf(deleted.id)).toBe('cancelled');
  });

  it('the listener refuses a wrong or missing token (401) and a malformed body (400)', async () => {
    const post = (headers: Record<string, string>, body: unknown) =>
      fetch(listenerUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    expect((await post({ 'asaas-access-token': 'wrong' }, documentedEvent())).status).toBe(401);
    expect((await post({}, documentedEvent())).status).toBe(401);
    const malformed = await post({ 'asaas-access-token': WEBHOOK_TOKEN }, { id: 'evt_x', event: 'PAYMENT_RECEIVED', payment: { id: 'pay_1' } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: 'Notificação do Asaas inválida.', errors: { 'payment.customer': [expect.any(String)], 'payment.value': [expect.any(String)] } });
  });

  it('without a webhook set, events are kept (not sent) and can be redelivered later', async () => {
    fake.setWebhook(null, '');
    const payment = await client.createPayment(boleto({ externalReference: 'invoice:14' }));
    const kept = await fake.receive(payment.id);
    expect(kept).toMatchObject({ status: null, error: 'no webhook set' });
    fake.setWebhook(listenerUrl, WEBHOOK_TOKEN);
    expect(await fake.redeliver(kept.eventId)).toMatchObject({ status: 200 });
    expect(acted.some((e) => e.id === kept.eventId)).toBe(true);
  });
});
