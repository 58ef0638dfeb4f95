import type { Plan, PlanWrite } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

/**
 * /api/admin/plans. Declared once for the whole admin area: the plans screens edit them, the stores filter and the
 * platform settings (trial plan) read the list.
 */
const LIST = { type: 'AdminPlan', id: 'LIST' } as const;

export const plansApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminPlan'] }).injectEndpoints({
  endpoints: (build) => ({
    adminPlans: build.query<Plan[], void>({
      query: () => '/admin/plans',
      transformResponse: (response: { data: Plan[] }) => response.data,
      providesTags: (list) => [LIST, ...(list ?? []).map((plan) => ({ type: 'AdminPlan' as const, id: plan.id }))],
    }),
    adminPlan: build.query<Plan, number>({
      query: (id) => `/admin/plans/${id}`,
      transformResponse: (response: { data: Plan }) => response.data,
      providesTags: (_plan, _error, id) => [{ type: 'AdminPlan', id }],
    }),
    createPlan: build.mutation<Plan, PlanWrite>({
      query: (body) => ({ url: '/admin/plans', method: 'POST', body }),
      transformResponse: (response: { data: Plan }) => response.data,
      invalidatesTags: [LIST],
    }),
    updatePlan: build.mutation<Plan, { id: number; body: PlanWrite }>({
      query: ({ id, body }) => ({ url: `/admin/plans/${id}`, method: 'PUT', body }),
      transformResponse: (response: { data: Plan }) => response.data,
      invalidatesTags: (_plan, _error, { id }) => [LIST, { type: 'AdminPlan', id }],
    }),
    deletePlan: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/plans/${id}`, method: 'DELETE' }),
      invalidatesTags: (_plan, _error, id) => [LIST, { type: 'AdminPlan', id }],
    }),
  }),
});

export const { useAdminPlansQuery, useAdminPlanQuery, useCreatePlanMutation, useUpdatePlanMutation, useDeletePlanMutation } = plansApi;
