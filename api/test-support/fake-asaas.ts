import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildPixCode, isCalendarDate, isValidCnpj, isValidCpf } from '@comanda/shared/domain';
import type { AsaasCustomer, AsaasErrorItem, AsaasPayment } from '../src/modules/billing/gateway/asaas-types';
import { ASAAS_BILLING_TYPES } from '../src/modules/billing/gateway/asaas-types';

/**
 * A local Asaas (API v3) for tests and offline demos: customers, payments, PIX QR codes and the
 * payment webhooks, in Asaas's formats. Payments change status through the test controls (or, in a
 * demo, the "pay" button of the fake invoice page at `invoiceUrl`), which POST the matching webhook.
 */
export type FakeAsaasCall = { method: string; path: string; body?: unknown; authorized: boolean; userAgent?: string };

/** One webhook POST; status null = not delivered (no webhook set, or the listener unreachable). */
export type FakeAsaasDelivery = { eventId: string; event: string; paymentId: string; status: number | null; error?: string };

export type FakeAsaas = {
  /** Like https://sandbox.asaas.com/api: the client appends /v3/... */
  url: string;
  apiKey: string;
  calls: FakeAsaasCall[];
  customers: Map<string, AsaasCustomer>;
  payments: Map<string, AsaasPayment>;
  deliveries: FakeAsaasDelivery[];
  /** Where webhooks go and the `asaas-access-token` they carry; null url stops sending. */
  setWebhook(url: string | null, token: string): void;
  /** PAYMENT_CONFIRMED: paid, balance not yet available (card; PIX under review). */
  confirm(paymentId: string): Promise<FakeAsaasDelivery>;
  /** PAYMENT_RECEIVED: paid and credited (boleto, PIX; card after settlement). */
  receive(paymentId: string): Promise<FakeAsaasDelivery>;
  overdue(paymentId: string): Promise<FakeAsaasDelivery>;
  refund(paymentId: string): Promise<FakeAsaasDelivery>;
  /** Sends an event already sent, same id and body: what Asaas does when a delivery is retried. */
  redeliver(eventId: string): Promise<FakeAsaasDelivery>;
  /** Resolves once every webhook queued so far (PAYMENT_CREATED, PAYMENT_DELETED…) has been sent. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

type Event = { id: string; event: string; dateCreated: string; payment: AsaasPayment };

/** A 1×1 PNG: the fake's QR "image" (the payload is a valid PIX copia-e-cola). */
const PLACEHOLDER_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';
const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const randomText = (length: number, alphabet = ALPHANUMERIC) => Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
const err = (code: string, description: string): AsaasErrorItem => ({ code, description });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const cents = (reais: number) => Math.round(reais * 100);

/** Asaas works in Brasília time: its dates are São Paulo's. */
function saoPaulo(now = new Date()): { date: string; dateTime: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return { date, dateTime: `${date} ${part('hour')}:${part('minute')}:${part('second')}` };
}

/** Fees of a plausible Asaas account, so netValue is not just value. */
function netValueOf(value: number, billingType: string): number {
  const fee = billingType === 'CREDIT_CARD' ? cents(value * 0.0299) + 49 : 199;
  return Math.max(0, cents(value) - fee) / 100;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}
const sendErrors = (res: ServerResponse, status: number, ...errors: AsaasErrorItem[]) => send(res, status, { errors });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function validateCustomer(body: Record<string, unknown>): AsaasErrorItem[] {
  const errors: AsaasErrorItem[] = [];
  if (!text(body.name)) errors.push(err('invalid_name', 'O nome do cliente deve ser informado.'));
  const cpfCnpj = text(body.cpfCnpj);
  if (cpfCnpj && !isValidCpf(cpfCnpj) && !isValidCnpj(cpfCnpj)) errors.push(err('invalid_cpfCnpj', 'O CPF/CNPJ informado é inválido.'));
  const email = text(body.email);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.push(err('invalid_email', 'O email informado é inválido.'));
  return errors;
}

function validatePayment(body: Record<string, unknown>, customers: Map<string, AsaasCustomer>): AsaasErrorItem[] {
  const errors: AsaasErrorItem[] = [];
  const customer = customers.get(text(body.customer) ?? '');
  if (!customer || customer.deleted) errors.push(err('invalid_customer', 'Customer inválido ou não informado.'));
  else if (!customer.cpfCnpj) errors.push(err('invalid_customer.cpfCnpj', 'Para criar esta cobrança é necessário preencher o CPF ou CNPJ do cliente.'));
  if (!(ASAAS_BILLING_TYPES as readonly unknown[]).includes(body.billingType)) errors.push(err('invalid_billingType', 'A forma de pagamento informada é inválida.'));
  if (body.value === undefined || body.value === null || body.value === '') errors.push(err('invalid_value', 'O campo value deve ser informado.'));
  else if (typeof body.value !== 'number' || !Number.isFinite(body.value) || body.value <= 0) errors.push(err('invalid_value', 'O valor da cobrança deve ser maior que zero.'));
  if (!text(body.dueDate)) errors.push(err('invalid_dueDate', 'O campo dueDate deve ser informado.'));
  else if (!isCalendarDate(String(body.dueDate))) errors.push(err('invalid_dueDate', 'A data de vencimento informada é inválida.'));
  return errors;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function invoicePage(payment: AsaasPayment): string {
  const paid = ['CONFIRMED', 'RECEIVED'].includes(payment.status);
  const value = payment.value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
  const action = paid || payment.deleted ? `<p><strong>${payment.deleted ? 'Cobrança removida.' : 'Pago. Obrigado!'}</strong></p>` : `<form method="post"><button>Simular pagamento</button></form>`;
  return `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Fatura ${escapeHtml(payment.invoiceNumber ?? '')}</title>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto"><h1>Asaas (simulado)</h1>
<p>${escapeHtml(payment.description ?? 'Cobrança')}</p><p>Valor: <strong>${value}</strong> · Vencimento: ${payment.dueDate} · Situação: ${payment.status}</p>${action}</body></html>`;
}

export async function startFakeAsaas(options: { port?: number; host?: string; apiKey: string }): Promise<FakeAsaas> {
  const calls: FakeAsaasCall[] = [];
  const customers = new Map<string, AsaasCustomer>();
  const payments = new Map<string, AsaasPayment>();
  const events = new Map<string, Event>();
  const deliveries: FakeAsaasDelivery[] = [];
  let webhook: { url: string; token: string } | null = null;
  let eventCount = 0;
  let invoiceCount = 0;
  // Asaas sends an account's webhooks one at a time, in order: so does the fake.
  let queue: Promise<unknown> = Promise.resolve();
  let origin = '';

  const deliver = (event: Event): Promise<FakeAsaasDelivery> => {
    const run = async (): Promise<FakeAsaasDelivery> => {
      const delivery: FakeAsaasDelivery = { eventId: event.id, event: event.event, paymentId: event.payment.id, status: null };
      if (!webhook) delivery.error = 'no webhook set';
      else {
        try {
          const res = await fetch(webhook.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'asaas-access-token': webhook.token },
            body: JSON.stringify(event),
            signal: AbortSignal.timeout(5000),
          });
          await res.body?.cancel().catch(() => undefined);
          delivery.status = res.status;
        } catch (error) {
          delivery.error = error instanceof Error ? error.message : String(error);
        }
      }
      deliveries.push(delivery);
      return delivery;
    };
    const result = queue.then(run);
    queue = result.catch(() => undefined);
    return result;
  };

  const emit = (name: string, payment: AsaasPayment): Promise<FakeAsaasDelivery> => {
    const event: Event = { id: `evt_${randomBytes(16).toString('hex')}&${++eventCount}`, event: name, dateCreated: saoPaulo().dateTime, payment: structuredClone(payment) };
    events.set(event.id, event);
    return deliver(event);
  };

  const transition = async (paymentId: string, from: string[], event: string, change: (p: AsaasPayment, today: string) => void) => {
    const payment = payments.get(paymentId);
    if (!payment || payment.deleted) throw new Error(`fake Asaas: no payment ${paymentId}`);
    if (!from.includes(payment.status)) throw new Error(`fake Asaas: ${event} of a payment ${payment.status}`);
    change(payment, saoPaulo().date);
    return emit(event, payment);
  };

  const receiveNow = (p: AsaasPayment, today: string) => {
    p.status = 'RECEIVED';
    p.confirmedDate ??= today;
    p.clientPaymentDate ??= today;
    p.paymentDate = today;
    p.transactionReceiptUrl = `${origin}/comprovantes/${p.id.slice(4)}`;
  };

  const createPayment = (body: Record<string, unknown>): AsaasPayment => {
    const id = `pay_${randomText(16, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;
    const code = id.slice(4);
    const billingType = String(body.billingType);
    const value = Number(body.value);
    return {
      object: 'payment',
      id,
      dateCreated: saoPaulo().date,
      customer: String(body.customer),
      billingType,
      status: 'PENDING',
      value,
      netValue: netValueOf(value, billingType),
      description: text(body.description),
      externalReference: text(body.externalReference),
      dueDate: String(body.dueDate),
      originalDueDate: String(body.dueDate),
      confirmedDate: null,
      paymentDate: null,
      clientPaymentDate: null,
      invoiceUrl: `${origin}/i/${code}`,
      invoiceNumber: String(++invoiceCount).padStart(8, '0'),
      bankSlipUrl: billingType === 'BOLETO' || billingType === 'UNDEFINED' ? `${origin}/b/pdf/${code}` : null,
      transactionReceiptUrl: null,
      nossoNumero: billingType === 'BOLETO' ? randomText(9, '0123456789') : null,
      deleted: false,
    };
  };

  const api = async (req: IncomingMessage, res: ServerResponse, path: string, raw: string): Promise<void> => {
    let body: unknown;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        return sendErrors(res, 400, err('invalid_request', 'O corpo da requisição não é um JSON válido.'));
      }
    }
    const key = req.headers.access_token;
    calls.push({ method: req.method ?? 'GET', path, body, authorized: key === options.apiKey, userAgent: req.headers['user-agent'] });
    if (!key) return sendErrors(res, 401, err('access_token_not_found', "O cabeçalho de autenticação 'access_token' é obrigatório e não foi encontrado na requisição"));
    if (key !== options.apiKey) return sendErrors(res, 401, err('invalid_access_token', 'A chave de API fornecida é inválida'));
    // Asaas's CDN refuses a GET with a body.
    if (req.method === 'GET' && raw !== '') return send(res, 403, { message: 'Forbidden' });

    if (req.method === 'POST' && path === '/v3/customers') {
      if (!isRecord(body)) return sendErrors(res, 400, err('invalid_request', 'O corpo da requisição deve ser um objeto JSON.'));
      const errors = validateCustomer(body);
      if (errors.length > 0) return sendErrors(res, 400, ...errors);
      const customer: AsaasCustomer = {
        object: 'customer',
        id: `cus_${randomText(12)}`,
        dateCreated: saoPaulo().date,
        name: String(text(body.name)),
        email: text(body.email),
        cpfCnpj: text(body.cpfCnpj)?.replace(/[.\-/\s]/g, '') ?? null,
        mobilePhone: text(body.mobilePhone),
        externalReference: text(body.externalReference),
        deleted: false,
      };
      customers.set(customer.id, customer);
      return send(res, 200, customer);
    }
    if (req.method === 'POST' && path === '/v3/payments') {
      if (!isRecord(body)) return sendErrors(res, 400, err('invalid_request', 'O corpo da requisição deve ser um objeto JSON.'));
      const errors = validatePayment(body, customers);
      if (errors.length > 0) return sendErrors(res, 400, ...errors);
      const payment = createPayment(body);
      payments.set(payment.id, payment);
      send(res, 200, payment);
      void emit('PAYMENT_CREATED', payment);
      return;
    }
    const match = /^\/v3\/payments\/([^/]+)(\/pixQrCode)?$/.exec(path);
    const payment = match ? payments.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (match && !payment) return sendErrors(res, 404, err('not_found', 'Cobrança não encontrada.'));
    if (payment && req.method === 'GET' && match?.[2]) {
      if (payment.billingType === 'CREDIT_CARD') return sendErrors(res, 400, err('invalid_billingType', 'O QR Code Pix só está disponível para cobranças por Pix, boleto ou a definir.'));
      const [year, month, day] = payment.dueDate.split('-');
      const payload = buildPixCode({ key: randomUUID(), merchantName: 'Comanda', merchantCity: 'Sao Paulo', amountCents: cents(payment.value), txid: payment.id.slice(4) });
      return send(res, 200, { encodedImage: PLACEHOLDER_PNG, payload, expirationDate: `${Number(year) + 1}-${month}-${day} 23:59:59` });
    }
    if (payment && req.method === 'GET') return send(res, 200, payment);
    if (payment && req.method === 'DELETE') {
      if (payment.deleted || !['PENDING', 'OVERDUE'].includes(payment.status)) return sendErrors(res, 400, err('invalid_action', 'Só é possível remover cobranças aguardando pagamento ou vencidas.'));
      payment.deleted = true;
      send(res, 200, { deleted: true, id: payment.id });
      void emit('PAYMENT_DELETED', payment);
      return;
    }
    send(res, 404, { errors: [] });
  };

  /** The payer's page (invoiceUrl, bankSlipUrl): in a demo, its button pays the charge. */
  const page = async (req: IncomingMessage, res: ServerResponse, code: string): Promise<void> => {
    const payment = payments.get(`pay_${code}`);
    if (!payment) return send(res, 404, { errors: [] });
    if (req.method === 'POST' && !payment.deleted && ['PENDING', 'OVERDUE'].includes(payment.status)) {
      // The status changes at once; the webhook follows in the background, as Asaas's does.
      void transition(payment.id, ['PENDING', 'OVERDUE'], 'PAYMENT_RECEIVED', receiveNow).catch(() => undefined);
    }
    if (req.method === 'POST') {
      res.writeHead(303, { location: req.url ?? '/' });
      return void res.end();
    }
    const html = invoicePage(payment);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
    res.end(html);
  };

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://fake');
    const pageMatch = /^\/(?:i|b\/pdf)\/([a-z0-9]+)$/.exec(pathname);
    readBody(req)
      .then((raw) => {
        if (pathname.startsWith('/api/v3/')) return api(req, res, pathname.slice('/api'.length), raw);
        if (pageMatch) return page(req, res, pageMatch[1] ?? '');
        send(res, 404, { errors: [] });
      })
      .catch((error: unknown) => send(res, 500, { errors: [err('internal_error', String(error))] }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}/api`,
    apiKey: options.apiKey,
    calls,
    customers,
    payments,
    deliveries,
    setWebhook: (url, token) => {
      webhook = url ? { url, token } : null;
    },
    confirm: (id) =>
      transition(id, ['PENDING', 'OVERDUE'], 'PAYMENT_CONFIRMED', (p, today) => {
        p.status = 'CONFIRMED';
        p.confirmedDate = today;
        p.clientPaymentDate = today;
      }),
    receive: (id) => transition(id, ['PENDING', 'OVERDUE', 'CONFIRMED'], 'PAYMENT_RECEIVED', receiveNow),
    overdue: (id) =>
      transition(id, ['PENDING'], 'PAYMENT_OVERDUE', (p) => {
        p.status = 'OVERDUE';
      }),
    refund: (id) =>
      transition(id, ['CONFIRMED', 'RECEIVED'], 'PAYMENT_REFUNDED', (p) => {
        p.status = 'REFUNDED';
      }),
    redeliver: async (eventId) => {
      const event = events.get(eventId);
      if (!event) throw new Error(`fake Asaas: no event ${eventId}`);
      return deliver(event);
    },
    settled: async () => {
      await queue;
    },
    close: async () => {
      await queue;
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
