import fs from 'node:fs';
import path from 'node:path';
import { addDriverManifestLink, registerDriverServiceWorker, setupDriverApp } from './register-driver-app';

function fakeServiceWorker() {
  const register = jest.fn(async () => ({ scope: 'http://localhost/entregador' }) as unknown as ServiceWorkerRegistration);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  return { register };
}

const secure = (value: boolean) => Object.defineProperty(window, 'isSecureContext', { configurable: true, value });

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  document.head.querySelectorAll('link[rel="manifest"], meta[name="theme-color"]').forEach((node) => node.remove());
  jest.restoreAllMocks();
});

it('links the web manifest of mf-store and the theme colour once', () => {
  addDriverManifestLink();
  addDriverManifestLink();
  const links = document.head.querySelectorAll('link[rel="manifest"]');
  expect(links).toHaveLength(1);
  expect((links[0] as HTMLLinkElement).href).toBe('http://localhost/remotes/mf-store/entregador.webmanifest');
  expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#c62828');
});

it('registers entregador-sw.js of the remote with the /entregador scope', async () => {
  secure(true);
  const { register } = fakeServiceWorker();
  await expect(setupDriverApp()).resolves.not.toBeNull();
  expect(register).toHaveBeenCalledWith('http://localhost/remotes/mf-store/entregador-sw.js', { scope: '/entregador', updateViaCache: 'none' });
});

it('does nothing without service workers, outside a secure context or for a worker on another origin; a failure is a warning', async () => {
  secure(true);
  await expect(registerDriverServiceWorker()).resolves.toBeNull();
  const { register } = fakeServiceWorker();
  await expect(registerDriverServiceWorker({ swUrl: 'http://localhost:3002/entregador-sw.js' })).resolves.toBeNull();
  secure(false);
  await expect(registerDriverServiceWorker()).resolves.toBeNull();
  expect(register).not.toHaveBeenCalled();

  secure(true);
  register.mockRejectedValueOnce(new Error('SecurityError'));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await expect(registerDriverServiceWorker()).resolves.toBeNull();
  expect(warn).toHaveBeenCalled();
});

it('the manifest makes "Comanda Entregador" a standalone app starting at /entregador, with icons that exist', () => {
  const publicDir = path.join(__dirname, '../../../public');
  const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, 'entregador.webmanifest'), 'utf8')) as {
    name: string;
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Comanda Entregador', start_url: '/entregador', scope: '/entregador', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect(fs.existsSync(path.join(publicDir, icon.src))).toBe(true);
});
