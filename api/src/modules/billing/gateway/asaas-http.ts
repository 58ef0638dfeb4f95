import type { AsaasConfig, AsaasErrorItem } from './asaas-types';
import { GatewayConfigError, GatewayError, GatewayUnavailableError } from './gateway-errors';

type Method = 'GET' | 'POST' | 'DELETE';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ errors: [{ code, description }] }`, Asaas's error body; anything else gives an empty list. */
export function asaasErrorsOf(body: unknown): AsaasErrorItem[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(isRecord).map((e) => ({ code: String(e.code ?? ''), description: String(e.description ?? '') }));
}

/**
 * One JSON call to Asaas. The key travels in the `access_token` header only: it is never part of a
 * URL or of an error message, so nothing that logs errors can leak it.
 */
export async function asaasRequest<T>(config: AsaasConfig, method: Method, path: string, body?: unknown): Promise<T> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}${path}`;
  const host = new URL(url).host;
  const headers: Record<string, string> = {
    accept: 'application/json',
    access_token: config.apiKey,
    'user-agent': config.userAgent ?? 'Comanda',
  };
  // Asaas answers 403 to a GET that carries a body, so only POST sends one.
  if (body !== undefined) headers['content-type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (err) {
    // AbortSignal.timeout() rejects with a DOMException named TimeoutError.
    const timedOut = (err as { name?: unknown } | null)?.name === 'TimeoutError';
    throw new GatewayUnavailableError(timedOut ? `${host} did not answer in ${config.timeoutMs} ms` : `request to ${host} failed`, { cause: err });
  }
  if (res.status === 429 || res.status >= 500) {
    await res.body?.cancel().catch(() => undefined);
    throw new GatewayUnavailableError(`${host} answered ${res.status}`);
  }

  let json: unknown = null;
  try {
    json = await res.json();
  } catch (err) {
    if (res.ok) throw new GatewayUnavailableError(`${host} answered a body that is not JSON`, { cause: err });
  }
  if (res.status === 401 || res.status === 403) throw new GatewayConfigError(res.status, asaasErrorsOf(json));
  if (!res.ok) throw new GatewayError(res.status, asaasErrorsOf(json));
  if (!isRecord(json)) throw new GatewayUnavailableError(`${host} answered an unexpected body`);
  return json as T;
}
