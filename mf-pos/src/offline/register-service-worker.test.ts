import { addPosManifestLink, registerPosServiceWorker, setupPosApp } from './register-service-worker';

function fakeServiceWorker() {
  const postMessage = jest.fn();
  const register = jest.fn(async () => ({ scope: 'http://localhost/pdv-standalone' }) as unknown as ServiceWorkerRegistration);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, ready: Promise.resolve({ active: { postMessage } }) } });
  return { register, postMessage };
}

function secure(value: boolean) {
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value });
}

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  document.head.innerHTML = '';
});

it('adds the manifest link and the theme colour once', () => {
  addPosManifestLink();
  addPosManifestLink();
  const links = document.head.querySelectorAll('link[rel="manifest"]');
  expect(links).toHaveLength(1);
  expect((links[0] as HTMLLinkElement).href).toBe('http://localhost/remotes/mf-pos/pdv.webmanifest');
  expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#c62828');
});

it('registers pdv-sw.js of the remote with the /pdv-standalone scope and hands it the files already loaded', async () => {
  secure(true);
  const { register, postMessage } = fakeServiceWorker();
  await expect(setupPosApp()).resolves.not.toBeNull();
  expect(register).toHaveBeenCalledWith('http://localhost/remotes/mf-pos/pdv-sw.js', { scope: '/pdv-standalone', updateViaCache: 'none' });
  await Promise.resolve();
  expect(postMessage).toHaveBeenCalledWith({ type: 'CACHE_URLS', urls: expect.any(Array) });
  expect(document.head.querySelector('link[rel="manifest"]')).not.toBeNull();
});

it('does nothing without service workers, outside a secure context, or for a worker on another origin', async () => {
  secure(true);
  await expect(registerPosServiceWorker()).resolves.toBeNull();

  const { register } = fakeServiceWorker();
  await expect(registerPosServiceWorker({ swUrl: 'http://localhost:3005/pdv-sw.js' })).resolves.toBeNull();
  secure(false);
  await expect(registerPosServiceWorker()).resolves.toBeNull();
  expect(register).not.toHaveBeenCalled();
});

it('a failed registration is only a warning', async () => {
  secure(true);
  const { register } = fakeServiceWorker();
  register.mockRejectedValueOnce(new Error('SecurityError: scope not allowed'));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await expect(registerPosServiceWorker()).resolves.toBeNull();
  expect(warn).toHaveBeenCalled();
});
