/**
 * The real `send` of the outbox: POST /stores/{id}/pos/sales through the platform's one RTK Query base query (API
 * base URL, bearer token, JSON headers, credentials, error logging), with the sale's Idempotency-Key.
 */
import { useMemo } from 'react';
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { baseApi, useAppDispatch, type AppDispatch } from '@comanda/shared/state';
import type { QueuedSaleBody } from './pos-db';
import type { SendResult, SendSale } from './sale-queue';

/** Past this the request is abandoned and the sale stays queued (the answer may still have been recorded: a replay fixes it). */
export const SEND_TIMEOUT_MS = 20_000;

type SendArgs = { storeId: number; key: string; body: QueuedSaleBody };

// The register's figures change with every sale; its screens read them under this tag (see the register feature).
const api = baseApi.enhanceEndpoints({ addTagTypes: ['PosRegister'] });

export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendOutboxSale: build.mutation<SendResult, SendArgs>({
      query: ({ storeId, key, body }) => ({
        url: `/stores/${storeId}/pos/sales`,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
        timeout: SEND_TIMEOUT_MS,
        // A background send must not throw the operator out of a sale in progress: the queue keeps the sale.
        skipAuthRedirect: true,
      }),
      transformResponse: (body: unknown, meta) => ({ ok: true, status: (meta as FetchBaseQueryMeta | undefined)?.response?.status ?? 200, body }),
      invalidatesTags: (result) => (result ? [{ type: 'PosRegister', id: 'CURRENT' }] : []),
    }),
  }),
});

function isHttpError(error: unknown): error is { status: number; data: unknown } {
  return typeof error === 'object' && error !== null && typeof (error as FetchBaseQueryError).status === 'number';
}

/** A `send` bound to the app's store: an HTTP answer (any status) resolves, no answer (offline, timeout) throws. */
export function createSendSale(dispatch: AppDispatch): SendSale {
  return async (storeId, key, body) => {
    const request = dispatch(outboxApi.endpoints.sendOutboxSale.initiate({ storeId, key, body }, { track: false }));
    const result = await request;
    if (result.data) return result.data;
    if (isHttpError(result.error)) return { ok: false, status: result.error.status, body: result.error.data };
    // An answer that is not JSON (a proxy's 502 page): still an answer, judged by its status.
    if (result.error && 'originalStatus' in result.error) return { ok: false, status: result.error.originalStatus, body: null };
    const reason = result.error && 'error' in result.error ? String(result.error.error) : 'sem resposta';
    throw new Error(`Venda não enviada: ${reason}`);
  };
}

export function useSendSale(): SendSale {
  const dispatch = useAppDispatch();
  return useMemo(() => createSendSale(dispatch), [dispatch]);
}
