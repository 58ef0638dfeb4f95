import type { AdminStoreDetails, AdminStoreSummary, AdminUserDeactivateInput, AdminUserDetails, AdminUserPage, AdminUserRoleInput } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';
import type { UsersListParams } from '../lib/users-list-params';

/** Writes answer with the user's details and a sentence to show. */
export type UserWriteResult = { message: string; data: AdminUserDetails };

const LIST = { type: 'AdminUser', id: 'LIST' } as const;

/** /api/admin/users: list, details, role change, deactivate, reactivate, password reset. */
export const usersApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminUser'] }).injectEndpoints({
  endpoints: (build) => {
    /** The answer is the user as it is now: it replaces the cached details. */
    const keep = {
      async onQueryStarted(arg: { id: number }, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: UserWriteResult }> }) {
        const done = await queryFulfilled.catch(() => null);
        if (done) dispatch(usersApi.util.upsertQueryData('adminUser', arg.id, done.data.data));
      },
    };
    return {
      adminUsers: build.query<AdminUserPage, UsersListParams>({
        query: (params) => ({ url: '/admin/users', params }),
        providesTags: [LIST],
      }),
      adminUser: build.query<AdminUserDetails, number>({
        query: (id) => `/admin/users/${id}`,
        transformResponse: (response: { data: AdminUserDetails }) => response.data,
        providesTags: (_u, _e, id) => [{ type: 'AdminUser', id }],
      }),
      changeUserRole: build.mutation<UserWriteResult, { id: number; body: AdminUserRoleInput }>({
        query: ({ id, body }) => ({ url: `/admin/users/${id}/role`, method: 'PUT', body }),
        invalidatesTags: [LIST],
        ...keep,
      }),
      deactivateUser: build.mutation<UserWriteResult, { id: number; body: AdminUserDeactivateInput }>({
        query: ({ id, body }) => ({ url: `/admin/users/${id}/deactivate`, method: 'POST', body }),
        invalidatesTags: [LIST],
        ...keep,
      }),
      reactivateUser: build.mutation<UserWriteResult, { id: number }>({
        query: ({ id }) => ({ url: `/admin/users/${id}/reactivate`, method: 'POST' }),
        invalidatesTags: [LIST],
        ...keep,
      }),
      sendUserPasswordReset: build.mutation<{ message: string }, { id: number }>({
        query: ({ id }) => ({ url: `/admin/users/${id}/password-reset`, method: 'POST' }),
      }),
      /** Stores to choose from when giving someone a store role (the admin stores list, searched). */
      userStoreOptions: build.query<AdminStoreSummary[], string>({
        query: (q) => ({ url: '/admin/stores', params: { q, per_page: 20 } }),
        transformResponse: (response: { data: AdminStoreSummary[] }) => response.data,
      }),
      /** A store's branches, to limit a staff member to one. */
      userStoreBranches: build.query<AdminStoreDetails['branch_list'], number>({
        query: (id) => `/admin/stores/${id}`,
        transformResponse: (response: { data: AdminStoreDetails }) => response.data.branch_list,
      }),
    };
  },
});

export const {
  useAdminUsersQuery,
  useAdminUserQuery,
  useChangeUserRoleMutation,
  useDeactivateUserMutation,
  useReactivateUserMutation,
  useSendUserPasswordResetMutation,
  useUserStoreOptionsQuery,
  useUserStoreBranchesQuery,
} = usersApi;
