import type { AccountSession, AuthUser, ChangeEmailInput, ChangePasswordInput, EndedSessions, ProfileInput, SavedAddress, SavedAddressInput } from '@comanda/shared/domain';
import { savedAddressesEndpoint } from '@comanda/shared/endpoints';
import { baseApi } from '@comanda/shared/state';

const SESSIONS = { type: 'AccountSession', id: 'LIST' } as const;
const ADDRESSES = { type: 'SavedAddress', id: 'LIST' } as const;

/**
 * "Meu perfil": the account (/api/me/profile, /password, /email), its sessions (/api/me/sessions) and the saved
 * saved addresses (the list and its writes). Wire types in shared/domain/customer.
 */
export const profileApi = baseApi.enhanceEndpoints({ addTagTypes: ['AccountSession'] }).injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<AuthUser, ProfileInput>({
      query: (body) => ({ url: '/me/profile', method: 'PUT', body }),
      transformResponse: (response: { data: AuthUser }) => response.data,
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<void, ChangePasswordInput>({
      query: (body) => ({ url: '/me/password', method: 'POST', body }),
      // The other sessions ended.
      invalidatesTags: [SESSIONS],
    }),
    requestEmailChange: build.mutation<{ message: string }, ChangeEmailInput>({
      query: (body) => ({ url: '/me/email', method: 'POST', body }),
    }),
    confirmEmailChange: build.mutation<AuthUser, { token: string }>({
      query: (body) => ({ url: '/me/email/confirm', method: 'POST', body }),
      transformResponse: (response: { data: AuthUser }) => response.data,
      invalidatesTags: ['User'],
    }),
    accountSessions: build.query<AccountSession[], void>({
      query: () => '/me/sessions',
      transformResponse: (response: { data: AccountSession[] }) => response.data,
      providesTags: [SESSIONS],
    }),
    endSession: build.mutation<void, number>({
      query: (id) => ({ url: `/me/sessions/${id}`, method: 'DELETE' }),
      invalidatesTags: [SESSIONS],
    }),
    endOtherSessions: build.mutation<EndedSessions, void>({
      query: () => ({ url: '/me/sessions/others/logout', method: 'POST' }),
      transformResponse: (response: { data: EndedSessions }) => response.data,
      invalidatesTags: [SESSIONS],
    }),
    savedAddresses: savedAddressesEndpoint(build),
    saveAddress: build.mutation<SavedAddress, SavedAddressInput>({
      query: (body) => ({ url: '/customer/addresses', method: 'POST', body }),
      transformResponse: (response: { data: SavedAddress }) => response.data,
      invalidatesTags: [ADDRESSES],
    }),
    editAddress: build.mutation<SavedAddress, SavedAddressInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/customer/addresses/${id}`, method: 'PUT', body }),
      transformResponse: (response: { data: SavedAddress }) => response.data,
      invalidatesTags: [ADDRESSES],
    }),
    makeDefaultAddress: build.mutation<SavedAddress, number>({
      query: (id) => ({ url: `/customer/addresses/${id}/default`, method: 'PUT' }),
      transformResponse: (response: { data: SavedAddress }) => response.data,
      invalidatesTags: [ADDRESSES],
    }),
    deleteAddress: build.mutation<void, number>({
      query: (id) => ({ url: `/customer/addresses/${id}`, method: 'DELETE' }),
      invalidatesTags: [ADDRESSES],
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useAccountSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useSavedAddressesQuery,
  useSaveAddressMutation,
  useEditAddressMutation,
  useMakeDefaultAddressMutation,
  useDeleteAddressMutation,
} = profileApi;
