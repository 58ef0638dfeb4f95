/** A branch (filial) of a store, written at /store/branches: POST/PUT /api/stores/{id}/branches[/{branchId}]. */
import { boolean, number, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { PROFILE_MESSAGES, STORE_PROFILE_LIMITS, storeProfileSchema, storeSlugSchema } from './store-profile';
import { openingHoursSchema } from './settings-schema';

export const BRANCH_MESSAGES = {
  nameRequired: 'Informe o nome da filial.',
  slugRequired: 'Informe o endereço da filial.',
  slugTaken: PROFILE_MESSAGES.slugTaken,
  userNotEmployee: 'Escolha um funcionário da loja principal.',
  userAlreadyInBranch: 'Este funcionário já está nesta filial.',
  ownerNotLimited: 'O dono da loja não pode ser limitado a uma filial.',
} as const;

const PROFILE_FIELDS = ['phone', 'whatsapp', 'cep', 'address', 'number', 'complement', 'district', 'city', 'state', 'latitude', 'longitude'] as const;

/** Same field rules as the store profile (slug, phone, CEP, state, coordinates) and the settings' weekly hours. */
export const branchSchema = storeProfileSchema.pick([...PROFILE_FIELDS]).shape({
  name: string().trim().required(BRANCH_MESSAGES.nameRequired).max(STORE_PROFILE_LIMITS.name, PROFILE_MESSAGES.tooLong(STORE_PROFILE_LIMITS.name)),
  slug: storeSlugSchema(BRANCH_MESSAGES.slugRequired),
  openingHours: openingHoursSchema.required(),
});

export type BranchInput = InferType<typeof branchSchema>;

/** Creation may copy the parent's categories and products (with their options) into the new branch. */
export const branchCreateSchema = branchSchema.shape({ copy_catalog: boolean().default(false) });
export type BranchCreateInput = InferType<typeof branchCreateSchema>;

export const branchActiveSchema = object({ is_active: boolean().required('Informe se a filial está ativa.') });
export const branchUserSchema = object({ user_id: number().typeError(BRANCH_MESSAGES.userNotEmployee).integer(BRANCH_MESSAGES.userNotEmployee).required(BRANCH_MESSAGES.userNotEmployee) });

/** GET …/branches → `{ data: BranchSummary[] }`. */
export type BranchSummary = { id: number; name: string; slug: string; city: string | null; is_active: boolean; staff_count: number; orders_today: number };
/** GET …/branches/{id} → `{ data: Branch }`. */
export type Branch = BranchInput & { id: number; is_active: boolean };
/** GET …/branches/{id}/users → `{ data: BranchUser[], candidates: BranchUser[] }`. */
export type BranchUser = { id: number; name: string; email: string; role: string };
