import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from './http-error';

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'O corpo da requisição é grande demais.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Content-Length inválido.' },
  FST_ERR_BAD_URL: { status: 400, message: 'Endereço (URL) inválido.' },
};

/** Other 4xx errors (Fastify's and its plugins') carry English messages: the client gets ours. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida.',
  401: MESSAGES.unauthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: 'Método não permitido.',
  406: 'Formato de resposta não suportado.',
  413: 'O corpo da requisição é grande demais.',
  414: 'Endereço (URL) longo demais.',
  415: MESSAGES.unsupportedMediaType,
};

/** The one error handler: every error leaves as Laravel-style `{ message, errors? }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

/**
 * Also Fastify's `frameworkErrors` (app.ts): errors raised before a route is found, such as a path
 * parameter that is not valid percent-encoded UTF-8 (FST_ERR_BAD_URL), would otherwise bypass the handler.
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send(error.body ?? { message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
  }
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) return reply.code(known.status).send({ message: known.message });
  // A JSON parse failure surfaces as a SyntaxError with status 400.
  if (error instanceof SyntaxError && error.statusCode === 400) return reply.code(400).send({ message: MESSAGES.invalidJson });
  if (error.validation) {
    const errors: Record<string, string[]> = {};
    for (const v of error.validation) {
      const field = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || String(v.params?.missingProperty ?? '_');
      (errors[field] ??= []).push(v.message ?? 'Valor inválido.');
    }
    return reply.code(422).send({ message: 'Os dados fornecidos são inválidos.', errors });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return reply.code(429).send({ message: MESSAGES.tooManyRequests });
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400] });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ message: MESSAGES.serverError });
}
