import type { DeliveryRatesInput, DeliveryRatesSettings } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

/** The rates screen's calls (store area only). A save refreshes the storefront's store ('Store'). */
export const deliveryRatesApi = baseApi.enhanceEndpoints({ addTagTypes: ['DeliveryRates'] }).injectEndpoints({
  endpoints: (build) => ({
    deliveryRates: build.query<DeliveryRatesSettings, number>({
      query: (storeId) => `/stores/${storeId}/delivery/rates`,
      transformResponse: (response: { data: DeliveryRatesSettings }) => response.data,
      providesTags: ['DeliveryRates'],
    }),
    saveDeliveryRates: build.mutation<DeliveryRatesSettings, { storeId: number; body: DeliveryRatesInput }>({
      query: ({ storeId, body }) => ({ url: `/stores/${storeId}/delivery/rates`, method: 'PUT', body }),
      transformResponse: (response: { data: DeliveryRatesSettings }) => response.data,
      invalidatesTags: ['DeliveryRates', 'Store'],
    }),
  }),
});

export const { useDeliveryRatesQuery, useSaveDeliveryRatesMutation } = deliveryRatesApi;
