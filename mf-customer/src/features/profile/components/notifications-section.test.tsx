import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BROWSER_PUSH_TEXT, DEFAULT_NOTIFICATION_PREFERENCES, PUSH_MESSAGES, type NotificationPreferences } from '@comanda/shared/domain';
import { authStateFor, jsonResponse, makeUser, mockApi, noContent, renderWithProviders, type ApiCall } from '@comanda/shared/testing';
import { NotificationsSection } from './notifications-section';

const MARIA = makeUser('customer', { id: 5, name: 'Maria Souza', email: 'maria@exemplo.com.br' });
/** A VAPID public key as the API gives it: 65 bytes, base64url. */
const PUBLIC_KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/maria-browser';
const SUBSCRIPTION_JSON = { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'B'.padEnd(87, 'A'), auth: 'A'.repeat(22) } };

type FakeBrowser = {
  permission: NotificationPermission;
  /** What the permission prompt answers. */
  answer: NotificationPermission;
  subscription: ReturnType<typeof fakeSubscription> | null;
  subscribe: jest.Mock;
  register: jest.Mock;
};

function fakeSubscription(browser: { subscription: unknown }) {
  return {
    endpoint: ENDPOINT,
    options: { applicationServerKey: Buffer.from(PUBLIC_KEY, 'base64url').buffer },
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: jest.fn(async () => {
      browser.subscription = null;
      return true;
    }),
  };
}

/** Service worker, PushManager and Notification as a browser has them (jsdom has none). */
function installBrowser(options: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean; supported?: boolean } = {}): FakeBrowser {
  const browser: FakeBrowser = { permission: options.permission ?? 'default', answer: options.answer ?? 'granted', subscription: null, subscribe: jest.fn(), register: jest.fn() };
  if (options.subscribed) browser.subscription = fakeSubscription(browser);
  const pushManager = {
    getSubscription: async () => browser.subscription,
    subscribe: browser.subscribe.mockImplementation(async () => (browser.subscription = fakeSubscription(browser))),
  };
  const registration = { active: { state: 'activated' }, pushManager };
  browser.register.mockImplementation(async () => registration);
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: options.supported !== false });
  if (options.supported === false) {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  } else {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register: browser.register, getRegistration: async () => (browser.register.mock.calls.length > 0 || browser.subscription ? registration : undefined) },
    });
  }
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  const NotificationFake = {
    get permission() {
      return browser.permission;
    },
    requestPermission: jest.fn(async () => (browser.permission = browser.answer)),
  };
  Object.defineProperty(window, 'Notification', { configurable: true, value: NotificationFake });
  return browser;
}

function mockBackend(preferences: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES) {
  let saved = preferences;
  return mockApi((call: ApiCall) => {
    const route = `${call.method} ${call.path}`;
    if (route === 'GET /api/push/public-key') return jsonResponse({ data: { public_key: PUBLIC_KEY } });
    if (route === 'POST /api/me/push-subscriptions') return jsonResponse({ data: { endpoint: ENDPOINT } }, 201);
    if (route === 'DELETE /api/me/push-subscriptions') return noContent();
    if (route === 'GET /api/me/notification-preferences') return jsonResponse({ data: saved });
    if (route === 'PUT /api/me/notification-preferences') {
      saved = call.body as NotificationPreferences;
      return jsonResponse({ data: saved });
    }
    return jsonResponse({ message: 'não encontrado' }, 404);
  });
}

function renderSection() {
  const events = userEvent.setup({ delay: null });
  localStorage.setItem('token', 'test-token');
  renderWithProviders(<NotificationsSection userId={MARIA.id} />, { route: '/customer/profile', preloadedState: authStateFor(MARIA) });
  return events;
}

const section = () => screen.findByRole('region', { name: 'Notificações' });
const browserSwitch = async () => within(await section()).findByRole('switch', { name: BROWSER_PUSH_TEXT.switchLabel });

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('"Receber notificações neste navegador"', () => {
  it('turns on: asks the permission, subscribes with the server’s key and sends the subscription to the API', async () => {
    const browser = installBrowser();
    const calls = mockBackend();
    const user = renderSection();
    const toggle = await browserSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(BROWSER_PUSH_TEXT.off)).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(window.Notification.requestPermission).toHaveBeenCalled();
    expect(browser.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/' });
    const [options] = browser.subscribe.mock.calls[0] as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey).toString('base64url')).toBe(PUBLIC_KEY);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual(SUBSCRIPTION_JSON);
    expect(await screen.findByText(PUSH_MESSAGES.subscribed)).toBeInTheDocument();
    expect(screen.getByText(BROWSER_PUSH_TEXT.on)).toBeInTheDocument();
  });

  it('turns off: forgets the browser on the API and unsubscribes it', async () => {
    const browser = installBrowser({ permission: 'granted', subscribed: true });
    const subscription = browser.subscription!;
    const calls = mockBackend();
    const user = renderSection();
    const toggle = await browserSwitch();
    await waitFor(() => expect(toggle).toBeChecked());
    // The browser's subscription is (re)sent for the account signed in now.
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([SUBSCRIPTION_JSON]));

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(subscription.unsubscribe).toHaveBeenCalled();
    const deletes = jest
      .mocked(globalThis.fetch)
      .mock.calls.map(([input]) => input)
      .filter((input): input is Request => input instanceof Request && input.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(JSON.parse(await deletes[0]!.clone().text())).toEqual({ endpoint: ENDPOINT });
    expect(await screen.findByText(PUSH_MESSAGES.unsubscribed)).toBeInTheDocument();
  });

  it('when the prompt is refused: stays off, says how to allow it again, and sends nothing', async () => {
    installBrowser({ answer: 'denied' });
    const calls = mockBackend();
    const user = renderSection();
    const toggle = await browserSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText(BROWSER_PUSH_TEXT.denied)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(calls.filter((call) => call.path === '/api/me/push-subscriptions')).toEqual([]);
  });

  it('already blocked in the browser: disabled, with how to re-allow', async () => {
    installBrowser({ permission: 'denied' });
    mockBackend();
    renderSection();
    expect(await within(await section()).findByText(/clique no cadeado ao lado do endereço/)).toBeInTheDocument();
    expect(await browserSwitch()).toBeDisabled();
  });

  it('a browser without Web Push: disabled, with what to do on an iPhone', async () => {
    installBrowser({ supported: false });
    mockBackend();
    renderSection();
    expect(await within(await section()).findByText(/Adicionar à Tela de Início/)).toBeInTheDocument();
    expect(await browserSwitch()).toBeDisabled();
  });
});

describe('what to be told', () => {
  it('shows the saved choices (promotions off by default) and saves the whole set at each change', async () => {
    installBrowser();
    const calls = mockBackend();
    const user = renderSection();
    const region = await section();
    const promotions = await within(region).findByRole('switch', { name: 'Promoções e novidades' });
    expect(promotions).not.toBeChecked();
    expect(within(region).getByRole('switch', { name: 'Status dos meus pedidos' })).toBeChecked();

    await user.click(promotions);
    await waitFor(() => expect(promotions).toBeChecked());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, promotions: true });
    expect(await screen.findByText(PUSH_MESSAGES.saved)).toBeInTheDocument();
  });
});
