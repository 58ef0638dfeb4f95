import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';

/** How long readiness waits for the database before it says the node is not ready. */
const READY_DB_TIMEOUT_MS = 2_000;

/**
 * Health for nginx and the process manager: `live` says the process answers (restart it when it does not), `ready`
 * that this node can serve now, its database answering (take it out of the upstream while it does not). A node
 * shutting down answers 503 to everything by itself (Fastify's return503OnClosing). `/health` is `live`'s old name.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const live = async () => ({ status: 'ok' });
  app.get('/health', { config: { access: access.public } }, live);
  app.get('/health/live', { config: { access: access.public } }, live);
  app.get('/health/ready', { config: { access: access.public } }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), READY_DB_TIMEOUT_MS)));
    try {
      const result = await Promise.race([app.dbHandle.query('SELECT 1').then(() => 'ok' as const), timeout]);
      if (result === 'timeout') return reply.code(503).send({ status: 'database-slow' });
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'readiness: the database did not answer');
      return reply.code(503).send({ status: 'database-down' });
    } finally {
      clearTimeout(timer);
    }
  });
}
