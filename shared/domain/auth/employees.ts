import { boolean, number, object, ref, string, type InferType } from 'yup';
import { EMAIL_PATTERN } from '../validation';
import '../validation/yup-locale';
import { roleMay } from './permissions';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from './schemas';

/** The roles a store invites (the owner is the store's; super_admin is the platform's). */
export const EMPLOYEE_ROLES = ['store_admin', 'attendant'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

/** Only who may manage store admins (the owner) invites, edits or revokes the invitation of a store admin; anyone with employees.manage handles attendants. */
export function mayManageEmployeeRole(actorRole: string | null | undefined, role: string): boolean {
  return role !== 'store_admin' || roleMay(actorRole, 'store_admins.manage');
}

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;

export const EMPLOYEE_MESSAGES = {
  roleRequired: 'Escolha a função',
  roleInvalid: 'Função inválida',
  branchInvalid: 'Filial inválida',
  onlyOwnerManagesAdmins: 'Só o proprietário da loja pode convidar ou alterar gerentes',
  alreadyStaff: 'Esta pessoa já faz parte da equipe da loja',
  alreadyInvited: 'Já existe um convite pendente para este e-mail: use "Reenviar convite"',
  cannotInvite: 'Este e-mail pertence a uma conta que não pode ser convidada',
  ownerNotEditable: 'O proprietário da loja não pode ser alterado aqui',
  notYourself: 'Você não pode alterar o próprio acesso',
  invitationInvalid: 'Este convite é inválido ou expirou. Peça um novo convite à loja.',
  accountExists: 'Já existe uma conta com este e-mail: entre com a sua senha.',
  invited: 'Convite enviado.',
  added: 'Funcionário adicionado à equipe.',
  resent: 'Convite reenviado.',
  revoked: 'Convite revogado.',
  saved: 'Funcionário atualizado.',
} as const;

export const EMPLOYEE_ROLE_LABELS: Record<EmployeeRole, string> = { store_admin: 'Gerente', attendant: 'Atendente' };

export function isEmployeeRole(role: unknown): role is EmployeeRole {
  return (EMPLOYEE_ROLES as readonly unknown[]).includes(role);
}

const role = () => string().required(EMPLOYEE_MESSAGES.roleRequired).oneOf([...EMPLOYEE_ROLES], EMPLOYEE_MESSAGES.roleInvalid);

/** A branch id, or null/blank for the whole store. */
const branchId = () =>
  number()
    .transform((value: unknown, original: unknown) => (original === '' || original === undefined ? null : value))
    .typeError(EMPLOYEE_MESSAGES.branchInvalid)
    .integer(EMPLOYEE_MESSAGES.branchInvalid)
    .positive(EMPLOYEE_MESSAGES.branchInvalid)
    .nullable()
    .default(null);

export const inviteEmployeeSchema = object({
  name: string().trim().max(120).default(''),
  email: string().trim().lowercase().required(AUTH_MESSAGES.emailRequired).matches(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid),
  role: role(),
  branch_id: branchId(),
});

export const updateEmployeeSchema = object({
  role: role(),
  branch_id: branchId(),
  active: boolean().typeError('Informe se o funcionário está ativo').required('Informe se o funcionário está ativo'),
});

export const acceptInvitationSchema = object({
  name: string().trim().required(AUTH_MESSAGES.nameRequired).max(120),
  password: string().required(AUTH_MESSAGES.passwordRequired).min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordMin),
  password_confirmation: string()
    .required(AUTH_MESSAGES.passwordConfirmationRequired)
    .oneOf([ref('password')], AUTH_MESSAGES.passwordMismatch),
});

export type InviteEmployeeInput = InferType<typeof inviteEmployeeSchema>;
export type UpdateEmployeeInput = InferType<typeof updateEmployeeSchema>;
export type AcceptInvitationInput = InferType<typeof acceptInvitationSchema>;

/** An employee on the wire (GET /api/stores/{store}/employees). */
export type Employee = {
  id: number;
  name: string;
  email: string;
  role: 'store_owner' | EmployeeRole;
  branch: { id: number; name: string } | null;
  active: boolean;
  last_access_at: string | null;
};

export type PendingInvitation = { id: number; email: string; name: string | null; role: EmployeeRole; branch: { id: number; name: string } | null; expires_at: string; expired: boolean };

/** An invitation is for staff, or for the owner of a store the platform admin created. */
export type InvitationRole = 'store_owner' | EmployeeRole | 'driver';
export const INVITATION_ROLE_LABELS: Record<InvitationRole, string> = { store_owner: 'Proprietário(a)', ...EMPLOYEE_ROLE_LABELS, driver: 'Entregador(a)' };

/** GET /api/invitations/{token}: what the accept page shows. */
export type InvitationPreview = { email: string; name: string | null; role: InvitationRole; store: { name: string; slug: string } };

