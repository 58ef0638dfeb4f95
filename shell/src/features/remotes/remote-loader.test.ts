import type { RoutesModule } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

type Runtime = { loadRemote: jest.Mock; registerRemotes: jest.Mock };

/** A fresh loader (its manifest and registrations are module state) with the runtime mocked and remotes.json served. */
function setUp(manifests: Record<string, string>[]) {
  jest.resetModules();
  const runtime = jest.requireMock('@module-federation/enhanced/runtime') as Runtime;
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  const fetchMock = jest.fn(async () => new Response(JSON.stringify(manifests.shift() ?? {}), { status: 200 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const loader = jest.requireActual('./remote-loader') as typeof import('./remote-loader');
  return { runtime, fetchMock, loader };
}

const routes: RoutesModule = { default: () => null };
const V1 = { mf_store: '/remotes/mf-store/1.0.0/mf-manifest.json' };
const V2 = { mf_store: '/remotes/mf-store/1.1.0/mf-manifest.json' };

describe('remote loader', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('loads a remote from the manifest once', async () => {
    const { runtime, fetchMock, loader } = setUp([V1]);
    runtime.loadRemote.mockResolvedValueOnce(routes);
    await expect(loader.loadRemoteModule('mf_store')).resolves.toBe(routes);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_store', entry: V1.mf_store }], { force: false });
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_store/routes');
  });

  it('a load that fails (the remote was redeployed) reads the manifest again and loads the new version once more', async () => {
    const { runtime, fetchMock, loader } = setUp([V1, V2]);
    runtime.loadRemote.mockRejectedValueOnce(new Error('Loading chunk 123 failed')).mockResolvedValueOnce(routes);
    await expect(loader.loadRemoteModule('mf_store')).resolves.toBe(routes);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_store', entry: V2.mf_store }], { force: true });
    expect(loader.loadedRemoteRoutes('mf_store')).toBe(routes.default);
  });

  it('fails for the fallback only after that second try', async () => {
    const { runtime, fetchMock, loader } = setUp([V1, V1]);
    runtime.loadRemote.mockRejectedValue(new Error('offline'));
    await expect(loader.loadRemoteModule('mf_store')).rejects.toThrow('offline');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('"Tentar novamente" (retry) reads the manifest again and tries once', async () => {
    const { runtime, fetchMock, loader } = setUp([V1, V2]);
    runtime.loadRemote.mockResolvedValue(routes);
    await loader.loadRemoteModule('mf_store');
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline'));
    await expect(loader.loadRemoteModule('mf_store', true)).rejects.toThrow('offline');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('on navigation, tells when remotes.json points the loaded remote at another version (at most every few seconds)', async () => {
    const { runtime, fetchMock, loader } = setUp([V1, V2, V2]);
    runtime.loadRemote.mockResolvedValue(routes);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      await expect(loader.remoteUpdateAvailable('mf_store')).resolves.toBe(false); // not loaded yet: nothing to update
      await loader.loadRemoteModule('mf_store');
      expect(loader.loadedRemoteEntry('mf_store')).toBe(V1.mf_store);
      await expect(loader.remoteUpdateAvailable('mf_store')).resolves.toBe(false); // manifest just read
      expect(fetchMock).toHaveBeenCalledTimes(1);
      now.mockReturnValue(1_000_000 + loader.UPDATE_CHECK_INTERVAL_MS);
      await expect(loader.remoteUpdateAvailable('mf_store')).resolves.toBe(true);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await loader.loadRemoteModule('mf_store', true);
      expect(loader.loadedRemoteEntry('mf_store')).toBe(V2.mf_store);
      expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_store', entry: V2.mf_store }], { force: true });
    } finally {
      now.mockRestore();
    }
  });

  it('reports a remote that could not load to the platform (beacon)', () => {
    const { loader } = setUp([]);
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    loader.reportRemoteLoadError('mf_admin', new Error('Loading chunk 7 failed'));
    expect(sendBeacon).toHaveBeenCalledWith('/api/remotes/load-errors', expect.any(Blob));
  });
});
