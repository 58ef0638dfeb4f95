import type { CashMovementInput, CloseRegisterInput, OpenRegisterInput, PosSaleView, RegisterSessionView, SettlementView } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['PosRegister', 'PosDriverCash'] });
const dataOf = (response: { data: RegisterSessionView }) => response.data;
const base = (storeId: number) => `/stores/${storeId}/pos/registers`;

/** A driver carrying cash received at the door and not settled yet (GET /stores/:storeId/delivery/cash). Reais. */
export type DriverCashView = { driver_id: number; name: string; cash_in_hand: number; orders: number };

/** The POS cash register of this station (`/stores/:storeId/pos/registers`, pos.sell). */
export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentRegister: build.query<RegisterSessionView | null, { storeId: number; station: string }>({
      query: ({ storeId, station }) => ({ url: `${base(storeId)}/current`, params: { station } }),
      transformResponse: (response: { data: RegisterSessionView | null }) => response.data,
      providesTags: [{ type: 'PosRegister', id: 'CURRENT' }],
    }),
    registerSession: build.query<RegisterSessionView, { storeId: number; id: number }>({
      query: ({ storeId, id }) => `${base(storeId)}/${id}`,
      transformResponse: dataOf,
      providesTags: (_r, _e, { id }) => [{ type: 'PosRegister', id }],
    }),
    registerSessions: build.query<RegisterSessionView[], number>({
      query: (storeId) => base(storeId),
      transformResponse: (response: { data: RegisterSessionView[] }) => response.data,
      providesTags: [{ type: 'PosRegister', id: 'LIST' }],
    }),
    sessionSales: build.query<PosSaleView[], { storeId: number; id: number }>({
      query: ({ storeId, id }) => ({ url: `/stores/${storeId}/pos/sales`, params: { session: id } }),
      transformResponse: (response: { data: PosSaleView[] }) => response.data,
      providesTags: (_r, _e, { id }) => [{ type: 'PosRegister', id }],
    }),
    setManagerPin: build.mutation<{ updated_at: string }, { storeId: number; pin: string }>({
      query: ({ storeId, pin }) => ({ url: `/stores/${storeId}/pos/manager-pin`, method: 'PUT', body: { pin } }),
      transformResponse: (response: { data: { updated_at: string } }) => response.data,
    }),
    openRegister: build.mutation<RegisterSessionView, { storeId: number; body: OpenRegisterInput }>({
      query: ({ storeId, body }) => ({ url: base(storeId), method: 'POST', body }),
      transformResponse: dataOf,
      invalidatesTags: [{ type: 'PosRegister', id: 'CURRENT' }, { type: 'PosRegister', id: 'LIST' }],
    }),
    addCashMovement: build.mutation<RegisterSessionView, { storeId: number; id: number; body: CashMovementInput }>({
      query: ({ storeId, id, body }) => ({ url: `${base(storeId)}/${id}/movements`, method: 'POST', body }),
      transformResponse: dataOf,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'PosRegister', id: 'CURRENT' }, { type: 'PosRegister', id }],
    }),
    closeRegister: build.mutation<RegisterSessionView, { storeId: number; id: number; body: CloseRegisterInput }>({
      query: ({ storeId, id, body }) => ({ url: `${base(storeId)}/${id}/close`, method: 'POST', body }),
      transformResponse: dataOf,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'PosRegister', id: 'CURRENT' }, { type: 'PosRegister', id }, { type: 'PosRegister', id: 'LIST' }],
    }),
    driversCash: build.query<DriverCashView[], number>({
      query: (storeId) => `/stores/${storeId}/delivery/cash`,
      transformResponse: (response: { data: DriverCashView[] }) => response.data,
      providesTags: [{ type: 'PosDriverCash', id: 'LIST' }],
    }),
    /** Settles the driver's cash into this station's open session: one 'acerto' movement, counted in the X figures. */
    settleDriverCash: build.mutation<SettlementView, { storeId: number; driverId: number; sessionId: number }>({
      query: ({ storeId, driverId, sessionId }) => ({ url: `/stores/${storeId}/delivery/drivers/${driverId}/settle`, method: 'POST', body: { session_id: sessionId } }),
      transformResponse: (response: { data: SettlementView }) => response.data,
      invalidatesTags: (_r, _e, { sessionId }) => [{ type: 'PosRegister', id: 'CURRENT' }, { type: 'PosRegister', id: sessionId }, { type: 'PosDriverCash', id: 'LIST' }],
    }),
  }),
});

export const { useSetManagerPinMutation, useCurrentRegisterQuery, useRegisterSessionQuery, useSessionSalesQuery, useRegisterSessionsQuery, useOpenRegisterMutation, useAddCashMovementMutation, useCloseRegisterMutation, useDriversCashQuery, useSettleDriverCashMutation } = registerApi;
