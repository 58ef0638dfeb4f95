import type { PosPaymentInput, PosSaleInput, PosSaleView, TabRoundInput, TabRoundView, TabTransferInput, TabTransferResult, TabView, TabsOverview } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['PosTabs', 'PosRegister', 'PosSale'] });
const dataOf = <T,>(response: { data: T }) => response.data;
const tabs = (storeId: number) => `/stores/${storeId}/pos/tabs`;

/** How often the tables screens refresh (other stations open tabs and send rounds too). */
export const TABS_POLL_MS = 30_000;

type OnTab = { storeId: number; orderId: number };
const LIST = { type: 'PosTabs' as const, id: 'LIST' };
const touched = (...orderIds: number[]) => [LIST, ...orderIds.map((id) => ({ type: 'PosTabs' as const, id }))];

/** The tables screen's calls (`/stores/:storeId/pos/…`, pos.sell; the catalog is in api/catalog-api). Tabs need the network: none of this is queued offline. */
export const tabsApi = api.injectEndpoints({
  endpoints: (build) => ({
    tabsOverview: build.query<TabsOverview, number>({
      query: (storeId) => tabs(storeId),
      transformResponse: dataOf<TabsOverview>,
      providesTags: (result) => [LIST, ...(result?.tabs ?? []).map((tab) => ({ type: 'PosTabs' as const, id: tab.order_id }))],
    }),
    tab: build.query<TabView, OnTab>({
      query: ({ storeId, orderId }) => `${tabs(storeId)}/${orderId}`,
      transformResponse: dataOf<TabView>,
      providesTags: (_r, _e, { orderId }) => [{ type: 'PosTabs', id: orderId }],
    }),
    /** A new tab is a POS sale left open (dine_in, allow_partial, no tenders); its items are round 1. */
    openTab: build.mutation<PosSaleView, { storeId: number; key: string; body: PosSaleInput }>({
      query: ({ storeId, key, body }) => ({ url: `/stores/${storeId}/pos/sales`, method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      transformResponse: dataOf<PosSaleView>,
      invalidatesTags: [LIST, { type: 'PosRegister', id: 'CURRENT' }],
    }),
    addTabRound: build.mutation<TabRoundView, OnTab & { key: string; body: TabRoundInput }>({
      query: ({ storeId, orderId, key, body }) => ({ url: `${tabs(storeId)}/${orderId}/rounds`, method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      transformResponse: dataOf<TabRoundView>,
      invalidatesTags: (_r, _e, { orderId }) => touched(orderId),
    }),
    /** Both tabs after the move (`from` closed when left empty). */
    transferTabItems: build.mutation<TabTransferResult, OnTab & { body: TabTransferInput }>({
      query: ({ storeId, orderId, body }) => ({ url: `${tabs(storeId)}/${orderId}/transfer`, method: 'POST', body }),
      transformResponse: dataOf<TabTransferResult>,
      invalidatesTags: (_r, _e, { orderId, body }) => touched(orderId, body.to_order_id),
    }),
    /** This tab's items into another one, which it answers; this tab closes. */
    mergeTab: build.mutation<TabView, OnTab & { intoOrderId: number }>({
      query: ({ storeId, orderId, intoOrderId }) => ({ url: `${tabs(storeId)}/${orderId}/merge`, method: 'POST', body: { into_order_id: intoOrderId } }),
      transformResponse: dataOf<TabView>,
      invalidatesTags: (_r, _e, { orderId, intoOrderId }) => touched(orderId, intoOrderId),
    }),
    setTabServiceCharge: build.mutation<TabView, OnTab & { enabled: boolean }>({
      query: ({ storeId, orderId, enabled }) => ({ url: `${tabs(storeId)}/${orderId}/service-charge`, method: 'POST', body: { enabled } }),
      transformResponse: dataOf<TabView>,
      invalidatesTags: (_r, _e, { orderId }) => touched(orderId),
    }),
    setTabBill: build.mutation<TabView, OnTab & { requested: boolean }>({
      query: ({ storeId, orderId, requested }) => ({ url: `${tabs(storeId)}/${orderId}/bill`, method: 'POST', body: { requested } }),
      transformResponse: dataOf<TabView>,
      invalidatesTags: (_r, _e, { orderId }) => touched(orderId),
    }),
    /** One part of the bill; when nothing remains the tab closes. The money goes into this station's register. */
    payTabPart: build.mutation<PosSaleView, OnTab & { body: PosPaymentInput }>({
      query: ({ storeId, orderId, body }) => ({ url: `/stores/${storeId}/pos/sales/${orderId}/payments`, method: 'POST', body }),
      transformResponse: dataOf<PosSaleView>,
      invalidatesTags: (_r, _e, { orderId }) => [...touched(orderId), { type: 'PosSale', id: orderId }, { type: 'PosRegister', id: 'CURRENT' }],
    }),
  }),
});

export const {
  useTabsOverviewQuery,
  useTabQuery,
  useOpenTabMutation,
  useAddTabRoundMutation,
  useTransferTabItemsMutation,
  useMergeTabMutation,
  useSetTabServiceChargeMutation,
  useSetTabBillMutation,
  usePayTabPartMutation,
} = tabsApi;
