import type { Role } from './roles';

/** The user as the API serialises it. */
export type AuthUser = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  /** The store the user's membership belongs to (for staff of a branch: the branch's parent store). */
  store_id: number | null;
  /** Staff limited to one branch of store_id: that branch; null (or absent) when store-wide. */
  branch_id?: number | null;
  /** The name of that branch (null when store-wide). */
  branch_name?: string | null;
  cep?: string | null;
  address?: string | null;
  number?: string | null;
  complement?: string | null;
  district?: string | null;
  city?: string | null;
  state?: string | null;
  current_latitude?: number | null;
  current_longitude?: number | null;
  created_at?: string;
};

/**
 * The store a staff screen works on. Branch-scoped staff always work on their branch; store-wide staff work
 * on the store they chose (the main store or one of its branches) or, by default, on their own store.
 */
export function activeStoreIdFor(user: Pick<AuthUser, 'store_id' | 'branch_id'> | null, chosen: number | null = null): number | null {
  if (!user) return null;
  if (user.branch_id != null) return user.branch_id;
  return chosen ?? user.store_id ?? null;
}

/** Store-wide staff may switch between their store and its branches; branch-scoped staff may not. */
export function maySwitchStore(user: Pick<AuthUser, 'store_id' | 'branch_id'> | null): boolean {
  return user != null && user.store_id != null && user.branch_id == null;
}

export type StoreCheck = {
  exists: boolean;
  is_branch: boolean;
  is_active: boolean;
  name: string | null;
  slug?: string;
  /** False while a store that signed up is being set up (issue 10). */
  is_published?: boolean;
  /** The platform suspended the store's subscription. */
  is_suspended?: boolean;
};

export type BusinessType = {
  id: number;
  name: string;
  slug: string;
  description?: string | null;
  icon?: string | null;
};

/** How a signed-in user's account button shows them (the app's user menu and the storefront's first screen). */
export function accountButtonText(name: string): { label: string; initial: string; firstName: string } {
  const trimmed = name.trim();
  return { label: `Menu do usuário ${trimmed}`, initial: trimmed.charAt(0).toUpperCase(), firstName: trimmed.split(/\s+/)[0] ?? '' };
}
