import { canAccessPath, dashboardPathFor, dashboardRouteFor } from './named-routes';
import { isAdmin, isRole, isStoreManager, isStoreStaff } from './roles';

describe('roles and dashboards', () => {
  it.each([
    ['super_admin', 'admin.dashboard', '/admin/dashboard'],
    ['store_owner', 'store.dashboard', '/store/dashboard'],
    ['store_admin', 'store.dashboard', '/store/dashboard'],
    ['attendant', 'store.dashboard', '/store/dashboard'],
    ['customer', 'customer.dashboard', '/customer/dashboard'],
    ['driver', 'driver.app', '/entregador'],
    ['cook', 'landing', '/'],
    [null, 'landing', '/'],
  ])('%s lands on %s', (role, name, path) => {
    expect(dashboardRouteFor(role)).toBe(name);
    expect(dashboardPathFor(role)).toBe(path);
  });

  it('classifies roles', () => {
    expect(isRole('attendant')).toBe(true);
    expect(isRole('driver')).toBe(true);
    expect(isRole('cook')).toBe(false);
    expect(isAdmin('super_admin')).toBe(true);
    expect(isAdmin('store_owner')).toBe(false);
    expect(isStoreManager('store_admin')).toBe(true);
    expect(isStoreManager('attendant')).toBe(false);
    expect(isStoreStaff('attendant')).toBe(true);
    expect(isStoreStaff('customer')).toBe(false);
  });
});

describe('canAccessPath', () => {
  it.each([
    ['super_admin', '/admin/stores', true],
    ['customer', '/admin', false],
    ['attendant', '/store/orders', true],
    ['attendant', '/pdv-standalone/index', true],
    ['customer', '/store/dashboard', false],
    ['store_owner', '/customer/dashboard', true],
    ['customer', '/loja/x', true],
    ['customer', '/storefront', true],
  ])('%s → %s: %s', (role, path, allowed) => {
    expect(canAccessPath(role, path)).toBe(allowed);
  });
});
