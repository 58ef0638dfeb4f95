import type { AuthUser, PlatformTerms, SlugAvailability, StoreSignupInput } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

export type PublicTerms = PlatformTerms & { platform_name: string };
export type SignedUpStore = { token: string; user: AuthUser; store: { id: number; name: string; slug: string } };

/** The public calls of /cadastre-sua-loja: the current terms, the address check and the sign-up itself. */
export const storeSignupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    platformTerms: build.query<PublicTerms, void>({
      query: () => '/platform/terms',
      transformResponse: (response: { data: PublicTerms }) => response.data,
    }),
    slugAvailability: build.query<SlugAvailability, string>({
      query: (slug) => ({ url: '/store-signup/slug', params: { slug } }),
      transformResponse: (response: { data: SlugAvailability }) => response.data,
      keepUnusedDataFor: 10,
    }),
    signUpStore: build.mutation<SignedUpStore, StoreSignupInput>({
      query: (body) => ({ url: '/store-signup', method: 'POST', body, skipAuthRedirect: true }),
      transformResponse: (response: { data: SignedUpStore }) => response.data,
    }),
  }),
});

export const { usePlatformTermsQuery, useSlugAvailabilityQuery, useSignUpStoreMutation } = storeSignupApi;
