import { posApp } from './register-service-worker';

// Registering the worker and linking the manifest: shared/state/pwa/register-app.test.ts.
it("the standalone POS registers mf-pos's pdv-sw.js for /pdv-standalone and hands the active worker the files already loaded", () => {
  const app = posApp();
  expect(app).toMatchObject({ assetBase: '/remotes/mf-pos/', workerFile: 'pdv-sw.js', manifestFile: 'pdv.webmanifest', scope: '/pdv-standalone' });
  const worker = { postMessage: jest.fn() };
  app.onActive?.(worker as unknown as ServiceWorker);
  expect(worker.postMessage).toHaveBeenCalledWith({ type: 'CACHE_URLS', urls: expect.any(Array) });
});
