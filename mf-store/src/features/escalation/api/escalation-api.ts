import type { EscalationSettings } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

export const escalationApi = baseApi.enhanceEndpoints({ addTagTypes: ['Escalation'] }).injectEndpoints({
  endpoints: (build) => ({
    escalation: build.query<{ data: EscalationSettings }, number>({
      query: (storeId) => `/stores/${storeId}/escalation`,
      providesTags: ['Escalation'],
    }),
    saveEscalation: build.mutation<{ data: EscalationSettings }, { storeId: number } & EscalationSettings>({
      query: ({ storeId, ...body }) => ({ url: `/stores/${storeId}/escalation`, method: 'PUT', body }),
      invalidatesTags: ['Escalation'],
    }),
  }),
});

export const { useEscalationQuery, useSaveEscalationMutation } = escalationApi;
