import { boolean, number, object, string } from 'yup';
import '../validation/yup-locale';
import { onlyDigits } from '../masks';

/** Results per page: the default and the most one request may ask for. */
export const DISCOVERY_PER_PAGE = 12;
export const DISCOVERY_MAX_PER_PAGE = 50;
/** Stores looked at for one search: a city's or a neighbourhood's, never the whole platform. */
export const DISCOVERY_MAX_CANDIDATES = 500;
/** Around a located address, stores of nearby cities are looked at too (their delivery rules decide). */
export const DISCOVERY_RADIUS_KM = 25;

export const DISCOVERY_MESSAGES = {
  cepInvalid: 'CEP inválido. Use o formato 00000-000',
  cepNotFound: 'CEP não encontrado.',
  cepUnavailable: 'Serviço de CEP indisponível no momento. Tente novamente ou busque pela cidade.',
  ufInvalid: 'UF inválida. Use a sigla do estado, como SP.',
  cityTooLong: 'Cidade muito longa.',
  businessTypeUnknown: 'Tipo de negócio não encontrado.',
  addressUnknown: 'Endereço não encontrado entre os seus endereços salvos.',
  addressNeedsSignIn: 'Entre na sua conta para buscar pelo seu endereço salvo.',
  oneLocation: 'Informe o CEP ou um endereço salvo, não os dois.',
  deliversNeedsAddress: 'Informe o CEP ou escolha um endereço para ver quem entrega.',
  page: 'Página inválida.',
  perPage: `Escolha de 1 a ${DISCOVERY_MAX_PER_PAGE} lojas por página.`,
} as const;

const flag = () =>
  boolean()
    .transform((value: unknown, original: unknown) => (original === '1' || original === 'true' ? true : original === '0' || original === 'false' || original === '' ? false : value))
    .typeError('Use true ou false.')
    .default(false);

const blankIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** GET /api/stores/discover's query string. */
export const discoveryQuerySchema = object({
  cep: string()
    .transform((value: string) => onlyDigits(value))
    .transform(blankIsNull)
    .nullable()
    .default(null)
    .test('cep', DISCOVERY_MESSAGES.cepInvalid, (value) => value === null || value === undefined || value.length === 8),
  city: string().trim().transform(blankIsNull).nullable().default(null).max(100, DISCOVERY_MESSAGES.cityTooLong),
  uf: string()
    .trim()
    .transform(blankIsNull)
    .nullable()
    .default(null)
    .test('uf', DISCOVERY_MESSAGES.ufInvalid, (value) => value === null || value === undefined || /^[A-Za-z]{2}$/.test(value))
    .transform((value: string | null) => (value === null ? null : value.toUpperCase())),
  business_type: string().trim().transform(blankIsNull).nullable().default(null).max(100, DISCOVERY_MESSAGES.businessTypeUnknown),
  open_now: flag(),
  delivers: flag(),
  address_id: number().typeError(DISCOVERY_MESSAGES.addressUnknown).integer(DISCOVERY_MESSAGES.addressUnknown).positive(DISCOVERY_MESSAGES.addressUnknown).nullable().default(null),
  page: number().typeError(DISCOVERY_MESSAGES.page).integer(DISCOVERY_MESSAGES.page).min(1, DISCOVERY_MESSAGES.page).max(10_000, DISCOVERY_MESSAGES.page).default(1),
  per_page: number()
    .typeError(DISCOVERY_MESSAGES.perPage)
    .integer(DISCOVERY_MESSAGES.perPage)
    .min(1, DISCOVERY_MESSAGES.perPage)
    .max(DISCOVERY_MAX_PER_PAGE, DISCOVERY_MESSAGES.perPage)
    .default(DISCOVERY_PER_PAGE),
})
  .test('one-location', DISCOVERY_MESSAGES.oneLocation, function (value) {
    return value.cep === null || value.address_id === null || this.createError({ path: 'address_id', message: DISCOVERY_MESSAGES.oneLocation });
  })
  .test('delivers-needs-address', DISCOVERY_MESSAGES.deliversNeedsAddress, function (value) {
    return !value.delivers || value.cep !== null || value.address_id !== null || this.createError({ path: 'delivers', message: DISCOVERY_MESSAGES.deliversNeedsAddress });
  });

export type DiscoveryQuery = {
  cep: string | null;
  city: string | null;
  uf: string | null;
  business_type: string | null;
  open_now: boolean;
  delivers: boolean;
  address_id: number | null;
  page: number;
  per_page: number;
};

/** The query string the finder sends: only what is set (the API's defaults fill the rest). */
export function discoveryQueryString(query: Partial<DiscoveryQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '' || value === false) continue;
    params.set(key, value === true ? '1' : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
