import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from './api-config';
import { readStoredToken, removeStoredToken } from '../auth/auth-storage';

/** Extra per-request flags understood by the base query. */
export type RequestArgs = FetchArgs & { skipAuthRedirect?: boolean };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  prepareHeaders: (headers) => {
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    headers.set('Accept', 'application/json');
    headers.set('X-Requested-With', 'XMLHttpRequest');
    const token = readStoredToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

function redirectToLogin(): void {
  if (typeof window === 'undefined') return;
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

let onUnauthorized: () => void = redirectToLogin;

/** What a 401 does after removing the token (default: full redirect to /login). Tests replace it. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    onUnauthorized = previous;
  };
}

function errorMessage(error: FetchBaseQueryError): string {
  const data = error.data as { message?: unknown } | undefined;
  if (data && typeof data.message === 'string') return data.message;
  if ('error' in error && typeof error.error === 'string') return error.error;
  return 'Erro na requisição';
}

/**
 * Spec section 8: a 401 removes the token and forces /login; other errors are logged
 * (message, url, method, status) and returned, so `unwrap()` rethrows them.
 */
export const baseQuery: BaseQueryFn<string | RequestArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const request: RequestArgs = typeof args === 'string' ? { url: args } : args;
  const { skipAuthRedirect, ...fetchArgs } = request;
  const url = `${apiBaseUrl()}${fetchArgs.url.startsWith('/') ? '' : '/'}${fetchArgs.url}`;
  const result = await rawBaseQuery({ ...fetchArgs, url }, api, extra);
  if (result.error) {
    if (result.error.status === 401 && !skipAuthRedirect) {
      removeStoredToken();
      onUnauthorized();
    } else if (result.error.status !== 401) {
      console.error('[API] Erro na requisição', {
        message: errorMessage(result.error),
        url,
        method: (fetchArgs.method ?? 'GET').toUpperCase(),
        status: result.error.status,
      });
    }
  }
  return result;
};

/** The one RTK Query API of the platform; each domain adds endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Store', 'BusinessType', 'Notification', 'Order', 'SavedAddress'],
  endpoints: () => ({}),
});
