import type { Branch, BranchCreateInput, BranchInput, BranchSummary, BranchUser } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

const LIST = { type: 'StoreBranch', id: 'LIST' } as const;
const usersTag = (id: number) => ({ type: 'StoreBranch' as const, id: `users-${id}` });

export const branchesApi = baseApi.enhanceEndpoints({ addTagTypes: ['StoreBranch'] }).injectEndpoints({
  endpoints: (build) => ({
    storeBranches: build.query<BranchSummary[], number>({
      query: (storeId) => `/stores/${storeId}/branches`,
      transformResponse: (response: { data: BranchSummary[] }) => response.data,
      providesTags: [LIST],
    }),
    storeBranch: build.query<Branch, { storeId: number; id: number }>({
      query: ({ storeId, id }) => `/stores/${storeId}/branches/${id}`,
      transformResponse: (response: { data: Branch }) => response.data,
      providesTags: (_b, _e, { id }) => [{ type: 'StoreBranch', id }],
    }),
    createBranch: build.mutation<Branch, { storeId: number; body: BranchCreateInput }>({
      query: ({ storeId, body }) => ({ url: `/stores/${storeId}/branches`, method: 'POST', body }),
      transformResponse: (response: { data: Branch }) => response.data,
      invalidatesTags: [LIST],
    }),
    updateBranch: build.mutation<Branch, { storeId: number; id: number; body: BranchInput }>({
      query: ({ storeId, id, body }) => ({ url: `/stores/${storeId}/branches/${id}`, method: 'PUT', body }),
      transformResponse: (response: { data: Branch }) => response.data,
      invalidatesTags: (_b, _e, { id }) => [LIST, { type: 'StoreBranch', id }],
    }),
    setBranchActive: build.mutation<Branch, { storeId: number; id: number; isActive: boolean }>({
      query: ({ storeId, id, isActive }) => ({ url: `/stores/${storeId}/branches/${id}/active`, method: 'PATCH', body: { is_active: isActive } }),
      transformResponse: (response: { data: Branch }) => response.data,
      invalidatesTags: (_b, _e, { id }) => [LIST, { type: 'StoreBranch', id }],
    }),
    branchUsers: build.query<{ data: BranchUser[]; candidates: BranchUser[] }, { storeId: number; id: number }>({
      query: ({ storeId, id }) => `/stores/${storeId}/branches/${id}/users`,
      providesTags: (_u, _e, { id }) => [usersTag(id)],
    }),
    addBranchUser: build.mutation<BranchUser, { storeId: number; id: number; userId: number }>({
      query: ({ storeId, id, userId }) => ({ url: `/stores/${storeId}/branches/${id}/users`, method: 'POST', body: { user_id: userId } }),
      invalidatesTags: (_u, _e, { id }) => [LIST, usersTag(id)],
    }),
    removeBranchUser: build.mutation<void, { storeId: number; id: number; userId: number }>({
      query: ({ storeId, id, userId }) => ({ url: `/stores/${storeId}/branches/${id}/users/${userId}`, method: 'DELETE' }),
      invalidatesTags: (_u, _e, { id }) => [LIST, usersTag(id)],
    }),
  }),
});

export const {
  useStoreBranchesQuery,
  useStoreBranchQuery,
  useCreateBranchMutation,
  useUpdateBranchMutation,
  useSetBranchActiveMutation,
  useBranchUsersQuery,
  useAddBranchUserMutation,
  useRemoveBranchUserMutation,
} = branchesApi;
