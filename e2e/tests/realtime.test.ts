// Real time end to end: the official `pusher` SDK publishes to the server embedded on the platform's
// port, and the shell's bridge turns the channel events into the spec's window events.
import Pusher from 'pusher';
import { browserTest } from '../support/browser-test';
import { loginAs } from '../support/app';
import { E2E_PUSHER_APP_SECRET } from '../support/platform';

function publisher(baseURL: string): Pusher {
  const url = new URL(baseURL);
  return new Pusher({ appId: 'comanda', key: 'comanda-key', secret: E2E_PUSHER_APP_SECRET, host: url.hostname, port: url.port, useTLS: false });
}

type Captured = { name: string; detail: unknown };

describe('tempo real (ponte da shell)', () => {
  browserTest('a equipe recebe order.new e order.status_update da loja; o usuário, suas notificações', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const captured: Captured[] = [];
      (window as unknown as { __captured: Captured[] }).__captured = captured;
      for (const name of ['new-order', 'order-status-update', 'new-notification']) {
        window.addEventListener(name, (event) => captured.push({ name, detail: (event as CustomEvent).detail }));
      }
    });
    const connected = page.waitForEvent('console', { predicate: (message) => message.text().includes('current: connected'), timeout: 15_000 });
    await loginAs(page, 'store_owner');
    await connected;
    const { storeId, userId } = await page.evaluate(() => ({ storeId: localStorage.getItem('store_id'), userId: localStorage.getItem('user_id') }));

    const pusher = publisher(baseURL);
    // The subscriptions are authorised just after the connection: publish until the first event lands.
    const deadline = Date.now() + 10_000;
    let received = 0;
    while (received === 0 && Date.now() < deadline) {
      await pusher.trigger(`private-store.${storeId}`, 'order.new', { id: 101 });
      await page.waitForTimeout(250);
      received = await page.evaluate(() => (window as unknown as { __captured: Captured[] }).__captured.length);
    }
    expect(received).toBeGreaterThan(0);
    await pusher.trigger(`private-store.${storeId}`, 'order.status_update', { id: 101, status: 'preparing' });
    await pusher.trigger(`private-App.Models.User.${userId}`, 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated', {
      id: 'n-1',
      type: 'order.status',
      title: 'Pedido em preparo',
    });
    await page.waitForFunction(() => {
      const names = (window as unknown as { __captured: Captured[] }).__captured.map((event) => event.name);
      return names.includes('order-status-update') && names.includes('new-notification');
    });
    const captured = await page.evaluate(() => (window as unknown as { __captured: Captured[] }).__captured);
    expect(captured).toEqual(
      expect.arrayContaining([
        { name: 'new-order', detail: { id: 101 } },
        { name: 'order-status-update', detail: { id: 101, status: 'preparing' } },
        { name: 'new-notification', detail: expect.objectContaining({ id: 'n-1', title: 'Pedido em preparo' }) },
      ]),
    );
  });
});
