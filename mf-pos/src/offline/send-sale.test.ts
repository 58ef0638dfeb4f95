import { createAppStore, setUnauthorizedHandler } from '@comanda/shared/state';
import { jsonResponse } from '@comanda/shared/testing';
import { createSendSale } from './send-sale';
import { toQueuedBody } from './sale-queue';
import { saleBody } from './test-utils';

const fetchMock = jest.spyOn(globalThis, 'fetch');

beforeEach(() => {
  fetchMock.mockReset();
  localStorage.setItem('token', 'tok-123');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
});

async function lastRequest() {
  const request = fetchMock.mock.calls.at(-1)![0] as Request;
  return { request, body: JSON.parse(await request.clone().text()) as unknown };
}

it('POSTs the sale with its Idempotency-Key through the app API (base URL, token) and reports 201', async () => {
  const view = { order_id: 501, replayed: false };
  fetchMock.mockResolvedValueOnce(jsonResponse({ data: view }, 201));
  const send = createSendSale(createAppStore().dispatch);
  const body = toQueuedBody(saleBody());

  await expect(send(7, 'chave-1', body)).resolves.toEqual({ ok: true, status: 201, body: { data: view } });

  const { request, body: sent } = await lastRequest();
  expect(request.method).toBe('POST');
  expect(new URL(request.url).pathname).toBe('/api/stores/7/pos/sales');
  expect(request.headers.get('Idempotency-Key')).toBe('chave-1');
  expect(request.headers.get('Authorization')).toBe('Bearer tok-123');
  expect(sent).toEqual(body);
  expect((sent as { sold_offline_at: string }).sold_offline_at).toBe('2026-11-25T14:00:00.000Z');
});

it('a replay (200) and a refusal (422) are answers; no answer throws', async () => {
  const send = createSendSale(createAppStore().dispatch);
  const body = toQueuedBody(saleBody());
  fetchMock.mockResolvedValueOnce(jsonResponse({ data: { order_id: 501, replayed: true } }, 200));
  await expect(send(7, 'k', body)).resolves.toMatchObject({ ok: true, status: 200 });

  fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Abra o caixa para vender.', errors: { register_session_id: ['Abra o caixa para vender.'] } }, 422));
  await expect(send(7, 'k', body)).resolves.toEqual({ ok: false, status: 422, body: { message: 'Abra o caixa para vender.', errors: { register_session_id: ['Abra o caixa para vender.'] } } });

  fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
  await expect(send(7, 'k', body)).resolves.toMatchObject({ ok: false, status: 502 });

  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(send(7, 'k', body)).rejects.toThrow(/Venda não enviada/);
});

it('a 401 does not send the operator to the login page (the sale stays queued)', async () => {
  const redirect = jest.fn();
  const restore = setUnauthorizedHandler(redirect);
  try {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Não autenticado.' }, 401));
    const send = createSendSale(createAppStore().dispatch);
    await expect(send(7, 'k', toQueuedBody(saleBody()))).resolves.toMatchObject({ ok: false, status: 401 });
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok-123');
  } finally {
    restore();
  }
});
