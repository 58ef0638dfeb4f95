// A local PSP speaking the Banco Central's "API Pix" (v2) for `npm start`, the API tests and the e2e: OAuth2
// client_credentials, PUT/GET /cob/{txid}, PUT/GET /webhook/{chave}. No PSP is reachable from here; this one keeps its
// charges in memory. "Paying" a charge (POST /testing/pay/{txid} or `pay()`) does what a bank does when the payer's
// PIX arrives: the cob becomes CONCLUIDA with the PIX in `pix[]`, and the webhook registered for the key receives
// `{ pix: [...] }` at its URL + '/pix', signed with HMAC-SHA256 under the webhook secret (header x-pix-signature).
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pixCrc16 } from '@comanda/shared/domain';

export type FakeCob = {
  calendario: { criacao: string; expiracao: number };
  txid: string;
  revisao: number;
  loc: { id: number; location: string; tipoCob: 'cob' };
  location: string;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  pixCopiaECola: string;
  pix?: { endToEndId: string; txid: string; valor: string; horario: string }[];
};

export type FakePixCall = { method: string; path: string };

export type FakePixProvider = {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  cobs: Map<string, FakeCob>;
  webhooks: Map<string, string>;
  calls: FakePixCall[];
  /**
   * Pays the charge as a bank would and posts the webhook; `amount` (text, "12.34") pays another value (the webhook and
   * the cob then say it), `signWith` signs with another secret. Answers the webhook's HTTP status (0: none registered).
   */
  pay(txid: string, options?: { amount?: string; signWith?: string }): Promise<{ status: number; body: unknown; endToEndId: string }>;
  /** Posts the last webhook of a paid charge again (a PSP retrying). */
  redeliver(txid: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
};

const TXID = /^[a-zA-Z0-9]{26,35}$/;
const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A dynamic BR Code: the charge's payload URL (field 26/25) instead of a key, txid '***' (it is in the payload). */
function dynamicBrCode(location: string, merchant = 'Comanda Demo', city = 'Sao Paulo'): string {
  const payload =
    tlv('00', '01') + tlv('01', '12') + tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('25', location)) + tlv('52', '0000') + tlv('53', '986') + tlv('58', 'BR') +
    tlv('59', merchant) + tlv('60', city) + tlv('62', tlv('05', '***')) + '6304';
  return payload + pixCrc16(payload);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** RFC 7807, as the BCB's API Pix answers errors. */
const problem = (res: ServerResponse, status: number, title: string, detail: string) =>
  send(res, status, { type: `https://pix.bcb.gov.br/api/v2/error/${title.replace(/\s+/g, '')}`, title, status, detail });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function startFakePixProvider(
  options: { port?: number; host?: string; clientId?: string; clientSecret?: string; webhookSecret?: string } = {},
): Promise<FakePixProvider> {
  const clientId = options.clientId ?? `comanda-demo-${randomBytes(4).toString('hex')}`;
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const webhookSecret = options.webhookSecret ?? randomBytes(24).toString('base64url');
  const tokens = new Set<string>();
  const cobs = new Map<string, FakeCob>();
  const webhooks = new Map<string, string>();
  const calls: FakePixCall[] = [];
  let nextLoc = 1;
  let base = '';

  const postWebhook = async (cob: FakeCob, signWith: string) => {
    const url = webhooks.get(cob.chave);
    if (!url || !cob.pix) return { status: 0, body: null };
    const body = JSON.stringify({ pix: cob.pix });
    const signature = `sha256=${createHmac('sha256', signWith).update(body).digest('hex')}`;
    const res = await fetch(`${url.replace(/\/+$/, '')}/pix`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-pix-signature': signature }, body });
    const text = await res.text();
    return { status: res.status, body: parse(text) ?? text };
  };

  const pay: FakePixProvider['pay'] = async (txid, payOptions = {}) => {
    const cob = cobs.get(txid);
    if (!cob) throw new Error(`fake PSP: no cob ${txid}`);
    const valor = payOptions.amount ?? cob.valor.original;
    const endToEndId = `E${'12345678'}${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}${randomBytes(6).toString('hex')}`.slice(0, 32);
    cob.status = 'CONCLUIDA';
    if (payOptions.amount) cob.valor = { original: payOptions.amount };
    cob.pix = [{ endToEndId, txid, valor, horario: new Date().toISOString() }];
    const delivered = await postWebhook(cob, payOptions.signWith ?? webhookSecret);
    return { ...delivered, endToEndId };
  };

  const bearer = (req: IncomingMessage) => {
    const header = req.headers.authorization ?? '';
    return header.startsWith('Bearer ') && tokens.has(header.slice(7));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/\/+$/, '');
    const method = req.method ?? 'GET';
    calls.push({ method, path });
    const text = await readBody(req);

    if (method === 'POST' && path === '/oauth/token') {
      const basic = (req.headers.authorization ?? '').replace(/^Basic /, '');
      const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':');
      const grant = new URLSearchParams(text).get('grant_type') ?? (parse(text)?.grant_type as string | undefined);
      if (grant !== 'client_credentials') return send(res, 400, { error: 'unsupported_grant_type' });
      if (id !== clientId || secret !== clientSecret) return send(res, 401, { error: 'invalid_client' });
      const token = randomBytes(24).toString('base64url');
      tokens.add(token);
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'cob.write cob.read webhook.write webhook.read' });
    }

    // The demo's "bank app": the open charges, each with a button that pays it (then the webhook goes out).
    if (method === 'GET' && path === '/pagar') {
      const rows = [...cobs.values()]
        .reverse()
        .map((cob) => {
          const action = cob.status === 'ATIVA' ? `<form method="post" action="/pagar/${cob.txid}"><button>Pagar R$ ${cob.valor.original.replace('.', ',')}</button></form>` : cob.status;
          return `<tr><td>${cob.solicitacaoPagador ?? cob.txid}</td><td>${cob.calendario.criacao.slice(11, 16)}</td><td>${action}</td></tr>`;
        })
        .join('');
      const html = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Banco PIX de demonstração</title><body style="font-family:sans-serif;max-width:720px;margin:2rem auto"><h1>Banco PIX de demonstração</h1><p>Cobranças "API Pix" criadas pelo Comanda. Pagar uma envia o webhook à loja.</p><table cellpadding="6">${rows || '<tr><td>Nenhuma cobrança ainda.</td></tr>'}</table></body></html>`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(html);
    }
    const payForm = /^\/pagar\/([^/]+)$/.exec(path);
    if (method === 'POST' && payForm && cobs.get(decodeURIComponent(payForm[1]!))?.status === 'ATIVA') {
      await pay(decodeURIComponent(payForm[1]!));
      res.writeHead(303, { location: '/pagar' });
      return res.end();
    }

    // Test-only: the payer's PIX arrives (like a bank settling it) and the webhook goes out.
    const payMatch = /^\/testing\/pay\/([^/]+)$/.exec(path);
    if (method === 'POST' && payMatch) {
      const txid = decodeURIComponent(payMatch[1]!);
      if (!cobs.has(txid)) return problem(res, 404, 'Cobranca Nao Encontrada', `txid ${txid} desconhecido`);
      const amount = parse(text)?.valor;
      return send(res, 200, await pay(txid, typeof amount === 'string' ? { amount } : {}));
    }

    if (!bearer(req)) return problem(res, 403, 'Acesso Negado', 'Requisição de participante autenticado que acessa um recurso não autorizado.');

    const cobMatch = /^\/cob\/([^/]+)$/.exec(path);
    if (cobMatch) {
      const txid = decodeURIComponent(cobMatch[1]!);
      if (method === 'GET') {
        const cob = cobs.get(txid);
        return cob ? send(res, 200, cob) : problem(res, 404, 'Cobranca Nao Encontrada', `txid ${txid} desconhecido`);
      }
      if (method === 'PUT') {
        if (!TXID.test(txid)) return problem(res, 400, 'Cobranca Invalida', 'txid deve ter de 26 a 35 caracteres [a-zA-Z0-9]');
        if (cobs.has(txid)) return problem(res, 409, 'Cobranca Ja Existe', `txid ${txid} já utilizado`);
        const body = parse(text);
        const valor = (body?.valor as { original?: unknown } | undefined)?.original;
        const chave = body?.chave;
        const expiracao = (body?.calendario as { expiracao?: unknown } | undefined)?.expiracao ?? 86400;
        if (typeof valor !== 'string' || !/^\d{1,10}\.\d{2}$/.test(valor)) return problem(res, 400, 'Cobranca Invalida', 'valor.original inválido');
        if (typeof chave !== 'string' || chave === '') return problem(res, 400, 'Cobranca Invalida', 'chave ausente');
        if (typeof expiracao !== 'number' || !Number.isInteger(expiracao) || expiracao <= 0) return problem(res, 400, 'Cobranca Invalida', 'calendario.expiracao inválido');
        const location = `${base.replace(/^http:\/\//, '')}/qr/v2/${randomUUID().replace(/-/g, '')}`;
        const cob: FakeCob = {
          calendario: { criacao: new Date().toISOString(), expiracao },
          txid,
          revisao: 0,
          loc: { id: nextLoc++, location, tipoCob: 'cob' },
          location,
          status: 'ATIVA',
          valor: { original: valor },
          chave,
          ...(typeof body?.solicitacaoPagador === 'string' ? { solicitacaoPagador: body.solicitacaoPagador } : {}),
          pixCopiaECola: dynamicBrCode(location),
        };
        cobs.set(txid, cob);
        return send(res, 201, cob);
      }
    }

    const hookMatch = /^\/webhook\/([^/]+)$/.exec(path);
    if (hookMatch) {
      const chave = decodeURIComponent(hookMatch[1]!);
      if (method === 'PUT') {
        const webhookUrl = parse(text)?.webhookUrl;
        if (typeof webhookUrl !== 'string' || !/^https?:\/\//.test(webhookUrl)) return problem(res, 400, 'Webhook Invalido', 'webhookUrl inválida');
        webhooks.set(chave, webhookUrl);
        return send(res, 200, { webhookUrl, chave, criacao: new Date().toISOString() });
      }
      if (method === 'GET') {
        const webhookUrl = webhooks.get(chave);
        return webhookUrl ? send(res, 200, { webhookUrl, chave }) : problem(res, 404, 'Webhook Nao Encontrado', chave);
      }
    }
    return problem(res, 404, 'Nao Encontrado', path);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, { error: String(err) }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    clientId,
    clientSecret,
    webhookSecret,
    cobs,
    webhooks,
    calls,
    pay,
    redeliver: (txid) => {
      const cob = cobs.get(txid);
      if (!cob) throw new Error(`fake PSP: no cob ${txid}`);
      return postWebhook(cob, webhookSecret);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
