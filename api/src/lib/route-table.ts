import type { FastifyInstance } from 'fastify';

export type RouteEntry = { method: string; url: string };

/** Records every route as it is registered (call before any route): tests walk this table. */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
}
