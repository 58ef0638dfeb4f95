import type { AuthUser, BusinessType, StoreCheck } from '@comanda/shared/domain';
import { baseApi } from '../api/base-api';

export type LoginResponse = { token: string; token_type?: string; user?: AuthUser };
export type RegisterResponse = { data?: { token?: string; user?: AuthUser } };
export type CepLookup = { cep: string; logradouro: string; complemento?: string; bairro: string; localidade: string; uf: string };
export type GeocodeResult = { success: boolean; latitude: number | null; longitude: number | null; message?: string };
export type MessageResponse = { message: string };
export type RegisterPayload = Record<string, unknown>;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, { email: string; password: string }>({
      query: (body) => ({ url: '/login', method: 'POST', body, skipAuthRedirect: true }),
    }),
    register: build.mutation<RegisterResponse, RegisterPayload>({
      query: (body) => ({ url: '/register', method: 'POST', body, skipAuthRedirect: true }),
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    currentUser: build.query<AuthUser, void>({
      query: () => ({ url: '/user', skipAuthRedirect: true }),
      providesTags: ['User'],
    }),
    me: build.query<{ id: number }, void>({ query: () => '/me' }),
    refreshToken: build.mutation<{ token: string }, void>({
      query: () => ({ url: '/refresh', method: 'POST', skipAuthRedirect: true }),
    }),
    businessTypes: build.query<BusinessType[], void>({
      query: () => '/business-types',
      transformResponse: (response: { data?: BusinessType[] } | BusinessType[]) =>
        Array.isArray(response) ? response : (response.data ?? []),
      providesTags: ['BusinessType'],
    }),
    storeCheck: build.query<StoreCheck, string>({
      query: (slug) => `/stores/${encodeURIComponent(slug)}/check`,
    }),
    lookupCep: build.query<CepLookup, string>({
      query: (cep) => `/cep/${cep.replace(/\D/g, '')}`,
    }),
    geocode: build.mutation<GeocodeResult, { address: string }>({
      query: (body) => ({ url: '/geocode', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, { token: string; email: string; password: string; password_confirmation: string }>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useCurrentUserQuery,
  useMeQuery,
  useRefreshTokenMutation,
  useBusinessTypesQuery,
  useStoreCheckQuery,
  useLookupCepQuery,
  useLazyLookupCepQuery,
  useGeocodeMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
