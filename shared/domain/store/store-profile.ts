/** The store's public face, edited at /store/profile: GET/PUT /api/stores/{id}/profile. */
import { number, object, string, ValidationError, type InferType } from 'yup';
import '../validation/yup-locale';
import { EMAIL_PATTERN } from '../validation/generic';
import { onlyDigits } from '../masks';
import { SLUG_PATTERN } from '../validation/formats';
import { formatContrastRatio, HEX_COLOUR_PATTERN, storeColourChecks } from './colour-contrast';

export const STORE_PROFILE_LIMITS = { name: 120, slug: 60, description: 1000, text: 200 } as const;

export const PROFILE_MESSAGES = {
  nameRequired: 'Informe o nome da loja.',
  slugRequired: 'Informe o endereço da loja.',
  slug: 'Use só letras minúsculas, números e hífens (ex.: minha-loja).',
  slugReserved: 'Este endereço é reservado pela plataforma. Escolha outro.',
  slugTaken: 'Este endereço já está em uso.',
  colour: 'Use uma cor no formato #RRGGBB.',
  contrastOnBackground: (ratio: number) => `O texto sobre o fundo tem contraste ${formatContrastRatio(ratio)}; o mínimo é 4,5:1.`,
  contrastOnPrimary: (ratio: number) => `O texto sobre a cor principal tem contraste ${formatContrastRatio(ratio)}; o mínimo é 4,5:1.`,
  phone: 'Telefone inválido. Use o formato (99) 99999-9999',
  email: 'Informe um e-mail válido.',
  cep: 'CEP inválido. Use o formato 00000-000',
  state: 'Use a sigla do estado (ex.: SP).',
  image: 'Envie a imagem pelo botão de upload.',
  latitude: 'Latitude inválida.',
  longitude: 'Longitude inválida.',
  tooLong: (max: number) => `No máximo ${max} caracteres.`,
} as const;

/** An empty field is null (a form sends ''). */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number) => string().transform(blankToNull).trim().max(max, PROFILE_MESSAGES.tooLong(max)).nullable().default(null);
const optionalMatching = (pattern: RegExp, message: string) => string().transform(blankToNull).trim().matches(pattern, message).nullable().default(null);
/** Stored as digits (as the seed and the checkout do); the form shows them through the masks. */
const digits = (pattern: RegExp, message: string) =>
  string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? onlyDigits(value) : null))
    .matches(pattern, message)
    .nullable()
    .default(null);
/** An uploaded image (POST /images answers /storage/uploads/…) or an https address. */
const IMAGE_PATH = /^(\/storage\/(?!.*\.\.)[\w./-]+|https:\/\/\S+)$/;


/** Paths of the public API beside /api/stores/{slug} that a store's slug would collide with. */
export const RESERVED_STORE_SLUGS = ['discover'] as const;

/** A store's or branch's slug, the same rule wherever one is chosen (profile, branch, sign-up, admin). */
export function storeSlugSchema(requiredMessage: string) {
  return string()
    .trim()
    .lowercase()
    .required(requiredMessage)
    .max(STORE_PROFILE_LIMITS.slug, PROFILE_MESSAGES.tooLong(STORE_PROFILE_LIMITS.slug))
    .matches(SLUG_PATTERN, PROFILE_MESSAGES.slug)
    .notOneOf([...RESERVED_STORE_SLUGS], PROFILE_MESSAGES.slugReserved);
}

export const storeProfileSchema = object({
  name: string().trim().required(PROFILE_MESSAGES.nameRequired).max(STORE_PROFILE_LIMITS.name, PROFILE_MESSAGES.tooLong(STORE_PROFILE_LIMITS.name)),
  slug: storeSlugSchema(PROFILE_MESSAGES.slugRequired),
  description: optionalText(STORE_PROFILE_LIMITS.description),
  logo: optionalMatching(IMAGE_PATH, PROFILE_MESSAGES.image),
  cover: optionalMatching(IMAGE_PATH, PROFILE_MESSAGES.image),
  primaryColor: optionalMatching(HEX_COLOUR_PATTERN, PROFILE_MESSAGES.colour),
  secondaryColor: optionalMatching(HEX_COLOUR_PATTERN, PROFILE_MESSAGES.colour),
  backgroundColor: optionalMatching(HEX_COLOUR_PATTERN, PROFILE_MESSAGES.colour),
  textColor: optionalMatching(HEX_COLOUR_PATTERN, PROFILE_MESSAGES.colour),
  phone: digits(/^\d{10,11}$/, PROFILE_MESSAGES.phone),
  whatsapp: digits(/^\d{10,11}$/, PROFILE_MESSAGES.phone),
  email: optionalMatching(EMAIL_PATTERN, PROFILE_MESSAGES.email).max(STORE_PROFILE_LIMITS.text, PROFILE_MESSAGES.tooLong(STORE_PROFILE_LIMITS.text)),
  cep: digits(/^\d{8}$/, PROFILE_MESSAGES.cep),
  address: optionalText(STORE_PROFILE_LIMITS.text),
  number: optionalText(20),
  complement: optionalText(STORE_PROFILE_LIMITS.text),
  district: optionalText(STORE_PROFILE_LIMITS.text),
  city: optionalText(STORE_PROFILE_LIMITS.text),
  state: optionalMatching(/^[A-Za-z]{2}$/, PROFILE_MESSAGES.state).uppercase(),
  latitude: number().transform((value: number, raw: unknown) => (raw === '' ? null : value)).min(-90, PROFILE_MESSAGES.latitude).max(90, PROFILE_MESSAGES.latitude).nullable().default(null),
  longitude: number().transform((value: number, raw: unknown) => (raw === '' ? null : value)).min(-180, PROFILE_MESSAGES.longitude).max(180, PROFILE_MESSAGES.longitude).nullable().default(null),
}).test('contrast', '', function (profile) {
  const checks = storeColourChecks(profile);
  const errors = [];
  if (!checks.textOnBackground.passes) errors.push(this.createError({ path: 'backgroundColor', message: PROFILE_MESSAGES.contrastOnBackground(checks.textOnBackground.ratio ?? 1) }));
  if (!checks.textOnPrimary.passes) errors.push(this.createError({ path: 'primaryColor', message: PROFILE_MESSAGES.contrastOnPrimary(checks.textOnPrimary.ratio ?? 1) }));
  if (errors.length === 0) return true;
  return errors.length === 1 ? errors[0]! : new ValidationError(errors);
});

export type StoreProfileInput = InferType<typeof storeProfileSchema>;

/** GET/PUT /api/stores/{id}/profile → `{ data: StoreProfile }`. */
export type StoreProfile = StoreProfileInput & {
  id: number;
  /** Slugs the store used before; they still lead to it. */
  previousSlugs: string[];
};
