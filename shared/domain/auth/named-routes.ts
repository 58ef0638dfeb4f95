import type { Role } from './roles';

/** Named routes of the spec (section 2); every link to a dashboard goes through here. */
export const NAMED_ROUTES = {
  landing: '/',
  login: '/login',
  register: '/register',
  'forgot-password': '/forgot-password',
  'admin.dashboard': '/admin/dashboard',
  'store.dashboard': '/store/dashboard',
  'customer.dashboard': '/customer/dashboard',
  'driver.app': '/entregador',
  forbidden: '/403',
  'not-found': '/404',
  'inactive-branch': '/filial-inativa',
} as const;

export type RouteName = keyof typeof NAMED_ROUTES;

export function routePath(name: RouteName): string {
  return NAMED_ROUTES[name];
}

/** Where a logged-in user lands (spec section 2): each role's dashboard, anyone else the landing page. */
export function dashboardRouteFor(role: Role | string | null | undefined): RouteName {
  switch (role) {
    case 'super_admin':
      return 'admin.dashboard';
    case 'store_owner':
    case 'store_admin':
    case 'attendant':
      return 'store.dashboard';
    case 'customer':
      return 'customer.dashboard';
    case 'driver':
      return 'driver.app';
    default:
      return 'landing';
  }
}

export function dashboardPathFor(role: Role | string | null | undefined): string {
  return routePath(dashboardRouteFor(role));
}

/** Whether a role may open a path of the authenticated areas (mirrors the shell's route guards). */
export function canAccessPath(role: Role | string | null | undefined, pathname: string): boolean {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under('/admin')) return role === 'super_admin';
  if (under('/store/pdv') || under('/pdv-standalone') || under('/store')) {
    return role === 'store_owner' || role === 'store_admin' || role === 'attendant';
  }
  if (under('/entregador')) return role === 'driver';
  return true;
}
