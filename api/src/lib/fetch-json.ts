export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

export type JsonResponse = { status: number; body: unknown };

/** GET with a timeout; network errors, timeouts, 5xx and non-JSON bodies become ProviderUnavailableError. */
export async function fetchJson(url: string, options: { timeoutMs: number; headers?: Record<string, string> }): Promise<JsonResponse> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json', ...options.headers }, signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (err) {
    throw new ProviderUnavailableError(`request to ${new URL(url).host} failed`, { cause: err });
  }
  if (res.status >= 500) {
    await res.body?.cancel().catch(() => undefined);
    throw new ProviderUnavailableError(`${new URL(url).host} answered ${res.status}`);
  }
  try {
    return { status: res.status, body: await res.json() };
  } catch (err) {
    if (res.status >= 400) return { status: res.status, body: null };
    throw new ProviderUnavailableError(`${new URL(url).host} answered a body that is not JSON`, { cause: err });
  }
}
