import type { AdminSubscription, AdminSubscriptionDetails, BillingDataInput, ChangePlanInput, PlanChangeQuote, PlanChangeResult } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

export type SubscriptionsQuery = Partial<Record<'q' | 'status' | 'plan', string>>;
/** Issuing or charging an invoice: the subscription as it is now, and why the gateway did not charge (null: it did). */
export type ChargeResult = { subscription: AdminSubscriptionDetails; warning: string | null };

const LIST = { type: 'AdminSubscription', id: 'LIST' } as const;
/** A subscription change shows on the stores too (plan, status). */
const STORES = { type: 'AdminStore', id: 'LIST' } as const;
/** …and on the plans (how many subscribe to each). */
const PLANS = { type: 'AdminPlan', id: 'LIST' } as const;

export const subscriptionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminSubscription', 'AdminStore', 'AdminPlan'] }).injectEndpoints({
  endpoints: (build) => {
    /** Writes answer with the subscription: it replaces the cached details at once. */
    const keep = <Arg extends { id: number }, Result>(pick: (result: Result) => AdminSubscriptionDetails) => ({
      async onQueryStarted(arg: Arg, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Result }> }) {
        const done = await queryFulfilled.catch(() => null);
        if (done) dispatch(subscriptionsApi.util.upsertQueryData('adminSubscription', arg.id, pick(done.data)));
      },
    });
    return {
      adminSubscriptions: build.query<AdminSubscription[], SubscriptionsQuery>({
        query: (params) => ({ url: '/admin/subscriptions', params }),
        transformResponse: (response: { data: AdminSubscription[] }) => response.data,
        providesTags: [LIST],
      }),
      adminSubscription: build.query<AdminSubscriptionDetails, number>({
        query: (id) => `/admin/subscriptions/${id}`,
        transformResponse: (response: { data: AdminSubscriptionDetails }) => response.data,
        providesTags: (_s, _e, id) => [{ type: 'AdminSubscription', id }],
      }),
      quotePlanChange: build.mutation<PlanChangeQuote, { id: number; body: ChangePlanInput }>({
        query: ({ id, body }) => ({ url: `/admin/subscriptions/${id}/quote`, method: 'POST', body }),
        transformResponse: (response: { data: PlanChangeQuote }) => response.data,
      }),
      changeSubscriptionPlan: build.mutation<PlanChangeResult, { id: number; body: ChangePlanInput }>({
        query: ({ id, body }) => ({ url: `/admin/subscriptions/${id}/plan`, method: 'PUT', body }),
        transformResponse: (response: { data: PlanChangeResult }) => response.data,
        invalidatesTags: [LIST, STORES, PLANS],
        ...keep<{ id: number; body: ChangePlanInput }, PlanChangeResult>((r) => r.subscription),
      }),
      saveBillingData: build.mutation<AdminSubscriptionDetails, { id: number; body: BillingDataInput }>({
        query: ({ id, body }) => ({ url: `/admin/subscriptions/${id}/billing`, method: 'PUT', body }),
        transformResponse: (response: { data: AdminSubscriptionDetails }) => response.data,
        invalidatesTags: [LIST],
        ...keep<{ id: number; body: BillingDataInput }, AdminSubscriptionDetails>((r) => r),
      }),
      issueRenewal: build.mutation<ChargeResult, { id: number }>({
        query: ({ id }) => ({ url: `/admin/subscriptions/${id}/invoices`, method: 'POST' }),
        transformResponse: (response: { data: ChargeResult }) => response.data,
        invalidatesTags: [LIST],
        ...keep<{ id: number }, ChargeResult>((r) => r.subscription),
      }),
      chargeInvoice: build.mutation<ChargeResult, { id: number; invoiceId: number }>({
        query: ({ id, invoiceId }) => ({ url: `/admin/subscriptions/${id}/invoices/${invoiceId}/charge`, method: 'POST' }),
        transformResponse: (response: { data: ChargeResult }) => response.data,
        ...keep<{ id: number; invoiceId: number }, ChargeResult>((r) => r.subscription),
      }),
      cancelSubscription: build.mutation<AdminSubscriptionDetails, { id: number }>({
        query: ({ id }) => ({ url: `/admin/subscriptions/${id}/cancel`, method: 'POST' }),
        transformResponse: (response: { data: AdminSubscriptionDetails }) => response.data,
        invalidatesTags: [LIST, STORES],
        ...keep<{ id: number }, AdminSubscriptionDetails>((r) => r),
      }),
    };
  },
});

export const {
  useAdminSubscriptionsQuery,
  useAdminSubscriptionQuery,
  useQuotePlanChangeMutation,
  useChangeSubscriptionPlanMutation,
  useSaveBillingDataMutation,
  useIssueRenewalMutation,
  useChargeInvoiceMutation,
  useCancelSubscriptionMutation,
} = subscriptionsApi;
