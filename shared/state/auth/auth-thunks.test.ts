import { makeUser, jsonResponse } from '@comanda/shared/testing';
import { createAppStore } from '../store';
import { initializeAuth, loginUser, logoutUser, registerUser } from './auth-thunks';

const fetchMock = jest.spyOn(globalThis, 'fetch');

function requestOf(call: unknown[]): Request {
  return call[0] as Request;
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
});

describe('initializeAuth', () => {
  it('finishes at once without a token', async () => {
    const store = createAppStore();
    await store.dispatch(initializeAuth());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ isLoading: false, isAuthenticated: false });
  });

  it('fetches the user when a token is stored and fires user-authenticated', async () => {
    const user = makeUser('store_owner', { id: 7, store_id: 3 });
    localStorage.setItem('token', 'abc');
    fetchMock.mockResolvedValueOnce(jsonResponse(user));
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('user-authenticated', listener);
    const store = createAppStore();
    await store.dispatch(initializeAuth());
    window.removeEventListener('user-authenticated', listener);

    const request = requestOf(fetchMock.mock.calls[0]!);
    expect(request.url).toMatch(/\/api\/user$/);
    expect(request.headers.get('Authorization')).toBe('Bearer abc');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.credentials).toBe('include');
    expect(store.getState().auth).toMatchObject({ isLoading: false, isAuthenticated: true, user });
    expect(localStorage.getItem('user_id')).toBe('7');
    expect(localStorage.getItem('store_id')).toBe('3');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(events).toEqual([{ userId: 7 }]);
  });

  it('logs out when fetching the user fails', async () => {
    localStorage.setItem('token', 'expired');
    localStorage.setItem('user_id', '9');
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Não autenticado.' }, 401));
    const store = createAppStore();
    await store.dispatch(initializeAuth());
    expect(store.getState().auth).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
  });

  it('keeps the stored user when the API cannot be reached (a POS reloaded offline), but not when it refuses the token', async () => {
    const user = makeUser('attendant', { id: 11, store_id: 3 });
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', JSON.stringify(user));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = createAppStore();
    await offline.dispatch(initializeAuth());
    expect(offline.getState().auth).toMatchObject({ isLoading: false, isAuthenticated: true, user });
    expect(localStorage.getItem('token')).toBe('abc');

    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Não autenticado.' }, 401));
    const refused = createAppStore();
    await refused.dispatch(initializeAuth());
    expect(refused.getState().auth).toMatchObject({ isAuthenticated: false, user: null });
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('loginUser', () => {
  it('stores the token then fetches the full user', async () => {
    const full = makeUser('customer', { id: 4, name: 'Maria Completa' });
    fetchMock.mockResolvedValueOnce(jsonResponse({ token: 'tok', user: { ...full, name: 'Parcial' } }));
    fetchMock.mockResolvedValueOnce(jsonResponse(full));
    const store = createAppStore();
    const user = await store.dispatch(loginUser({ email: 'a@b.com', password: 'x' })).unwrap();
    expect(user.name).toBe('Maria Completa');
    expect(localStorage.getItem('token')).toBe('tok');
    const loginRequest = requestOf(fetchMock.mock.calls[0]!);
    expect(loginRequest.method).toBe('POST');
    expect(await loginRequest.json()).toEqual({ email: 'a@b.com', password: 'x' });
    expect(requestOf(fetchMock.mock.calls[1]!).headers.get('Authorization')).toBe('Bearer tok');
  });

  it('falls back to the login response user when fetching the user fails', async () => {
    const partial = makeUser('attendant', { id: 5 });
    fetchMock.mockResolvedValueOnce(jsonResponse({ token: 'tok', user: partial }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'erro' }, 500));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAppStore();
    const user = await store.dispatch(loginUser({ email: 'a@b.com', password: 'x' })).unwrap();
    expect(user).toEqual(partial);
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it('logs out and rethrows on failure', async () => {
    localStorage.setItem('user_id', '1');
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Email ou senha inválidos', errors: { email: ['Email ou senha inválidos'] } }, 422),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAppStore();
    const result = await store.dispatch(loginUser({ email: 'a@b.com', password: 'errada' }));
    expect(loginUser.rejected.match(result)).toBe(true);
    expect(result.payload).toMatchObject({ status: 422, message: 'Email ou senha inválidos' });
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });
});

describe('registerUser', () => {
  it('logs in when the response has token and user', async () => {
    const user = makeUser('customer', { id: 11, store_id: 2 });
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: { token: 'new', user } }, 201));
    const store = createAppStore();
    await store.dispatch(registerUser({ name: 'x' })).unwrap();
    expect(localStorage.getItem('token')).toBe('new');
    expect(store.getState().auth.user).toEqual(user);
  });

  it('only logs an incomplete response', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: { user: makeUser('customer') } }, 201));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createAppStore();
    const user = await store.dispatch(registerUser({ name: 'x' })).unwrap();
    expect(user).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });
});

describe('logoutUser', () => {
  it('clears every stored key', async () => {
    for (const key of ['token', 'user', 'user_id', 'store_id']) localStorage.setItem(key, 'x');
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'ok' }));
    const store = createAppStore();
    await store.dispatch(logoutUser({ reload: false })).unwrap();
    for (const key of ['token', 'user', 'user_id', 'store_id']) expect(localStorage.getItem(key)).toBeNull();
    expect(requestOf(fetchMock.mock.calls[0]!).url).toMatch(/\/api\/logout$/);
  });

  it('this browser stops receiving the account’s pushes: the server forgets it first, then the browser unsubscribes', async () => {
    localStorage.setItem('token', 'x');
    const unsubscribe = jest.fn(async () => true);
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/este-navegador', unsubscribe };
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
    Object.defineProperty(window, 'Notification', { configurable: true, value: { permission: 'granted' } });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) } });
    try {
      fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 })).mockResolvedValueOnce(jsonResponse({ message: 'ok' }));
      await createAppStore().dispatch(logoutUser({ reload: false })).unwrap();
      const [forget, logout] = fetchMock.mock.calls.map((call) => requestOf(call));
      expect(forget!.method).toBe('DELETE');
      expect(forget!.url).toMatch(/\/api\/me\/push-subscriptions$/);
      expect(await forget!.json()).toEqual({ endpoint: subscription.endpoint });
      expect(forget!.headers.get('Authorization')).toBe('Bearer x');
      expect(logout!.url).toMatch(/\/api\/logout$/);
      expect(unsubscribe).toHaveBeenCalled();
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
      Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });
    }
  });

  it('keeps the session and rejects with the spec message on failure', async () => {
    localStorage.setItem('token', 'x');
    fetchMock.mockResolvedValueOnce(jsonResponse({}, 500));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAppStore();
    const result = await store.dispatch(logoutUser({ reload: false }));
    expect(result.payload).toMatchObject({ message: 'Erro ao fazer logout' });
    expect(localStorage.getItem('token')).toBe('x');
  });
});
