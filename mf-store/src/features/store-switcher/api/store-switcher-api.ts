import type { BranchSummary } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

/**
 * The branches of the user's store, for the store switcher. Same endpoint and tag as the branches feature's
 * list (features do not import each other): creating or (de)activating a branch there refreshes this list.
 */
export const storeSwitcherApi = baseApi.enhanceEndpoints({ addTagTypes: ['StoreBranch'] }).injectEndpoints({
  endpoints: (build) => ({
    switcherBranches: build.query<BranchSummary[], number>({
      query: (storeId) => `/stores/${storeId}/branches`,
      transformResponse: (response: { data: BranchSummary[] }) => response.data,
      providesTags: [{ type: 'StoreBranch', id: 'LIST' }],
    }),
  }),
});

export const { useSwitcherBranchesQuery } = storeSwitcherApi;
