import { createAsyncThunk } from '@reduxjs/toolkit';
import { isAdmin, maySwitchStore, type AuthUser } from '@comanda/shared/domain';
import { authApi, type RegisterPayload } from './auth-api';
import {
  activeStoreChosen,
  authCheckFinished,
  authCheckStarted,
  authCleared,
  supportModeEnded,
  supportModeStarted,
  tokenReceived,
  userAuthenticated,
  type AuthState,
} from './auth-slice';
import { clearAuthStorage, readStoredActiveStore, readStoredToken, readStoredUser, storeActiveStore, storeToken, storeUser } from './auth-storage';
import { readStoredSupportStore, storeSupportStore, type SupportStore } from './support-store-storage';
import { isUnreachableError, toApiError, type ApiError } from '../api/api-error';
import { forgetBrowserPush } from '../push/forget-browser-push';
import { pushApi } from '../push/push-api';

export const USER_AUTHENTICATED_EVENT = 'user-authenticated';

/** Setting a user persists it and fires `user-authenticated` with the userId (spec section 4). */
export const setAuthenticatedUser = createAsyncThunk('auth/setUser', async (user: AuthUser, { dispatch }) => {
  storeUser(user);
  dispatch(userAuthenticated(user));
  // A store-wide staff member goes back to the store (main or branch) they last chose in this browser.
  const chosen = maySwitchStore(user) ? readStoredActiveStore(user.id) : null;
  if (chosen !== null) dispatch(activeStoreChosen(chosen));
  // A platform admin who reloads in support mode stays in it.
  const support = isAdmin(user.role) ? readStoredSupportStore(user.id) : null;
  if (support !== null) dispatch(supportModeStarted(support));
  window.dispatchEvent(new CustomEvent(USER_AUTHENTICATED_EVENT, { detail: { userId: user.id } }));
  return user;
});

/**
 * Store-wide staff choose the store the staff screens work on (their store or one of its branches); the
 * choice is kept in this browser. Branch-scoped staff cannot switch (their branch stays active).
 */
export const switchActiveStore = createAsyncThunk<void, number | null, { state: { auth: AuthState } }>(
  'auth/switchActiveStore',
  async (storeId, { dispatch, getState }) => {
    const { user } = getState().auth;
    if (!maySwitchStore(user)) return;
    const chosen = storeId === user!.store_id ? null : storeId;
    storeActiveStore(user!.id, chosen);
    dispatch(activeStoreChosen(chosen));
  },
);

/**
 * A super_admin starts reading `store`'s back office in support mode (kept in this browser until they leave it or
 * log out). Only the screens' choice of store: the API decides on every request (reads only, each one audited).
 */
export const startSupportMode = createAsyncThunk<void, SupportStore, { state: { auth: AuthState } }>(
  'auth/startSupportMode',
  async (store, { dispatch, getState }) => {
    const { user } = getState().auth;
    if (!user || !isAdmin(user.role)) return;
    storeSupportStore(user.id, store);
    dispatch(supportModeStarted(store));
  },
);

export const endSupportMode = createAsyncThunk<void, void, { state: { auth: AuthState } }>('auth/endSupportMode', async (_, { dispatch, getState }) => {
  const { user, supportStore } = getState().auth;
  if (!supportStore) return;
  if (user) storeSupportStore(user.id, null);
  dispatch(supportModeEnded());
});

/** Drops the session in this browser (no server call). */
export const clearSession = createAsyncThunk('auth/clearSession', async (_: void, { dispatch }) => {
  clearAuthStorage();
  dispatch(authCleared());
  dispatch(authApi.util.resetApiState());
});

/**
 * Start-up check: with a stored token, fetch the user; if the API refuses it, log out. When the API cannot be reached
 * the stored user is kept (a POS reloaded without a connection keeps selling; every call still carries the token).
 */
export const initializeAuth = createAsyncThunk('auth/initialize', async (_: void, { dispatch }) => {
  const token = readStoredToken();
  try {
    if (!token) return null;
    dispatch(authCheckStarted());
    dispatch(tokenReceived(token));
    const user = await dispatch(authApi.endpoints.currentUser.initiate(undefined, { forceRefetch: true })).unwrap();
    await dispatch(setAuthenticatedUser(user));
    return user;
  } catch (error) {
    const stored = readStoredUser();
    if (stored && isUnreachableError(error)) {
      await dispatch(setAuthenticatedUser(stored));
      return stored;
    }
    await dispatch(clearSession());
    return null;
  } finally {
    dispatch(authCheckFinished());
  }
});

/** Login stores the token, then fetches the full user, falling back to the login response's user. */
export const loginUser = createAsyncThunk<AuthUser, { email: string; password: string }, { rejectValue: ApiError }>(
  'auth/login',
  async (credentials, { dispatch, rejectWithValue }) => {
    try {
      const response = await dispatch(authApi.endpoints.login.initiate(credentials)).unwrap();
      storeToken(response.token);
      dispatch(tokenReceived(response.token));
      let user: AuthUser | undefined;
      try {
        user = await dispatch(authApi.endpoints.currentUser.initiate(undefined, { forceRefetch: true })).unwrap();
      } catch {
        user = response.user;
      }
      if (!user) throw { status: 'NO_USER', message: 'Email ou senha inválidos' } satisfies ApiError;
      await dispatch(setAuthenticatedUser(user));
      return user;
    } catch (error) {
      await dispatch(clearSession());
      return rejectWithValue(toApiError(error, 'Email ou senha inválidos'));
    }
  },
);

/** Registration with both token and user logs the user in; an incomplete response is only logged. */
export const registerUser = createAsyncThunk<AuthUser | null, RegisterPayload, { rejectValue: ApiError }>(
  'auth/register',
  async (payload, { dispatch, rejectWithValue }) => {
    try {
      const response = await dispatch(authApi.endpoints.register.initiate(payload)).unwrap();
      const token = response.data?.token;
      const user = response.data?.user;
      if (!token || !user) {
        console.warn('Resposta de cadastro incompleta', response);
        return null;
      }
      storeToken(token);
      dispatch(tokenReceived(token));
      await dispatch(setAuthenticatedUser(user));
      return user;
    } catch (error) {
      return rejectWithValue(toApiError(error, 'Erro ao realizar cadastro. Tente novamente.'));
    }
  },
);

/** Logout ends this browser's pushes, clears the user, the flag and the stored keys; on success the page reloads. */
export const logoutUser = createAsyncThunk<void, { reload?: boolean } | void, { rejectValue: ApiError }>(
  'auth/logout',
  async (options, { dispatch, rejectWithValue }) => {
    await forgetBrowserPush((endpoint) => dispatch(pushApi.endpoints.deletePushSubscription.initiate(endpoint)).unwrap());
    try {
      await dispatch(authApi.endpoints.logout.initiate()).unwrap();
    } catch (error) {
      return rejectWithValue(toApiError(error, 'Erro ao fazer logout'));
    }
    await dispatch(clearSession());
    if (!options || options.reload !== false) window.location.reload();
  },
);
