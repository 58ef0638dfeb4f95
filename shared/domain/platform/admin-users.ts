/**
 * The platform admin's users screen (/admin/users): the list's filters, the role-change and deactivation
 * forms, and the rules that decide which role changes and deactivations are allowed. The API checks the
 * rules with the facts it reads in the write's transaction; the screen may use them to explain a refusal.
 */
import { number, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { ROLES, ROLE_LABELS, type Role } from '../auth/roles';

/** What a deactivated account is told when it tries to sign in. */
export const ACCOUNT_DEACTIVATED_MESSAGE = 'Esta conta foi desativada. Fale com o suporte.';

export const ADMIN_USER_STATUSES = ['ativo', 'desativado'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];
export const ADMIN_USER_STATUS_LABELS: Record<AdminUserStatus, string> = { ativo: 'Ativo', desativado: 'Desativado' };

export const ADMIN_USER_SORTS = ['name', 'email', 'created_at', 'last_login_at'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** The roles held at a store: they need a membership of one (store_memberships). */
export const STORE_ROLES = ['store_owner', 'store_admin', 'attendant'] as const satisfies readonly Role[];
export type StoreRole = (typeof STORE_ROLES)[number];

export function isStoreRole(role: unknown): role is StoreRole {
  return typeof role === 'string' && (STORE_ROLES as readonly string[]).includes(role);
}

export const ADMIN_USER_LIMITS = { search: 120, reason: 500, perPage: 100 } as const;

export const ADMIN_USER_MESSAGES = {
  pageInvalid: 'Página inválida.',
  sortInvalid: 'Ordenação inválida.',
  searchTooLong: `A busca pode ter no máximo ${ADMIN_USER_LIMITS.search} caracteres.`,
  statusInvalid: 'Situação inválida: use ativo ou desativado.',
  roleRequired: 'Escolha o perfil.',
  roleInvalid: 'Perfil inválido.',
  storeRequired: 'Escolha a loja em que a pessoa vai trabalhar.',
  storeInvalid: 'Loja inválida.',
  storeIsBranch: 'Escolha a loja principal; para limitar o acesso a uma filial, escolha também a filial.',
  branchInvalid: 'Filial inválida: escolha uma filial da loja escolhida.',
  ownerNoBranch: 'O proprietário responde pela loja inteira: não escolha filial.',
  storeHasOwner: (store: string, owner: string) => `A loja ${store} já tem um proprietário (${owner}). Altere o perfil dele antes.`,
  notYourselfRole: 'Você não pode alterar o seu próprio perfil.',
  notYourselfDeactivate: 'Você não pode desativar a sua própria conta.',
  lastSuperAdmin: 'Esta é a última conta ativa de administrador da plataforma: promova outra pessoa antes.',
  deactivatedRole: 'Esta conta está desativada: reative-a antes de alterar o perfil.',
  alreadyDeactivated: 'Esta conta já está desativada.',
  alreadyActive: 'Esta conta já está ativa.',
  removedAccount: 'Esta conta foi excluída pelo próprio cliente (LGPD) e não pode ser reativada.',
  deactivatedReset: 'Esta conta está desativada: reative-a antes de enviar a redefinição de senha.',
  reasonTooLong: `O motivo pode ter no máximo ${ADMIN_USER_LIMITS.reason} caracteres.`,
  roleChanged: 'Perfil alterado.',
  unchanged: 'Nada foi alterado: a pessoa já tem este perfil nesta loja.',
  deactivated: 'Conta desativada. As sessões abertas foram encerradas.',
  reactivated: 'Conta reativada.',
  resetSent: (email: string) => `Enviamos um link de redefinição de senha para ${email}.`,
} as const;

const M = ADMIN_USER_MESSAGES;

/** '' (an empty select or query parameter) counts as not given. */
const blankToUndefined = (value: unknown, original: unknown) => (original === '' ? undefined : value);

const rowId = (message: string) =>
  number()
    .transform((value: unknown, original: unknown) => (original === '' || original === undefined ? null : value))
    .typeError(message)
    .integer(message)
    .positive(message)
    .max(2_147_483_647, message)
    .nullable()
    .default(null);

/** GET /admin/users: search (name, e-mail or phone), filters, page and sort. */
export const adminUserListQuerySchema = object({
  page: number().typeError(M.pageInvalid).integer(M.pageInvalid).min(1, M.pageInvalid).max(100_000, M.pageInvalid).default(1),
  per_page: number().typeError(M.pageInvalid).integer(M.pageInvalid).min(1, M.pageInvalid).max(ADMIN_USER_LIMITS.perPage, M.pageInvalid).default(20),
  sort: string().transform(blankToUndefined).oneOf([...ADMIN_USER_SORTS], M.sortInvalid).default('created_at'),
  direction: string().transform(blankToUndefined).oneOf(['asc', 'desc'] as const, M.sortInvalid).default('desc'),
  search: string().trim().max(ADMIN_USER_LIMITS.search, M.searchTooLong).default(''),
  role: string().transform(blankToUndefined).oneOf([...ROLES], M.roleInvalid).optional(),
  status: string().transform(blankToUndefined).oneOf([...ADMIN_USER_STATUSES], M.statusInvalid).optional(),
});
export type AdminUserListQuery = InferType<typeof adminUserListQuerySchema>;

/** Roles the platform admin gives an account; a driver is registered by the store it delivers for (issue 12). */
export const ADMIN_ASSIGNABLE_ROLES = ROLES.filter((role): role is Exclude<Role, 'driver'> => role !== 'driver');

/** PUT /admin/users/:id/role. A store role names the store (its main store) and, for staff, optionally a branch of it. */
export const adminUserRoleSchema = object({
  role: string().required(M.roleRequired).oneOf([...ROLES], M.roleInvalid).notOneOf(['driver'], M.roleInvalid),
  store_id: rowId(M.storeInvalid).when('role', { is: isStoreRole, then: (schema) => schema.required(M.storeRequired) }),
  branch_id: rowId(M.branchInvalid),
});
export type AdminUserRoleInput = InferType<typeof adminUserRoleSchema>;

/** POST /admin/users/:id/deactivate: the reason goes to the audit log. */
export const adminUserDeactivateSchema = object({
  reason: string().trim().max(ADMIN_USER_LIMITS.reason, M.reasonTooLong).default(''),
});
export type AdminUserDeactivateInput = InferType<typeof adminUserDeactivateSchema>;

/** A refusal of a rule: the form field it belongs to and the Portuguese sentence (a 422 on that field). */
export type AdminRuleRefusal = { field: string; message: string };

/** What the role rules need to know, read by the API in the change's transaction. */
export type RoleChangeFacts = {
  actorId: number;
  target: { id: number; role: string; deactivated: boolean };
  to: { role: Role; storeId: number | null; branchId: number | null };
  /** Active super_admin accounts, the target included when it is one. */
  activeSuperAdmins: number;
  /** The chosen store when one was named and exists. */
  store: { id: number; name: string; isBranch: boolean } | null;
  /** For store_owner: the other account that already owns the chosen store, if any. */
  currentOwner: { id: number; name: string } | null;
  /** The chosen branch belongs to the chosen store (true when none was chosen). */
  branchValid: boolean;
};

/**
 * The role rules (first refusal wins, null = allowed):
 * 1. Nobody changes their own role (an admin cannot demote themselves by mistake, nor promote themselves).
 * 2. A deactivated account is reactivated first.
 * 3. The last active super_admin keeps the role: the platform always has an administrator.
 * 4. A store role (store_owner, store_admin, attendant) is held at a store: one must be chosen, and it is a
 *    main store (staff may be limited to one of its branches; an owner never is).
 * 5. A store has one owner: making someone store_owner of a store that already has another is refused.
 * What the change does to memberships (the API): a store role is held at the chosen store only (its membership is
 * created or updated, memberships of other stores end); customer and super_admin end every membership.
 */
export function roleChangeRefusal(facts: RoleChangeFacts): AdminRuleRefusal | null {
  const { target, to } = facts;
  if (facts.actorId === target.id) return { field: 'role', message: M.notYourselfRole };
  if (target.deactivated) return { field: 'role', message: M.deactivatedRole };
  if (target.role === 'super_admin' && to.role !== 'super_admin' && facts.activeSuperAdmins <= 1) return { field: 'role', message: M.lastSuperAdmin };
  if (!isStoreRole(to.role)) return null;
  if (to.storeId === null) return { field: 'store_id', message: M.storeRequired };
  if (facts.store === null) return { field: 'store_id', message: M.storeInvalid };
  if (facts.store.isBranch) return { field: 'store_id', message: M.storeIsBranch };
  if (to.role === 'store_owner') {
    if (to.branchId !== null) return { field: 'branch_id', message: M.ownerNoBranch };
    if (facts.currentOwner !== null && facts.currentOwner.id !== target.id) return { field: 'store_id', message: M.storeHasOwner(facts.store.name, facts.currentOwner.name) };
  }
  if (!facts.branchValid) return { field: 'branch_id', message: M.branchInvalid };
  return null;
}

export type DeactivationFacts = {
  actorId: number;
  target: { id: number; role: string; deactivated: boolean };
  activeSuperAdmins: number;
};

/** Deactivation: not oneself, not twice, not the last active super_admin. */
export function deactivationRefusal(facts: DeactivationFacts): AdminRuleRefusal | null {
  if (facts.actorId === facts.target.id) return { field: 'user', message: M.notYourselfDeactivate };
  if (facts.target.deactivated) return { field: 'user', message: M.alreadyDeactivated };
  if (facts.target.role === 'super_admin' && facts.activeSuperAdmins <= 1) return { field: 'user', message: M.lastSuperAdmin };
  return null;
}

export const roleLabelOf = (role: string): string => ROLE_LABELS[role as Role] ?? role;

/** A store the user is tied to: a membership (staff) or, for a customer, the store it registered at. */
export type AdminUserStore = {
  id: number;
  name: string;
  slug: string;
  /** The membership's role; null when the tie is only users.store_id (a customer's storefront). */
  role: string | null;
  branch: { id: number; name: string } | null;
  /** false = the store deactivated the membership (employees screen). */
  active: boolean;
  source: 'membership' | 'account';
};

/** A row of GET /admin/users. */
export type AdminUserListItem = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  role_label: string;
  status: AdminUserStatus;
  deactivated_at: string | null;
  stores: AdminUserStore[];
  /** The newest use of any of its tokens (or their creation); null when it has no session left. */
  last_login_at: string | null;
  created_at: string;
};

export type AdminUserPage = {
  data: AdminUserListItem[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
};

export type AdminUserAuditEntry = {
  id: number;
  actor_name: string;
  action: string;
  summary: string;
  before: unknown;
  after: unknown;
  created_at: string;
};

/** GET /admin/users/:id. */
export type AdminUserDetails = AdminUserListItem & {
  active_sessions: number;
  orders: { total: number; last_30_days: number };
  /** The newest admin actions about this user. */
  audit: AdminUserAuditEntry[];
};
