/** A business joining the platform (issue 10): the sign-up form, the store's address, and the setup checklist. */
import { boolean, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { registrationSchema, isPhone } from '../auth/schemas';
import { foldText } from '../masks/fold-text';
import { PROFILE_MESSAGES, STORE_PROFILE_LIMITS, storeSlugSchema } from '../store/store-profile';

export const SIGNUP_MESSAGES = {
  storeNameRequired: 'Informe o nome da loja.',
  businessTypeRequired: 'Escolha o tipo do seu negócio.',
  businessTypeInvalid: 'Tipo de negócio inválido.',
  slugTaken: PROFILE_MESSAGES.slugTaken,
  whatsappRequired: 'Informe o WhatsApp da loja.',
  whatsappInvalid: 'WhatsApp inválido. Use o formato (99) 99999-9999',
  acceptTerms: 'Para continuar, aceite os termos de uso e a política de privacidade.',
  termsOutdated: 'Os termos de uso mudaram: leia e aceite a versão atual.',
  created: 'Loja criada! Complete os passos abaixo e publique quando estiver pronta.',
} as const;

/** The owner's account, the store and its address, the acceptance of the current terms: one form, one request. */
export const storeSignupSchema = registrationSchema
  .pick(['name', 'email', 'phone', 'password', 'password_confirmation', 'cep', 'address', 'number', 'complement', 'district', 'city', 'state'])
  .shape({
    store_name: string().trim().required(SIGNUP_MESSAGES.storeNameRequired).max(STORE_PROFILE_LIMITS.name, PROFILE_MESSAGES.tooLong(STORE_PROFILE_LIMITS.name)),
    business_type: string().trim().required(SIGNUP_MESSAGES.businessTypeRequired),
    slug: storeSlugSchema(PROFILE_MESSAGES.slugRequired),
    whatsapp: string().trim().required(SIGNUP_MESSAGES.whatsappRequired).test('phone', SIGNUP_MESSAGES.whatsappInvalid, (v) => isPhone(v ?? '')),
    accept_terms: boolean().oneOf([true], SIGNUP_MESSAGES.acceptTerms).required(SIGNUP_MESSAGES.acceptTerms),
    terms_version: string().trim().required(SIGNUP_MESSAGES.termsOutdated),
  });

export type StoreSignupInput = InferType<typeof storeSignupSchema>;

/** 'Açaí do Zé & Filhos' → 'acai-do-ze-filhos': the address a store name suggests. */
export function slugFromName(name: string): string {
  return foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, STORE_PROFILE_LIMITS.slug)
    .replace(/-+$/g, '');
}

export type SlugAvailability = { slug: string; available: boolean; suggestion: string | null; message: string | null };

/** What the back office checks before a new store is shown to the public. */
export type OnboardingFacts = { has_logo: boolean; has_hours: boolean; products: number; has_pix_key: boolean; has_delivery_area: boolean; published: boolean };

export const ONBOARDING_STEPS = [
  { key: 'logo', label: 'Envie o logo da loja', to: 'profile', required: false },
  { key: 'hours', label: 'Defina os horários de funcionamento', to: 'settings', required: true },
  { key: 'first_product', label: 'Cadastre o primeiro produto', to: 'products/create', required: true },
  { key: 'pix_key', label: 'Cadastre a chave PIX', to: 'settings', required: false },
  { key: 'delivery_area', label: 'Defina a área de entrega', to: 'settings', required: true },
  { key: 'publish', label: 'Publique a loja', to: null, required: true },
] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]['key'];
export type OnboardingStep = { key: OnboardingStepKey; label: string; to: string | null; required: boolean; done: boolean };

const DONE: Record<OnboardingStepKey, (f: OnboardingFacts) => boolean> = {
  logo: (f) => f.has_logo,
  hours: (f) => f.has_hours,
  first_product: (f) => f.products > 0,
  pix_key: (f) => f.has_pix_key,
  delivery_area: (f) => f.has_delivery_area,
  publish: (f) => f.published,
};

export function onboardingChecklist(facts: OnboardingFacts): OnboardingStep[] {
  return ONBOARDING_STEPS.map((step) => ({ ...step, done: DONE[step.key](facts) }));
}

export const PUBLISH_MESSAGES = {
  missing: (labels: string[]) => `Antes de publicar: ${labels.map((l) => l.charAt(0).toLowerCase() + l.slice(1)).join('; ')}.`,
  published: 'Loja publicada! Sua vitrine já está no ar.',
  unpublished: 'Esta loja ainda não foi publicada.',
} as const;

/** Why the store cannot be published yet (null: it can): the required steps not done. */
export function publishRefusal(facts: OnboardingFacts): string | null {
  const missing = onboardingChecklist(facts).filter((s) => s.required && !s.done && s.key !== 'publish');
  return missing.length === 0 ? null : PUBLISH_MESSAGES.missing(missing.map((s) => s.label));
}
