/**
 * @jest-environment node
 *
 * The site's push worker (shell/public/push-sw.js) with a fake ServiceWorkerGlobalScope: what a push shows and where
 * a click goes.
 */
import fs from 'node:fs';
import path from 'node:path';

const ORIGIN = 'https://app.comanda.test';
const SOURCE = fs.readFileSync(path.join(__dirname, '../../../shell/public/push-sw.js'), 'utf8');

type Client = { url: string; focus: jest.Mock; navigate: jest.Mock };

function loadWorker(windows: Client[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const self = {
    location: new URL(`${ORIGIN}/push-sw.js`),
    registration: { showNotification: jest.fn(async (title: string, options: Record<string, unknown>) => void shown.push({ title, options })) },
    clients: { claim: jest.fn(async () => undefined), matchAll: jest.fn(async () => windows), openWindow: jest.fn(async () => null) },
    skipWaiting: jest.fn(async () => undefined),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  new Function('self', SOURCE)(self);
  async function dispatch(type: string, extra: object) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...extra, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }
  return { self, shown, listeners, dispatch };
}

const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
  text: () => (typeof value === 'string' ? value : JSON.stringify(value)),
});
const client = (url: string): Client => ({ url, focus: jest.fn(async function (this: Client) { return this; }), navigate: jest.fn(async () => null) });

it('has no fetch handler: pages and files load as without it', () => {
  expect([...loadWorker().listeners.keys()].sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
});

it('shows the push’s title and body, one notification per order (tag), with the page to open', async () => {
  const worker = loadWorker();
  await worker.dispatch('push', { data: pushData({ title: 'Pedido #0042: Saiu para entrega', body: 'Seu pedido está: Saiu para entrega.', url: '/loja/bella/success/abc', tag: 'order-42' }) });
  expect(worker.shown).toEqual([
    {
      title: 'Pedido #0042: Saiu para entrega',
      options: expect.objectContaining({ body: 'Seu pedido está: Saiu para entrega.', tag: 'order-42', icon: '/favicon.svg', data: { url: `${ORIGIN}/loja/bella/success/abc` } }),
    },
  ]);
});

it('a push without JSON still shows something, and a link to another site becomes the customer area', async () => {
  const worker = loadWorker();
  await worker.dispatch('push', { data: pushData('texto solto') });
  await worker.dispatch('push', { data: pushData({ title: 'Oi', body: '', url: 'https://evil.example/x', tag: 't' }) });
  expect(worker.shown[0]).toMatchObject({ title: 'Comanda', options: { body: 'texto solto' } });
  expect(worker.shown[1]!.options.data).toEqual({ url: `${ORIGIN}/customer/dashboard` });
});

describe('a click', () => {
  const notification = (url: string) => ({ notification: { close: jest.fn(), data: { url } } });

  it('focuses a tab already on that page', async () => {
    const tab = client(`${ORIGIN}/loja/bella/success/abc`);
    const worker = loadWorker([client(`${ORIGIN}/customer/dashboard`), tab]);
    await worker.dispatch('notificationclick', notification(`${ORIGIN}/loja/bella/success/abc`));
    expect(tab.focus).toHaveBeenCalled();
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('else takes a tab of the site there', async () => {
    const tab = client(`${ORIGIN}/customer/dashboard`);
    const worker = loadWorker([tab]);
    await worker.dispatch('notificationclick', notification(`${ORIGIN}/loja/bella/success/abc`));
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/loja/bella/success/abc`);
  });

  it('else opens one', async () => {
    const worker = loadWorker([]);
    const event = notification(`${ORIGIN}/loja/bella/success/abc`);
    await worker.dispatch('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/loja/bella/success/abc`);
  });
});
