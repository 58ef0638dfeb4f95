import type { Coordinates, DeliverySimulation, DeliverySimulationInput, DeliveryZoneInput, DeliveryZoneView } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

/** GET /api/stores/{storeId}/delivery/zones: every zone, the store's pin and radius, the precedence sentence. */
export type DeliveryZonesPage = {
  data: DeliveryZoneView[];
  store: { location: Coordinates | null; deliveryRadiusKm: number | null; city: string | null; state: string | null };
  precedence: string;
};

const LIST = { type: 'DeliveryZone', id: 'LIST' } as const;

/** The zone editor's calls (store area only, injected here rather than in shared/state). Writes refresh the storefront's store ('Store'). */
export const deliveryZonesApi = baseApi.enhanceEndpoints({ addTagTypes: ['DeliveryZone'] }).injectEndpoints({
  endpoints: (build) => ({
    deliveryZones: build.query<DeliveryZonesPage, number>({
      query: (storeId) => `/stores/${storeId}/delivery/zones`,
      providesTags: [LIST],
    }),
    createDeliveryZone: build.mutation<DeliveryZoneView, { storeId: number; body: DeliveryZoneInput }>({
      query: ({ storeId, body }) => ({ url: `/stores/${storeId}/delivery/zones`, method: 'POST', body }),
      transformResponse: (response: { data: DeliveryZoneView }) => response.data,
      invalidatesTags: [LIST, 'Store'],
    }),
    updateDeliveryZone: build.mutation<DeliveryZoneView, { storeId: number; id: number; body: DeliveryZoneInput }>({
      query: ({ storeId, id, body }) => ({ url: `/stores/${storeId}/delivery/zones/${id}`, method: 'PUT', body }),
      transformResponse: (response: { data: DeliveryZoneView }) => response.data,
      invalidatesTags: [LIST, 'Store'],
    }),
    deleteDeliveryZone: build.mutation<void, { storeId: number; id: number }>({
      query: ({ storeId, id }) => ({ url: `/stores/${storeId}/delivery/zones/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST, 'Store'],
    }),
    simulateDelivery: build.mutation<DeliverySimulation, { storeId: number; body: Partial<DeliverySimulationInput> }>({
      query: ({ storeId, body }) => ({ url: `/stores/${storeId}/delivery/simulate`, method: 'POST', body }),
      transformResponse: (response: { data: DeliverySimulation }) => response.data,
    }),
  }),
});

export const { useDeliveryZonesQuery, useCreateDeliveryZoneMutation, useUpdateDeliveryZoneMutation, useDeleteDeliveryZoneMutation, useSimulateDeliveryMutation } = deliveryZonesApi;
