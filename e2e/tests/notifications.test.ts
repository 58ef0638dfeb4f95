// Notifications end to end: stored by the API, published on the user's channel, shown live by the shell's
// bell (badge, list, toast) and by /store/notifications, marked read one by one and all at once.
import type { Page } from 'playwright-core';
import { browserTest, saveScreen } from '../support/browser-test';
import { DEMO_PASSWORD, fillLogin } from '../support/app';
import { startPlatform, type Platform } from '../support/platform';

// Notifications are created through POST /api/testing/notifications, which exists only with COMANDA_TEST_ROUTES=1.
// When the suite's platform was not started with it, this file starts its own.
let own: Platform | null = null;
let base = '';

beforeAll(async () => {
  const shared = process.env.E2E_BASE_URL ?? '';
  const probe = shared ? await fetch(`${shared}/api/testing/notifications`, { method: 'POST' }).catch(() => null) : null;
  if (probe?.status === 401) {
    base = shared;
  } else {
    own = await startPlatform({ env: { COMANDA_TEST_ROUTES: '1' } });
    base = own.baseUrl;
  }
}, 120_000);

afterAll(async () => {
  await own?.stop();
});

type Created = { id: string; title: string };

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('sem token no localStorage');
  return token;
}

async function notify(page: Page, body: { title: string; message?: string; data?: Record<string, unknown> }): Promise<Created> {
  const response = await fetch(`${base}/api/testing/notifications`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${await tokenOf(page)}` },
    body: JSON.stringify({ type: 'order.status', ...body }),
  });
  if (response.status !== 201) throw new Error(`POST /api/testing/notifications: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Created }).data;
}

async function unreadCount(page: Page): Promise<number> {
  const response = await fetch(`${base}/api/notifications/unread-count`, { headers: { Accept: 'application/json', Authorization: `Bearer ${await tokenOf(page)}` } });
  return ((await response.json()) as { count: number }).count;
}

/** The server's unread count reaches `expected` (the browser marks read optimistically, the call may still be on its way). */
async function waitForUnread(page: Page, expected: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  let count = await unreadCount(page);
  while (count !== expected && Date.now() < deadline) {
    await page.waitForTimeout(100);
    count = await unreadCount(page);
  }
  expect(count).toBe(expected);
}

/** Resolves once the browser's pusher-js has joined its private user channel (the live path is ready). */
function userChannelJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('pusher_internal:subscription_succeeded') && text.includes('App.Models.User.')) resolve();
      });
    });
  });
}

const bell = (page: Page, unread: number) => page.getByRole('button', { name: unread > 0 ? `Notificações: ${unread} não lidas` : 'Notificações', exact: true });

describe('notificações', () => {
  browserTest('o sino recebe notificações ao vivo; uma e depois todas são marcadas como lidas', async ({ page }) => {
    const joined = userChannelJoined(page);
    await page.goto(`${base}/login`);
    // Doce Encanto's owner: no other e2e test places orders there, so the inbox starts empty.
    await fillLogin(page, 'dono@doceencanto.com.br', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/store/dashboard');
    await joined;
    expect(await unreadCount(page)).toBe(0);
    await bell(page, 0).waitFor();

    // Live, without reload: the badge, the toast, then the list in the bell's popover (newest first).
    await notify(page, { title: 'Novo pedido #101', message: 'Entrega · R$ 59,90', data: { order_id: 101 } });
    await bell(page, 1).waitFor();
    await page.getByText('Novo pedido #101: Entrega · R$ 59,90').first().waitFor();
    await notify(page, { title: 'Pedido #100 cancelado', message: 'Cancelado pelo cliente', data: { url: '/store/notifications' } });
    await bell(page, 2).waitFor();

    await bell(page, 2).click();
    const popover = page.getByRole('dialog', { name: 'Notificações' });
    const items = popover.getByRole('list', { name: 'Lista de notificações' }).getByRole('button');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain('Pedido #100 cancelado');
    expect(await items.nth(1).textContent()).toContain('Novo pedido #101');
    expect(await items.nth(0).getAttribute('data-unread')).toBe('true');

    // A third one arrives while the list is open: it goes to the top.
    await notify(page, { title: 'Novo pedido #102', message: 'Retirada · R$ 32,00', data: { order_id: 102 } });
    await page.waitForFunction(() => document.querySelector('[aria-label="Lista de notificações"] [role="button"]')?.textContent?.includes('Novo pedido #102'));
    expect(await items.count()).toBe(3);
    await saveScreen(page, 'notifications-bell');

    // Clicking one marks it read and opens its data.url.
    await items.filter({ hasText: 'Pedido #100 cancelado' }).click();
    await page.waitForURL((url) => url.pathname === '/store/notifications');
    await page.getByRole('heading', { name: 'Notificações', level: 1 }).waitFor();
    await bell(page, 2).waitFor();
    await waitForUnread(page, 2);

    // The page lists them all, one read; 'Marcar todas como lidas' clears the badge and the highlight.
    const main = page.getByRole('main');
    const rows = main.getByRole('list', { name: 'Lista de notificações' }).getByRole('button');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(3);
    expect(await rows.filter({ hasText: 'Pedido #100 cancelado' }).getAttribute('data-unread')).toBeNull();
    await main.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await bell(page, 0).waitFor();
    await main.getByText('Nenhuma não lida').waitFor();
    expect(await main.locator('[data-unread="true"]').count()).toBe(0);
    await waitForUnread(page, 0);

    // More pages load until the last one (15 per page).
    for (let n = 1; n <= 14; n += 1) await notify(page, { title: `Lote ${n}` });
    await bell(page, 14).waitFor();
    await page.reload();
    await rows.first().waitFor();
    expect(await rows.count()).toBe(15);
    await main.getByRole('button', { name: 'Carregar mais' }).click();
    await page.waitForFunction(() => document.querySelectorAll('main [aria-label="Lista de notificações"] [role="button"]').length === 17);
    expect(await main.getByRole('button', { name: 'Carregar mais' }).count()).toBe(0);
    await saveScreen(page, 'notifications-page');
    expect(await rows.nth(0).textContent()).toContain('Lote 14');
    expect(await rows.nth(16).textContent()).toContain('Novo pedido #101');
  }, 90_000);
});
