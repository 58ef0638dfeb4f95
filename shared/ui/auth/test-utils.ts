/** Test helpers for the auth forms: a fetch mock keyed by 'METHOD /api/path'. */
import { jsonResponse } from '@comanda/shared/testing';

export type ApiCall = { key: string; body: unknown };
type Handler = (body: unknown) => Response | Promise<Response>;

export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const key = `${request.method} ${new URL(request.url, 'http://localhost').pathname}`;
    calls.push({ key, body });
    const handler = handlers[key];
    return handler ? handler(body) : jsonResponse({ message: `no mock for ${key}` }, 500);
  });
  return {
    spy,
    calls,
    callsTo: (key: string) => calls.filter((call) => call.key === key),
  };
}

export const reply = (body: unknown, status = 200) => () => jsonResponse(body, status);

/** The API client logs every failed call (spec §8); keep those out of the test output, nothing else. */
export function silenceApiErrorLog() {
  const original = console.error;
  return jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[API]')) return;
    original(...args);
  });
}
