import { remoteAssetBase, setupInstallableApp, type InstallableApp } from './register-app';

const APP: InstallableApp = {
  name: 'Teste',
  assetBase: '/remotes/mf-test/',
  workerFile: 'test-sw.js',
  manifestFile: 'test.webmanifest',
  scope: '/teste',
  themeColor: '#c62828',
};

function fakeServiceWorker() {
  const active = { postMessage: jest.fn() };
  const register = jest.fn(async () => ({ scope: 'http://localhost/teste' }) as unknown as ServiceWorkerRegistration);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, ready: Promise.resolve({ active }) } });
  return { register, active };
}

const secure = (value: boolean) => Object.defineProperty(window, 'isSecureContext', { configurable: true, value });

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

it("a remote's files are at its runtime public path, or where the build is served when that is unknown or 'auto'", () => {
  expect(remoteAssetBase('http://localhost:3005/', '/remotes/mf-pos/')).toBe('http://localhost:3005/');
  expect(remoteAssetBase('auto', '/remotes/mf-pos/')).toBe('/remotes/mf-pos/');
  expect(remoteAssetBase(undefined, '/remotes/mf-pos/')).toBe('/remotes/mf-pos/');
  expect(remoteAssetBase('', '/remotes/mf-pos/')).toBe('/remotes/mf-pos/');
});

it("links the remote's web manifest and the theme colour once", async () => {
  secure(false);
  await setupInstallableApp(APP);
  await setupInstallableApp(APP);
  const links = document.head.querySelectorAll('link[rel="manifest"]');
  expect(links).toHaveLength(1);
  expect((links[0] as HTMLLinkElement).href).toBe('http://localhost/remotes/mf-test/test.webmanifest');
  expect(document.head.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
  expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#c62828');
});

it("registers the remote's worker with the app's scope and hands the active worker to onActive", async () => {
  secure(true);
  const { register, active } = fakeServiceWorker();
  const onActive = jest.fn();
  await expect(setupInstallableApp({ ...APP, onActive })).resolves.not.toBeNull();
  expect(register).toHaveBeenCalledWith('http://localhost/remotes/mf-test/test-sw.js', { scope: '/teste', updateViaCache: 'none' });
  await Promise.resolve();
  expect(onActive).toHaveBeenCalledWith(active);
});

it('does nothing without service workers, outside a secure context or for a worker on another origin; a failure is a warning', async () => {
  secure(true);
  await expect(setupInstallableApp(APP)).resolves.toBeNull();
  const { register } = fakeServiceWorker();
  await expect(setupInstallableApp({ ...APP, assetBase: 'http://localhost:3005/' })).resolves.toBeNull();
  secure(false);
  await expect(setupInstallableApp(APP)).resolves.toBeNull();
  expect(register).not.toHaveBeenCalled();

  secure(true);
  register.mockRejectedValueOnce(new Error('SecurityError: scope not allowed'));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await expect(setupInstallableApp(APP)).resolves.toBeNull();
  expect(warn).toHaveBeenCalledWith('[Teste] Service worker não registrado', expect.any(Error));
});
