import { jsonResponse } from '@comanda/shared/testing';
import { createAppStore } from '../store';
import { authApi } from '../auth/auth-api';
import { setUnauthorizedHandler } from './base-api';

const fetchMock = jest.spyOn(globalThis, 'fetch');

describe('base query', () => {
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
  });

  it('logs other errors with message, url, method and status, and rethrows on unwrap', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Falhou' }, 500));
    const store = createAppStore();
    await expect(store.dispatch(authApi.endpoints.geocode.initiate({ address: 'x' })).unwrap()).rejects.toMatchObject({ status: 500 });
    expect(error).toHaveBeenCalledWith('[API] Erro na requisição', {
      message: 'Falhou',
      url: '/api/geocode',
      method: 'POST',
      status: 500,
    });
  });

  it('a 401 removes the token and sends the browser to /login', async () => {
    localStorage.setItem('token', 'old');
    const redirect = jest.fn();
    const restore = setUnauthorizedHandler(redirect);
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Não autenticado.' }, 401));
    const store = createAppStore();
    await store.dispatch(authApi.endpoints.me.initiate());
    restore();
    expect(localStorage.getItem('token')).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
  });
});
