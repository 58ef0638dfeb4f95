// Issue 13, "Notificações fora da aba": the customer turns on push notifications in "Meu perfil", closes the page, the
// store moves the order on, and the push arrives (encrypted by the platform, decrypted by the local push service);
// handed to the browser, the site's service worker shows it. What is simulated: only the browser↔FCM leg (see
// e2e/support/push.ts); the permission, the worker, the page's API calls and the platform's push job are real.
import { BROWSER_PUSH_TEXT, orderStatusLabel, PUSH_MESSAGES, type PushPayload } from '@comanda/shared/domain';
import { DEMO_PASSWORD, fillLogin, registerCustomer, uniqueEmail } from '../support/app';
import { baseURL, browserTest, saveScreen } from '../support/browser-test';
import { moveOrder, placePickup, productNamed, tokenFor } from '../support/customer-area';
import { deliverToServiceWorker, serverPublicKey, shownNotifications, startFakePushService, useLocalPushService, type FakePushService } from '../support/push';

const BELLA = 'pizzaria-bella-napoli';
let pushService: FakePushService;

beforeAll(async () => {
  pushService = await startFakePushService();
});
afterAll(async () => {
  await pushService?.close();
});

describe('Notificações push do cliente', () => {
  browserTest(
    'liga as notificações no perfil e recebe a mudança de status com a página fechada',
    async ({ context, page }) => {
      const email = uniqueEmail('pedro.push');
      await registerCustomer(email, DEMO_PASSWORD, 'Pedro Push');
      const customer = await tokenFor(email);
      const bellaOwner = await tokenFor('dono@bellanapoli.com.br');
      const publicKey = await serverPublicKey();
      const subscription = pushService.subscribe(publicKey);
      await context.grantPermissions(['notifications'], { origin: baseURL() });
      await useLocalPushService(context, subscription);

      await page.goto('/login');
      await fillLogin(page, email, DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/customer/dashboard');
      await page.goto('/customer/profile');
      const section = page.getByRole('region', { name: BROWSER_PUSH_TEXT.title });
      const toggle = section.getByRole('switch', { name: BROWSER_PUSH_TEXT.switchLabel });
      await section.getByText(BROWSER_PUSH_TEXT.off).waitFor();
      await toggle.click();
      await page.getByText(PUSH_MESSAGES.subscribed).waitFor();
      await section.getByText(BROWSER_PUSH_TEXT.on).waitFor();
      expect(await toggle.isChecked()).toBe(true);
      // The page subscribed with the installation's key and registered the site's worker with scope /.
      expect(await page.evaluate(() => (window as unknown as { __pushKeyAsked?: string }).__pushKeyAsked)).toBe(publicKey);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.scope)).toBe(`${baseURL()}/`);
      await saveScreen(page, 'customer-push-profile');
      // The worker is served as JavaScript and revalidated (a new version reaches browsers at once).
      const worker = await fetch(`${baseURL()}/push-sw.js`);
      expect([worker.status, worker.headers.get('content-type'), worker.headers.get('cache-control')]).toEqual([200, expect.stringMatching(/javascript/), 'no-cache']);

      // The page is closed; the store accepts the order.
      const order = await placePickup(customer, BELLA, await productNamed(BELLA, /margherita/i), 1, 'Pedro Push');
      await page.close();
      await moveOrder(bellaOwner, order, ['confirmed']);
      const [push] = await pushService.waitFor(subscription.endpoint, 1, 20_000);
      const label = orderStatusLabel('confirmed', 'pickup');
      expect(push!.json).toEqual({
        title: `Pedido ${order.display_number}: ${label}`,
        body: `Seu pedido está: ${label}.`,
        url: `/loja/${BELLA}/success/${order.public_id}`,
        tag: `order-${order.id}`,
      } satisfies PushPayload);
      expect(push).toMatchObject({ urgency: 'high', claims: { aud: pushService.origin } });

      // What the push service would hand the browser reaches the worker, which shows it.
      const later = await context.newPage();
      await later.goto('/customer/dashboard');
      await deliverToServiceWorker(later, push!.text);
      let shown: Awaited<ReturnType<typeof shownNotifications>> = [];
      for (let tries = 0; tries < 50 && shown.length === 0; tries += 1) {
        shown = await shownNotifications(later);
        if (shown.length === 0) await later.waitForTimeout(200);
      }
      expect(shown).toEqual([
        { title: `Pedido ${order.display_number}: ${label}`, body: `Seu pedido está: ${label}.`, tag: `order-${order.id}`, url: `${baseURL()}/loja/${BELLA}/success/${order.public_id}` },
      ]);
    },
    90_000,
  );

  browserTest('sem permissão do navegador, o perfil diz como permitir de novo', async ({ page }) => {
    const email = uniqueEmail('paula.bloqueio');
    await registerCustomer(email, DEMO_PASSWORD, 'Paula Bloqueio');
    await page.goto('/login');
    await fillLogin(page, email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/customer/dashboard');
    await page.goto('/customer/profile');
    const section = page.getByRole('region', { name: BROWSER_PUSH_TEXT.title });
    const toggle = section.getByRole('switch', { name: BROWSER_PUSH_TEXT.switchLabel });
    await section.getByText(BROWSER_PUSH_TEXT.off).waitFor();
    // Headless Chromium answers the permission prompt with "block", as a user who refuses it.
    await toggle.click();
    await section.getByText(BROWSER_PUSH_TEXT.denied).waitFor();
    expect(await toggle.isChecked()).toBe(false);
    expect(await toggle.isDisabled()).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await saveScreen(page, 'customer-push-denied');
  });
});
