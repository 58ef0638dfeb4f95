/** Laravel-style error as every screen sees it. */
export type ApiError = {
  status: number | string;
  message: string;
  errors?: Record<string, string[]>;
};

type ErrorBody = { message?: unknown; errors?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Normalises an RTK Query error (or anything thrown) into an ApiError. */
export function toApiError(error: unknown, fallbackMessage = 'Não foi possível concluir a operação.'): ApiError {
  if (!isRecord(error)) return { status: 'UNKNOWN', message: fallbackMessage };
  if ('message' in error && 'status' in error && typeof error.message === 'string' && !('data' in error)) {
    return error as ApiError;
  }
  const status = (error.status as number | string | undefined) ?? 'UNKNOWN';
  const body = (isRecord(error.data) ? error.data : {}) as ErrorBody;
  const message = typeof body.message === 'string' && body.message ? body.message : fallbackMessage;
  const errors = isRecord(body.errors) ? (body.errors as Record<string, string[]>) : undefined;
  return errors ? { status, message, errors } : { status, message };
}

/** First message per field, the shape a form wants. */
export function firstFieldErrors(error: ApiError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    const first = Array.isArray(messages) ? messages[0] : undefined;
    if (first) result[field] = first;
  }
  return result;
}

/** No answer from the API (offline, timeout, a server error): what was asked may still be valid, try again later. */
export function isUnreachableError(error: unknown): boolean {
  const status = isRecord(error) ? error.status : undefined;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || (typeof status === 'number' && status >= 500);
}
