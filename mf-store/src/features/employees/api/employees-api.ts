import type { Employee, EmployeeRole, PendingInvitation } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

export type EmployeesList = { data: Employee[]; invitations: PendingInvitation[]; branches: { id: number; name: string }[] };
export type InviteEmployeeBody = { storeId: number; name: string; email: string; role: EmployeeRole; branch_id: number | null };
export type UpdateEmployeeBody = { storeId: number; id: number; role: EmployeeRole; branch_id: number | null; active: boolean };

/** Employees of the store area (injected here, not in the shell's shared API). */
export const employeesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Employee'] }).injectEndpoints({
  endpoints: (build) => ({
    employees: build.query<EmployeesList, number>({
      query: (storeId) => `/stores/${storeId}/employees`,
      providesTags: ['Employee'],
    }),
    inviteEmployee: build.mutation<{ status: 'invited' | 'added'; message: string }, InviteEmployeeBody>({
      query: ({ storeId, ...body }) => ({ url: `/stores/${storeId}/employees`, method: 'POST', body }),
      invalidatesTags: ['Employee'],
    }),
    updateEmployee: build.mutation<{ data: Employee }, UpdateEmployeeBody>({
      query: ({ storeId, id, ...body }) => ({ url: `/stores/${storeId}/employees/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Employee'],
    }),
    resendInvitation: build.mutation<{ message: string }, { storeId: number; invitationId: number }>({
      query: ({ storeId, invitationId }) => ({ url: `/stores/${storeId}/employees/invitations/${invitationId}/resend`, method: 'POST' }),
      invalidatesTags: ['Employee'],
    }),
    cancelInvitation: build.mutation<void, { storeId: number; invitationId: number }>({
      query: ({ storeId, invitationId }) => ({ url: `/stores/${storeId}/employees/invitations/${invitationId}`, method: 'DELETE' }),
      invalidatesTags: ['Employee'],
    }),
  }),
});

export const { useEmployeesQuery, useInviteEmployeeMutation, useUpdateEmployeeMutation, useResendInvitationMutation, useCancelInvitationMutation } = employeesApi;
