import type { FastifyInstance } from 'fastify';
import { access } from '../auth/route-access';
import { appMetricsRegistry } from './metrics';

const OUTBOX_BACKLOG = `SELECT count(*)::int AS pending, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float AS oldest FROM outbox`;

/** GET /api/metrics: this node's Prometheus metrics, for the operators' scraper (access.operator). */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  const registry = appMetricsRegistry({
    outbox: async () => {
      const [row] = await app.dbHandle.query<{ pending: number; oldest: number }>(OUTBOX_BACKLOG);
      return { pending: Number(row?.pending ?? 0), oldestSeconds: Number(row?.oldest ?? 0) };
    },
    openSockets: () => app.realtime?.stats().connections ?? null,
  });
  app.get('/metrics', { config: { access: access.operator } }, async (_request, reply) =>
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics()),
  );
}
