/** The platform admin's view of the stores (/admin/stores). */
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { EMAIL_PATTERN } from '../validation/generic';
import { isPhone } from '../auth/schemas';
import type { Entitlements, Standing, SubscriptionStatus } from './subscriptions';
import { storeSignupSchema } from './onboarding';

export const ADMIN_STORE_STATUS_FILTERS = ['trialing', 'active', 'past_due', 'cancelled', 'suspended', 'unpublished'] as const;
export type AdminStoreStatusFilter = (typeof ADMIN_STORE_STATUS_FILTERS)[number];

export const adminStoresQuerySchema = object({
  q: string().trim().max(100).default(''),
  business_type: string().trim().max(60).default(''),
  city: string().trim().max(100).default(''),
  plan: string().trim().max(60).default(''),
  status: mixed<AdminStoreStatusFilter | ''>().oneOf([...ADMIN_STORE_STATUS_FILTERS, ''], 'Status inválido.').default(''),
  page: number().integer().min(1).default(1),
  per_page: number().integer().min(5).max(100).default(20),
});
export type AdminStoresQuery = InferType<typeof adminStoresQuerySchema>;

export type AdminStoreSummary = {
  id: number;
  name: string;
  slug: string;
  city: string | null;
  state: string | null;
  business_type: string | null;
  owner: { id: number; name: string; email: string } | null;
  plan: { id: number; name: string; slug: string } | null;
  subscription_status: SubscriptionStatus | null;
  standing: Standing | null;
  published: boolean;
  is_active: boolean;
  branches: number;
  orders_30d: number;
  last_order_at: string | null;
  created_at: string;
};

export type AdminStoreDetails = AdminStoreSummary & {
  email: string | null;
  phone: string | null;
  whatsapp: string | null;
  address: string | null;
  suspension_reason: string | null;
  entitlements: (Entitlements & { usage: Record<string, number> }) | null;
  branch_list: { id: number; name: string; slug: string; is_active: boolean }[];
  recent_orders: { id: number; number: number; public_id: string; status: string; total: number; customer_name: string; created_at: string }[];
};

export const ADMIN_STORE_MESSAGES = {
  reasonRequired: 'Informe o motivo (a loja vê este texto).',
  reasonTooLong: 'O motivo pode ter no máximo 500 caracteres.',
  alreadySuspended: 'Esta loja já está suspensa.',
  notSuspended: 'Esta loja não está suspensa.',
  noSubscription: 'Esta loja não tem assinatura.',
  suspendedBanner: (reason: string) => `Loja suspensa pela plataforma: ${reason}`,
  email: 'Informe um e-mail válido.',
  phone: 'Telefone inválido. Use o formato (99) 99999-9999',
  nameRequired: 'Informe o nome da loja.',
  typeRequired: 'Escolha o tipo de negócio.',
  typeLosesOptions: (products: { name: string; lost: string[] }[]) =>
    `${products.length} produto(s) perderiam opções com o novo tipo: ${products.map((p) => `${p.name} (${p.lost.join(', ')})`).join('; ')}. Ajuste esses produtos ou mantenha o tipo.`,
  typeChanged: (from: string | null, to: string) => `Tipo de negócio alterado de ${from ?? 'nenhum'} para ${to}.`,
} as const;

export const storeTypeChangeSchema = object({ business_type: string().trim().required(ADMIN_STORE_MESSAGES.typeRequired) });

export const suspendStoreSchema = object({
  reason: string().trim().required(ADMIN_STORE_MESSAGES.reasonRequired).min(5, ADMIN_STORE_MESSAGES.reasonRequired).max(500, ADMIN_STORE_MESSAGES.reasonTooLong),
});

const optionalPhone = () =>
  string()
    .trim()
    .nullable()
    .default(null)
    .transform((v: string | null) => (v === '' ? null : v))
    .test('phone', ADMIN_STORE_MESSAGES.phone, (v) => v === null || v === undefined || isPhone(v));

export const adminStoreEditSchema = object({
  name: string().trim().required(ADMIN_STORE_MESSAGES.nameRequired).max(120),
  email: string()
    .trim()
    .nullable()
    .default(null)
    .transform((v: string | null) => (v === '' ? null : v))
    .matches(EMAIL_PATTERN, { message: ADMIN_STORE_MESSAGES.email, excludeEmptyString: true }),
  phone: optionalPhone(),
  whatsapp: optionalPhone(),
  is_active: boolean().required(),
});
export type AdminStoreEdit = InferType<typeof adminStoreEditSchema>;

/** The admin creates a store for a business and invites its owner by e-mail (a link to create the password). */
export const adminStoreCreateSchema = storeSignupSchema
  .pick(['store_name', 'business_type', 'slug', 'whatsapp', 'cep', 'address', 'number', 'complement', 'district', 'city', 'state'])
  .shape({
    owner_name: string().trim().required('Informe o nome do(a) dono(a).').max(120),
    owner_email: string().trim().lowercase().required(ADMIN_STORE_MESSAGES.email).matches(EMAIL_PATTERN, ADMIN_STORE_MESSAGES.email),
    plan_id: number().nullable().default(null).integer().positive(),
  });
export type AdminStoreCreate = InferType<typeof adminStoreCreateSchema>;

export const ADMIN_STORE_CREATE_MESSAGES = {
  ownerIsStaff: 'Este e-mail já é de alguém da equipe de outra loja ou da plataforma.',
  invited: (email: string) => `Loja criada. Enviamos a ${email} o convite para criar a senha e assumir a loja.`,
  attached: (name: string) => `Loja criada e ligada à conta de ${name}, que já pode entrar.`,
} as const;
