// Per request: the id that ties its log lines to nginx's ($request_id, sent as X-Request-Id) and its duration.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { requestDuration } from './metrics';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy may hand us as an id (nginx's $request_id is 32 hex digits); anything else gets a fresh one. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Fastify's genReqId: the proxy's id when it is one, else a UUID (never a client's arbitrary text in the logs). */
export const requestIdOf: NonNullable<FastifyServerOptions['genReqId']> = (request) => {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : randomUUID();
};

/** Echoes the id in the answer and times every request by its route's pattern (bounded labels). */
export function observeRequests(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'sem-rota';
    requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
