import { jsonResponse } from '@comanda/shared/testing';
import { checkStore, rememberServerRenderedStore, storeCheckOutcome, takeKnownStoreOutcome } from './store-check';

describe('store check before the storefront', () => {
  it('opens an active store or branch', () => {
    expect(storeCheckOutcome({ exists: true, is_branch: false, is_active: true, name: 'Loja' })).toEqual({ kind: 'open' });
    expect(storeCheckOutcome({ exists: true, is_branch: true, is_active: true, name: 'Filial' })).toEqual({ kind: 'open' });
  });

  it('sends a missing or deactivated store to the store not-found page', () => {
    expect(storeCheckOutcome({ exists: false, is_branch: false, is_active: false, name: null })).toEqual({ kind: 'redirect', to: '/404?tipo=loja' });
    expect(storeCheckOutcome({ exists: true, is_branch: false, is_active: false, name: 'X' })).toEqual({ kind: 'redirect', to: '/404?tipo=loja' });
  });

  it('sends an inactive branch to /filial-inativa with its name', () => {
    expect(storeCheckOutcome({ exists: true, is_branch: true, is_active: false, name: 'Bella Napoli - Centro' })).toEqual({
      kind: 'redirect',
      to: '/filial-inativa?nome=Bella%20Napoli%20-%20Centro',
    });
  });

  it('sends a store still being set up, or suspended by the platform, to /loja-indisponivel with the reason', () => {
    expect(storeCheckOutcome({ exists: true, is_branch: false, is_active: true, name: 'Açaí do Zé', is_published: false, is_suspended: false })).toEqual({
      kind: 'redirect',
      to: '/loja-indisponivel?nome=A%C3%A7a%C3%AD+do+Z%C3%A9&motivo=em-preparacao',
    });
    expect(storeCheckOutcome({ exists: true, is_branch: true, is_active: true, name: 'Filial', is_published: true, is_suspended: true })).toEqual({
      kind: 'redirect',
      to: '/loja-indisponivel?nome=Filial&motivo=suspensa',
    });
    expect(storeCheckOutcome({ exists: true, is_branch: false, is_active: true, name: 'Loja', is_published: true, is_suspended: false })).toEqual({ kind: 'open' });
  });

  it('sends a failed check to the generic 404', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'erro' }, 500));
    expect(await checkStore('x')).toEqual({ kind: 'redirect', to: '/404' });
    fetchMock.mockRejectedValueOnce(new TypeError('rede'));
    expect(await checkStore('x')).toEqual({ kind: 'redirect', to: '/404' });
    fetchMock.mockResolvedValueOnce(jsonResponse({ exists: true, is_branch: false, is_active: true, name: 'Loja' }));
    expect(await checkStore('minha loja')).toEqual({ kind: 'open' });
    expect(String(fetchMock.mock.calls[2]![0])).toBe('/api/stores/minha%20loja/check');
    fetchMock.mockRestore();
  });

  it('lets a store the server rendered in once, without a request, and checks it again on a later visit', () => {
    rememberServerRenderedStore('pizzaria');
    expect(takeKnownStoreOutcome('outra')).toBeNull();
    expect(takeKnownStoreOutcome('pizzaria')).toEqual({ kind: 'open' });
    expect(takeKnownStoreOutcome('pizzaria')).toBeNull();
  });
});

describe('a former slug', () => {
  it('sends the browser to the store’s current slug', () => {
    expect(storeCheckOutcome({ exists: true, is_branch: false, is_active: true, name: 'Loja', slug: 'nova-loja' }, 'loja-antiga')).toEqual({ kind: 'redirect', to: '/loja/nova-loja' });
    expect(storeCheckOutcome({ exists: true, is_branch: false, is_active: true, name: 'Loja', slug: 'nova-loja' }, 'nova-loja')).toEqual({ kind: 'open' });
    expect(storeCheckOutcome({ exists: true, is_branch: false, is_active: true, name: 'Loja', slug: 'nova-loja' }, 'loja-antiga', '/success/abc?x=1')).toEqual({
      kind: 'redirect',
      to: '/loja/nova-loja/success/abc?x=1',
    });
  });
});
