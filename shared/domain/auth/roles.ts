export const ROLES = ['super_admin', 'store_owner', 'store_admin', 'attendant', 'customer', 'driver'] as const;

export type Role = (typeof ROLES)[number];

export const STORE_MANAGER_ROLES: readonly Role[] = ['store_owner', 'store_admin'];
export const STORE_STAFF_ROLES: readonly Role[] = ['store_owner', 'store_admin', 'attendant'];
export const POS_ROLES: readonly Role[] = STORE_STAFF_ROLES;

export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Administrador da plataforma',
  store_owner: 'Proprietário',
  store_admin: 'Gerente',
  attendant: 'Atendente',
  customer: 'Cliente',
  driver: 'Entregador',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isAdmin(role: string | null | undefined): boolean {
  return role === 'super_admin';
}

export function isStoreManager(role: string | null | undefined): boolean {
  return role === 'store_owner' || role === 'store_admin';
}

export function isStoreStaff(role: string | null | undefined): boolean {
  return isStoreManager(role) || role === 'attendant';
}

/** A delivery driver's account: signs in to the driver app only (/entregador). */
export function isDriver(role: string | null | undefined): boolean {
  return role === 'driver';
}
