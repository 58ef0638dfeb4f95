import type { BaseQueryApi, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { RequestArgs } from '../api/base-api';
import { tokenReceived } from '../auth/auth-slice';
import { readStoredToken, storeToken } from '../auth/auth-storage';
import type { RootState } from '../store';
import { notificationsConnectionChanged, selectNotificationsConnected } from './notifications-slice';

type Result = QueryReturnValue<unknown, FetchBaseQueryError, unknown>;
/** The base query RTK Query hands to a `queryFn`. */
export type BoundBaseQuery = (args: string | RequestArgs) => Result | PromiseLike<Result>;

// One refresh at a time: /api/refresh rotates the token, so a second concurrent refresh with the old one would fail.
let pendingRefresh: Promise<boolean> | null = null;

function refreshToken(baseQuery: BoundBaseQuery, api: Pick<BaseQueryApi, 'dispatch'>): Promise<boolean> {
  pendingRefresh ??= (async () => {
    const result = await baseQuery({ url: '/refresh', method: 'POST', skipAuthRedirect: true });
    const token = (result.data as { token?: unknown } | undefined)?.token;
    if (result.error || typeof token !== 'string' || !token) return false;
    storeToken(token);
    api.dispatch(tokenReceived(token));
    return true;
  })().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

/**
 * Spec section 8 for notification calls: a 401 does not send the browser to /login; the token is
 * refreshed once (POST /api/refresh) and the call retried. If that fails the notifications are marked
 * as not connected; the next successful call marks them connected again.
 */
export async function notificationCall(args: string | RequestArgs, api: Pick<BaseQueryApi, 'dispatch' | 'getState'>, baseQuery: BoundBaseQuery): Promise<Result> {
  const request: RequestArgs = { ...(typeof args === 'string' ? { url: args } : args), skipAuthRedirect: true };
  const tokenUsed = readStoredToken();
  let result = await baseQuery(request);
  if (result.error?.status === 401) {
    const current = readStoredToken();
    // Another call may have refreshed the token while this one was in flight: just retry with it.
    const renewed = current !== null && current !== tokenUsed ? true : await refreshToken(baseQuery, api);
    if (renewed) result = await baseQuery(request);
  }
  const unauthorized = result.error?.status === 401;
  if (unauthorized || !result.error) {
    const connected = !unauthorized;
    if (selectNotificationsConnected(api.getState() as RootState) !== connected) api.dispatch(notificationsConnectionChanged(connected));
  }
  return result;
}
