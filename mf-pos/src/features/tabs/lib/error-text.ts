import { useEffect } from 'react';
import { toApiError } from '@comanda/shared/state';
import { reportNetworkFailure } from '../../../offline';

export const OFFLINE_TEXT = 'Sem conexão com o servidor: mesas e comandas precisam da internet. Tente de novo quando a conexão voltar.';

const isNetworkError = (error: unknown) => {
  const status = toApiError(error).status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

/** What the operator reads for a failed call: the API's message with its field messages, or (no answer) the offline notice. */
export function errorText(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return OFFLINE_TEXT;
  const apiError = toApiError(error, fallback);
  const fields = Object.values(apiError.errors ?? {}).flat().filter((message) => message !== apiError.message);
  return [apiError.message, ...new Set(fields)].join(' ');
}

/** errorText for a call that just failed (an event handler): no answer at all also shows the station offline. */
export function failureText(error: unknown, fallback: string): string {
  if (isNetworkError(error)) reportNetworkFailure();
  return errorText(error, fallback);
}

/** A query that got no answer shows the station offline (the connection indicator and the screens' notices). */
export function useReportUnreachable(error: unknown): void {
  useEffect(() => {
    if (error && isNetworkError(error)) reportNetworkFailure();
  }, [error]);
}

/** The total the server answers with a 422 "prices changed" (expected_total_cents), if this is one. */
export function changedTotal(error: unknown): number | null {
  const data = (error as { data?: { errors?: Record<string, unknown>; total_cents?: unknown } } | null)?.data;
  return data?.errors && 'expected_total_cents' in data.errors && typeof data.total_cents === 'number' ? data.total_cents : null;
}
