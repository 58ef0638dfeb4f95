/**
 * A client for the Banco Central's "API Pix" (v2), as the PSPs (banks, payment institutions) implement it:
 * OAuth2 client_credentials (`POST /oauth/token`, HTTP Basic client_id:client_secret), the immediate charge
 * (`PUT /cob/{txid}`, `GET /cob/{txid}`) and the webhook registration (`PUT /webhook/{chave}`). One token per call
 * sequence: charges are few per store, and a token cache would be one more thing to keep between nodes.
 */
import { pixAmountCents, pixAmountText } from '@comanda/shared/domain';

export type PixProviderCredentials = { baseUrl: string; clientId: string; clientSecret: string };

/** BCB cob status: ATIVA, CONCLUIDA (paid), REMOVIDA_PELO_USUARIO_RECEBEDOR, REMOVIDA_PELO_PSP. */
export type PixCob = {
  txid: string;
  status: string;
  calendario?: { criacao?: string; expiracao?: number };
  valor?: { original?: string };
  chave?: string;
  pixCopiaECola?: string;
  location?: string;
  loc?: { location?: string };
  pix?: { endToEndId: string; valor: string; horario: string }[];
};

export type NewCob = { txid: string; amountCents: number; expirySeconds: number; pixKey: string; description: string };

/** unreachable: network, timeout, 5xx; credentials: the token was refused; refused: a 4xx on the call itself. */
export class PixProviderError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'credentials' | 'refused',
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PixProviderError';
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export class PixApiClient {
  constructor(
    private readonly creds: PixProviderCredentials,
    private readonly timeoutMs = 10_000,
  ) {}

  private async send(method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: unknown }> {
    const url = `${trimSlash(this.creds.baseUrl)}${path}`;
    let res: Response;
    try {
      res = await fetch(url, { method, headers: { accept: 'application/json', ...init.headers }, body: init.body, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      throw new PixProviderError('unreachable', `API Pix ${method} ${path} failed: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (res.status >= 500) throw new PixProviderError('unreachable', `API Pix ${method} ${path} answered ${res.status}`, res.status);
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      if (res.status < 400) throw new PixProviderError('unreachable', `API Pix ${method} ${path} answered a body that is not JSON`, res.status);
    }
    return { status: res.status, body };
  }

  /** OAuth2 client_credentials: the bearer token of the calls below. */
  async token(): Promise<string> {
    const basic = Buffer.from(`${this.creds.clientId}:${this.creds.clientSecret}`).toString('base64');
    const res = await this.send('POST', '/oauth/token', {
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const token = (res.body as { access_token?: unknown } | null)?.access_token;
    if (res.status >= 400 || typeof token !== 'string' || token === '') throw new PixProviderError('credentials', `API Pix token refused (${res.status})`, res.status);
    return token;
  }

  private async authed(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const token = await this.token();
    return this.send(method, path, {
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** PUT /cob/{txid}: the immediate charge. */
  async createCob(cob: NewCob): Promise<PixCob> {
    const res = await this.authed('PUT', `/cob/${encodeURIComponent(cob.txid)}`, {
      calendario: { expiracao: cob.expirySeconds },
      valor: { original: pixAmountText(cob.amountCents) },
      chave: cob.pixKey,
      solicitacaoPagador: cob.description.slice(0, 140),
    });
    if (res.status >= 400) throw new PixProviderError('refused', `PUT /cob answered ${res.status}: ${JSON.stringify(res.body)}`, res.status);
    return res.body as PixCob;
  }

  /** GET /cob/{txid}; null when the PSP does not know the txid. */
  async getCob(txid: string): Promise<PixCob | null> {
    const res = await this.authed('GET', `/cob/${encodeURIComponent(txid)}`);
    if (res.status === 404) return null;
    if (res.status >= 400) throw new PixProviderError('refused', `GET /cob answered ${res.status}`, res.status);
    return res.body as PixCob;
  }

  /** PUT /webhook/{chave}: where the PSP posts the PIX received on this key (it appends '/pix' to the URL). */
  async registerWebhook(pixKey: string, webhookUrl: string): Promise<void> {
    const res = await this.authed('PUT', `/webhook/${encodeURIComponent(pixKey)}`, { webhookUrl });
    if (res.status >= 400) throw new PixProviderError('refused', `PUT /webhook answered ${res.status}`, res.status);
  }
}

/** The cob's copia-e-cola: `pixCopiaECola` (API Pix v2), else none (a `location` alone is a payload URL, not a code). */
export const copyPasteOf = (cob: PixCob): string | null => (typeof cob.pixCopiaECola === 'string' && cob.pixCopiaECola !== '' ? cob.pixCopiaECola : null);
export const locationOf = (cob: PixCob): string | null => cob.location ?? cob.loc?.location ?? null;

/** A cob the PSP reports as paid (CONCLUIDA) for exactly the charge's amount. */
export const cobIsPaidFor = (cob: PixCob | null, amountCents: number): boolean =>
  cob !== null && cob.status === 'CONCLUIDA' && pixAmountCents(cob.valor?.original) === amountCents;
