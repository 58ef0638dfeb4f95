import fs from 'node:fs';
import path from 'node:path';
import { driverApp } from './register-driver-app';

// Registering the worker and linking the manifest: shared/state/pwa/register-app.test.ts.
it('the manifest makes "Comanda Entregador" a standalone app at the worker\'s scope, with icons that exist', () => {
  const app = driverApp();
  expect(app).toMatchObject({ assetBase: '/remotes/mf-store/', workerFile: 'entregador-sw.js', scope: '/entregador' });
  const publicDir = path.join(__dirname, '../../../public');
  for (const file of [app.workerFile, app.manifestFile]) expect(fs.existsSync(path.join(publicDir, file))).toBe(true);
  const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, app.manifestFile), 'utf8')) as {
    name: string;
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Comanda Entregador', start_url: app.scope, scope: app.scope, display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect(fs.existsSync(path.join(publicDir, icon.src))).toBe(true);
});
