/** The requests a screen sent (method, path, query, JSON body), answered by `reply`. */
export type ApiCall = { method: string; path: string; query: URLSearchParams; headers: Headers; body: unknown };

export function mockApi(reply: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    // RTK Query passes a Request; a plain fetch (a file download) passes the URL and its options.
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const call = { method: request.method, path: url.pathname, query: url.searchParams, headers: request.headers, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    return reply(call);
  });
  return calls;
}

export const noContent = () => new Response(null, { status: 204 });
