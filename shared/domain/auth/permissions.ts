import { STORE_MANAGER_ROLES, STORE_STAFF_ROLES, type Role } from './roles';

const OWNER_ONLY: readonly Role[] = ['store_owner'];

/**
 * What each role may do inside a store it works for (membership is checked separately, per store).
 * The API's store-member guard reads this table; store menus will hide what a role may not do.
 * super_admin may do everything everywhere.
 */
export const STORE_PERMISSIONS = {
  'orders.view': STORE_STAFF_ROLES,
  'orders.update_status': STORE_STAFF_ROLES,
  'dashboard.view': STORE_STAFF_ROLES,
  'catalog.manage': STORE_MANAGER_ROLES,
  'store.manage': STORE_MANAGER_ROLES,
  'branches.manage': STORE_MANAGER_ROLES,
  'customers.view': STORE_MANAGER_ROLES,
  'coupons.manage': STORE_MANAGER_ROLES,
  'employees.manage': STORE_MANAGER_ROLES,
  /** Inviting, editing or removing a store_admin (a store_admin manages attendants only). */
  'store_admins.manage': OWNER_ONLY,
  'activity.view': STORE_MANAGER_ROLES,
  /** The point of sale: open and close this station's register, sangria and suprimento, sell. */
  'pos.sell': STORE_STAFF_ROLES,
  /** A discount on a POS sale without a manager's PIN. */
  'pos.discount': STORE_MANAGER_ROLES,
  /** The store's PIX provider ("API Pix" credentials: they move the store's money). */
  'payments.manage': OWNER_ONLY,
} as const satisfies Record<string, readonly Role[]>;

export type StorePermission = keyof typeof STORE_PERMISSIONS;

export function isStorePermission(value: unknown): value is StorePermission {
  return typeof value === 'string' && Object.hasOwn(STORE_PERMISSIONS, value);
}

export function roleMay(role: string | null | undefined, permission: StorePermission): boolean {
  if (role === 'super_admin') return true;
  return (STORE_PERMISSIONS[permission] as readonly string[]).includes(role ?? '');
}
