
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
