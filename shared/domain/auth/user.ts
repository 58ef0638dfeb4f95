import type { Role } from './roles';

/** The user as the API serialises it. */
export type AuthUser = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  store_id: number | null;
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

export type StoreCheck = {
  exists: boolean;
  is_branch: boolean;
  is_active: boolean;
  name: string | null;
  slug?: string;
};

export type BusinessType = {
  id: number;
  name: string;
  slug: string;
  description?: string | null;
  icon?: string | null;
};
