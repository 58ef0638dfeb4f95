import { checkRemoteContract, type RemoteContractInput } from './remote-contract';

const shell = {
  shared: {
    react: { version: '19.3.1', singleton: true },
    '@reduxjs/toolkit': { version: '2.14.0', singleton: true },
  },
};

const fits: RemoteContractInput = {
  remote: 'mf_admin',
  manifest: {
    name: 'mf_admin',
    exposes: [{ path: './routes' }],
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
      { name: '@reduxjs/toolkit', version: '2.14.0', singleton: true, requiredVersion: '^2.14.0' },
    ],
  },
  routesExports: ['default'],
  firstScreenExports: null,
  routePrefixes: ['/admin'],
  shell,
};

const storefront: RemoteContractInput = {
  ...fits,
  remote: 'mf_storefront',
  manifest: { ...fits.manifest, name: 'mf_storefront', exposes: [{ path: './routes' }, { path: './first-screen' }] },
  routePrefixes: ['/loja'],
  routesExports: ['hydrateServerState', 'default'],
  firstScreenExports: ['hydrateFirstScreen'],
};

describe('checkRemoteContract', () => {
  it('a remote built with the shell’s versions, exposing ./routes under its own prefix, fits', () => {
    expect(checkRemoteContract(fits)).toEqual([]);
    expect(checkRemoteContract(storefront)).toEqual([]);
  });

  it('the storefront exposes the first screen that server-rendered pages start with, exporting what the shell calls', () => {
    expect(checkRemoteContract({ ...storefront, manifest: { ...storefront.manifest, exposes: [{ path: './routes' }] }, firstScreenExports: null })).toEqual([
      'A vitrine não expõe ./first-screen (a primeira tela que as páginas renderizadas no servidor hidratam).',
      './first-screen não exporta "hydrateFirstScreen" (o que o shell chama para hidratar a página).',
    ]);
    expect(checkRemoteContract({ ...storefront, firstScreenExports: ['default'] })).toEqual(['./first-screen não exporta "hydrateFirstScreen" (o que o shell chama para hidratar a página).']);
  });

  it('refuses a remote without ./routes or without its default export, or with exports the shell does not know', () => {
    expect(checkRemoteContract({ ...fits, manifest: { ...fits.manifest, exposes: [{ path: './app' }] } })).toEqual(['O remoto não expõe ./routes.']);
    expect(checkRemoteContract({ ...fits, routesExports: ['AdminRoutes'] })).toEqual([
      './routes não exporta "default" (o componente de rotas que o shell monta).',
      './routes exporta "AdminRoutes", que o shell não conhece (permitidos: default, hydrateServerState).',
    ]);
  });

  it('refuses a singleton the shell does not provide, or at a version the remote does not accept', () => {
    const manifest = { ...fits.manifest, shared: [...fits.manifest.shared, { name: 'zustand', version: '5.0.0', singleton: true, requiredVersion: '^5.0.0' }] };
    expect(checkRemoteContract({ ...fits, manifest })).toEqual(['Novo singleton "zustand": o shell não o fornece. Singletons novos exigem publicar o shell antes.']);
    const newerReact = { ...fits.manifest, shared: [{ name: 'react', version: '20.0.0', singleton: true, requiredVersion: '^20.0.0' }] };
    expect(checkRemoteContract({ ...fits, manifest: newerReact })).toEqual(['"react": o remoto exige ^20.0.0, o shell fornece 19.3.1.']);
    // Bundled (not shared as a singleton) modules are the remote's own business.
    const ownCopy = { ...fits.manifest, shared: [{ name: 'zustand', version: '5.0.0', singleton: false, requiredVersion: '^5.0.0' }] };
    expect(checkRemoteContract({ ...fits, manifest: ownCopy })).toEqual([]);
  });

  it('refuses route prefixes that are not the ones the shell mounts the remote under', () => {
    expect(checkRemoteContract({ ...fits, routePrefixes: ['/admin', '/loja'] })).toEqual([
      'Prefixos de rota /admin, /loja diferentes dos que o shell monta para mf_admin: /admin (mf_storefront já usa parte delas).',
    ]);
    expect(checkRemoteContract({ ...fits, routePrefixes: [] })[0]).toMatch(/^Prefixos de rota \(nenhum\)/);
  });

  it('refuses a manifest of another remote', () => {
    expect(checkRemoteContract({ ...fits, manifest: { ...fits.manifest, name: 'mf_store' } })).toEqual(['O manifesto é do remoto "mf_store", não de mf_admin.']);
  });
});
