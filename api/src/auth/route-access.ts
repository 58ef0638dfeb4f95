import { PLAN_FEATURES, isStorePermission, type PlanFeature, type StorePermission } from '@comanda/shared/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { PreHandler } from '../fastify-types';
import { requireOperatorToken } from './require-operator-token';
import { requireRoles } from './require-roles';
import { requirePlanFeature } from './require-plan-feature';
import { requireStoreMember } from './require-store-member';

/**
 * Who may call a route; every route declares one in its options: `{ config: { access: access.public } }`.
 * - public: anyone, signed in or not.
 * - signedIn: any signed-in account; the route is about the caller's own session or account.
 * - customer: any signed-in account; the route reads or writes records that belong to the caller
 *   (orders, addresses, notifications), so it must scope every query by the caller's id.
 * - storeMember: staff of the store named by the path parameter `param` (id or slug), whose role has
 *   `permission` in STORE_PERMISSIONS (shared/domain/auth/permissions.ts); super_admin always passes.
 *   With `feature`, the route's writes (any method but GET/HEAD) also need that feature of the store's plan,
 *   writable now (modules/plan-limits): a lapsed subscription leaves the feature read-only.
 * - driver: a signed-in account with the role 'driver' (the driver app); the route must scope every query by the
 *   caller's own driver rows (drivers.user_id).
 * - superAdmin: the platform administrator only.
 * - operator: the operators' tools (the Prometheus scraper), by the bearer token METRICS_TOKEN, not by an account;
 *   without that token configured the route answers 404.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'customer' }
  | { kind: 'storeMember'; param: string; permission: StorePermission; feature?: PlanFeature }
  | { kind: 'driver' }
  | { kind: 'superAdmin' }
  | { kind: 'operator' };

export const access = {
  public: { kind: 'public' },
  signedIn: { kind: 'signedIn' },
  customer: { kind: 'customer' },
  superAdmin: { kind: 'superAdmin' },
  driver: { kind: 'driver' },
  operator: { kind: 'operator' },
  storeMember: (param: string, permission: StorePermission, gate: { feature?: PlanFeature } = {}): RouteAccess => ({ kind: 'storeMember', param, permission, ...gate }),
} as const satisfies Record<string, RouteAccess | ((...args: never[]) => RouteAccess)>;

export type RegisteredRoute = { method: string; url: string; access: RouteAccess };

const HOW_TO_DECLARE =
  'pass config: { access: access.public | access.signedIn | access.customer | access.storeMember(param, permission) | access.driver | access.superAdmin | access.operator } ' +
  'in the route options (access from api/src/auth/route-access.ts)';

/** Routes of plugins that cannot take route options (e.g. @fastify/static), while `withDefaultAccess` runs. */
const defaults = new WeakMap<FastifyInstance, RouteAccess>();

function guardsFor(app: FastifyInstance, rule: RouteAccess): PreHandler[] {
  switch (rule.kind) {
    case 'public':
      return [];
    case 'signedIn':
    case 'customer':
      return [app.authenticate];
    case 'storeMember':
      return [app.authenticate, requireStoreMember(rule.param, rule.permission), ...(rule.feature ? [requirePlanFeature(rule.feature)] : [])];
    case 'superAdmin':
      return [app.authenticate, requireRoles('super_admin')];
    case 'driver':
      return [app.authenticate, requireRoles('driver')];
    case 'operator':
      return [requireOperatorToken(() => app.config.metricsToken)];
  }
}

function checkRule(rule: RouteAccess, url: string, where: string): void {
  if (rule.kind !== 'storeMember') return;
  if (!new RegExp(`:${rule.param}(?![\\w])`).test(url)) throw new Error(`${where}: access.storeMember names :${rule.param}, which is not a parameter of its path`);
  if (!isStorePermission(rule.permission)) throw new Error(`${where}: unknown store permission ${String(rule.permission)} (see STORE_PERMISSIONS)`);
  if (rule.feature !== undefined && !PLAN_FEATURES.includes(rule.feature)) throw new Error(`${where}: unknown plan feature ${String(rule.feature)} (see PLAN_FEATURES)`);
}

/**
 * Adds the onRoute hook that turns each route's declared rule into its guards (run before the route's own
 * preHandlers) and records it in `app.routeAccess`. A route without a rule stops the app from starting.
 * Call before any route or plugin is registered.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    const methods = ([] as string[]).concat(route.method);
    const where = `${methods.join(',')} ${route.url}`;
    const rule = route.config?.access ?? defaults.get(this);
    if (!rule) throw new Error(`${where} declares no access rule: ${HOW_TO_DECLARE}`);
    checkRule(rule, route.url, where);
    const own = route.preHandler ? ([] as PreHandler[]).concat(route.preHandler as PreHandler | PreHandler[]) : [];
    route.preHandler = [...guardsFor(app, rule), ...own];
    for (const method of methods) table.push({ method, url: route.url, access: rule });
  });
}

/** Registers what `register` adds (a plugin whose routes cannot carry config) under one rule. */
export async function withDefaultAccess(app: FastifyInstance, rule: RouteAccess, register: () => PromiseLike<unknown>): Promise<void> {
  defaults.set(app, rule);
  try {
    await register();
  } finally {
    defaults.delete(app);
  }
}
