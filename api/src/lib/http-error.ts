export type FieldErrors = Record<string, string[]>;

/** An error that becomes `{ message, errors? }` with its status on the wire. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  unauthenticated: 'Não autenticado.',
  forbidden: 'Esta ação não é autorizada.',
  notFound: 'Recurso não encontrado.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado. Envie JSON.',
  serverError: 'Erro interno do servidor.',
  tooManyRequests: 'Muitas requisições. Tente novamente em instantes.',
} as const;

export function validationError(errors: FieldErrors, message?: string): HttpError {
  const first = Object.values(errors)[0]?.[0];
  return new HttpError(422, message ?? first ?? 'Os dados fornecidos são inválidos.', errors);
}

export function fieldError(field: string, message: string): HttpError {
  return validationError({ [field]: [message] });
}

export const unauthenticated = () => new HttpError(401, MESSAGES.unauthenticated);
export const forbidden = () => new HttpError(403, MESSAGES.forbidden);
export const notFound = () => new HttpError(404, MESSAGES.notFound);
